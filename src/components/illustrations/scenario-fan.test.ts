import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ScenarioFan } from "./ScenarioFan";
import { scenarioFan, simulatePaths } from "./scenario-fan";
import { seedOf } from "./seeded";

const seed = seedOf("/technology");

/** The points of an SVG path made of M/L commands, as [x, y]. */
const points = (d: string) => [...d.matchAll(/[ML](-?\d+) (-?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe("the scenario fan drawn from a simulation", () => {
  it("is the same fan for the same seed, and another for another", () => {
    expect(scenarioFan(seed)).toEqual(scenarioFan(seed));
    expect(scenarioFan(seed).median).not.toEqual(scenarioFan(seedOf("/kosmos-labs")).median);
  });

  it("starts from one point and spreads: the paths all begin within a point of each other, and end far apart", () => {
    const paths = simulatePaths(seed);
    const starts = paths.map((path) => path[0]!);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThanOrEqual(1);
    const ends = paths.map((path) => path.at(-1)!);
    expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThan(40);
    for (const path of paths) for (const level of path) expect(level >= 0 && level <= 100).toBe(true);
  });

  it("says in words what its bands show, with the simulation's own figures", () => {
    const ends = simulatePaths(seed)
      .map((path) => path.at(-1)!)
      .sort((a, b) => a - b);
    const { summary } = scenarioFan(seed);
    const share = (low: number, high: number) =>
      ends.filter((level) => level >= low - 0.5 && level <= high + 0.5).length / ends.length;
    expect(share(...summary.middleHalf)).toBeCloseTo(0.5, 1);
    expect(share(...summary.nineInTen)).toBeCloseTo(0.9, 1);
    expect(summary.middleHalf[0]).toBeGreaterThanOrEqual(summary.nineInTen[0]);
    expect(summary.middleHalf[1]).toBeLessThanOrEqual(summary.nineInTen[1]);
  });

  it("draws the middle half inside the nine-in-ten band and the median inside both, on the field", () => {
    const { width, height, outer, inner, median } = scenarioFan(seed);
    const month = (d: string, x: number) =>
      points(d)
        .filter(([px]) => px === x)
        .map(([, y]) => y);
    for (const x of [0, width / 2, width]) {
      const [outerLow, outerHigh] = [Math.min(...month(outer, x)), Math.max(...month(outer, x))];
      const [innerLow, innerHigh] = [Math.min(...month(inner, x)), Math.max(...month(inner, x))];
      const [middle] = month(median, x);
      expect(outerLow).toBeLessThanOrEqual(innerLow);
      expect(innerHigh).toBeLessThanOrEqual(outerHigh);
      expect(middle! >= innerLow && middle! <= innerHigh).toBe(true);
    }
    for (const [x, y] of points(outer)) expect(x >= 0 && x <= width && y >= 0 && y <= height).toBe(true);
  });

  it("is hidden from assistive technology, its caption carrying the meaning", () => {
    const html = renderToStaticMarkup(createElement(ScenarioFan, { seed: "/technology" }));
    const { summary } = scenarioFan(seed);
    expect(html).toMatch(/^<figure[^>]*><svg aria-hidden="true"/);
    expect(html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ")).toContain(
      `After 24 months, half the paths lie between ${summary.middleHalf[0]} and ${summary.middleHalf[1]} on a stress index that starts at 30, and nine in ten between ${summary.nineInTen[0]} and ${summary.nineInTen[1]}`,
    );
  });
});
