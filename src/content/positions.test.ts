import { describe, expect, it } from "vitest";
import { applyHref, positions } from "./positions";

describe("open positions", () => {
  it("lists four positions, all in London, each with a department and description", () => {
    expect(positions).toHaveLength(4);
    for (const position of positions) {
      expect(position.location).toBe("London");
      expect(position.department.length).toBeGreaterThan(0);
      expect(position.description.length).toBeGreaterThan(40);
    }
    expect(new Set(positions.map((p) => p.title)).size).toBe(4);
  });

  it("builds apply links whose query string decodes back to the exact title", () => {
    for (const { title } of positions) {
      const url = new URL(applyHref(title), "https://kosmos.example");
      expect(url.pathname).toBe("/apply");
      expect(url.searchParams.get("position")).toBe(title);
    }
  });

  it("encodes characters that would otherwise break the query string", () => {
    expect(applyHref("Graph & Data Platform Engineer")).toBe(
      "/apply?position=Graph%20%26%20Data%20Platform%20Engineer",
    );
    expect(applyHref("Full-Stack Engineer (React/TypeScript)")).toBe(
      "/apply?position=Full-Stack%20Engineer%20(React%2FTypeScript)",
    );
    // At least one real title needs the encoding, so the careers page exercises it.
    expect(positions.some((p) => /[&/]/.test(p.title))).toBe(true);
  });
});
