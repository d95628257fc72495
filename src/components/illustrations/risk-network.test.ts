import { describe, expect, it } from "vitest";
import { PANEL, describeNetwork, homeNetwork, inWords, riskNetworkSvg } from "./risk-network";

describe("the home page's network panel", () => {
  it("says in its alternative text what the picture shows, counted from the same network", () => {
    const network = homeNetwork();
    const svg = riskNetworkSvg(network);
    const fills = [...svg.matchAll(/<circle [^>]*fill="(#[0-9a-f]+)"/g)].map((m) => m[1]);
    const count = (fill: string) => fills.filter((f) => f === fill).length;
    expect(fills).toHaveLength(PANEL.columns * PANEL.rows);
    expect(count("#dc2626")).toBe(1);
    expect(describeNetwork(network)).toBe(
      `A network of ${inWords(fills.length)} financial institutions. A shock at one of them spreads along its exposures to ` +
        `${inWords(count("#f59e0b"))} others, shown in amber; ${inWords(count("#3b82f6"))} institutions, shown in blue, absorb the shock.`,
    );
    expect(inWords(12)).toBe("twelve");
    // The shock reaches some and not all: the picture has something to show.
    expect(count("#f59e0b")).toBeGreaterThan(1);
    expect(count("#3b82f6")).toBeGreaterThan(1);
  });
});
