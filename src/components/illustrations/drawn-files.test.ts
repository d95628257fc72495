import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dashboard, dashboardSvg, STRESSED } from "./dashboard";
import { DRAWN_FILES } from "./drawn-files";
import { exposures, reached, systemicRiskSvg } from "./exposures";
import { agents, chaosEngineSvg, lorenzStates, wings } from "./lorenz";
import { forecast, network, THRESHOLD } from "./neural-forecast";
import { columns, KINDS, layout, MODEL, modelBuilderSvg } from "./model-builder";
import { depth, orderBook } from "./order-book";
import { BASELINE, simulatePaths } from "./scenario-fan";
import { history, scenarios } from "./trend-and-scenarios";

const numbers = (svg: string, attribute: string) =>
  [...svg.matchAll(new RegExp(`${attribute}="(-?[\\d.]+)"`, "g"))].map((m) => Number(m[1]));

describe("the illustrations drawn from data", () => {
  for (const [name, draw] of Object.entries(DRAWN_FILES)) {
    it(`${name}.svg is the file \`npm run illustrations\` draws`, () => {
      const committed = readFileSync(new URL(`../../assets/illustrations/${name}.svg`, import.meta.url), "utf8");
      expect(committed, "run npm run illustrations").toBe(draw());
    });
  }

  it("the chaos engine's butterfly is the Lorenz system's path: it changes wing again and again, inside the panel, the agents around it", () => {
    const states = lorenzStates();
    const { left, right } = wings(states);
    // Chaos: the path crosses between the wings many times, at irregular moments.
    expect(left.length + right.length).toBeGreaterThanOrEqual(8);
    const lengths = [...left, ...right].map((piece) => piece.length);
    expect(new Set(lengths).size).toBeGreaterThan(lengths.length / 2);
    for (const [x, y] of [...left, ...right].flat()) {
      expect(x).toBeGreaterThan(24);
      expect(x).toBeLessThan(616);
      expect(y).toBeGreaterThan(24);
      expect(y).toBeLessThan(376);
    }
    const dots = agents();
    expect(new Set(dots.map((agent) => agent.state))).toEqual(new Set(["calm", "stressed", "failing"]));
    expect(numbers(chaosEngineSvg(), "r")).toHaveLength(dots.length);
  });

  it("the order book's depth adds up away from the mid price on both sides, and the agents' orders go near it", () => {
    const book = orderBook();
    for (const side of [book.bids, book.asks]) {
      const totals = depth(side);
      expect(totals.at(-1)).toBe(side.reduce((a, b) => a + b, 0));
      for (let level = 1; level < totals.length; level++) expect(totals[level]).toBeGreaterThan(totals[level - 1]!);
    }
    expect(book.orders.every((order) => order.level <= 2)).toBe(true);
    expect(book.orders.filter((order) => order.side === "bid")).toHaveLength(5);
  });

  it("the heat map shows the exposures among the institutions the shock reaches first, red exactly where they carried it", () => {
    const data = exposures();
    const { network, shown, cells, stressed } = data;
    expect(network.nodes[shown[0]!]!.hit).toBe(0);
    for (const [i, a] of shown.entries())
      for (const [j, b] of shown.entries()) {
        const tie = network.ties.find((t) => (t.from === a && t.to === b) || (t.from === b && t.to === a));
        expect(cells[i]![j]! > 0, `${a} owes ${b}`).toBe(i !== j && !!tie);
        expect(stressed[i]![j], `${a} to ${b} carried the stress`).toBe(i !== j && !!tie?.hit);
      }
    const svg = systemicRiskSvg(data);
    const red = [...svg.matchAll(/<rect [^>]*fill="#dc2626"/g)].length;
    expect(red).toBe(stressed.flat().filter(Boolean).length);
    expect(red).toBeGreaterThan(0);
    expect(reached(data)).toBe(network.nodes.filter((node) => node.hit !== null).length / network.nodes.length);
  });

  it("the comparison's trend line is the least-squares fit of the calm history, and the shock lies far off it; the futures diverge from one start", () => {
    const { points, shock, slope, intercept } = history();
    const n = points.length;
    const [sx, sy, sxx, sxy] = points.reduce(
      ([a, b, c, d], [x, y]) => [a + x, b + y, c + x * x, d + x * y],
      [0, 0, 0, 0],
    );
    expect(slope).toBeCloseTo((n * sxy - sx * sy) / (n * sxx - sx * sx), 9);
    expect(intercept).toBeCloseTo((sy - slope * sx) / n, 9);
    const residual = ([x, y]: readonly [number, number]) => Math.abs(y - (slope * x + intercept));
    expect(residual(shock)).toBeGreaterThan(3 * Math.max(...points.map(residual)));

    const futures = scenarios();
    const starts = futures.map((path) => path[0]!);
    const ends = futures.map((path) => path.at(-1)!);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(1);
    expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThan(20);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it("the neural network is computed: each unit is the tanh of its weighted inputs; the forecast is marked where it first crosses the threshold", () => {
    const { weights, activations } = network();
    weights.forEach((layer, l) =>
      layer.forEach((unit, u) =>
        expect(activations[l + 1]![u]).toBeCloseTo(
          Math.tanh(unit.reduce((sum, w, i) => sum + w * activations[l]![i]!, 0)),
          12,
        ),
      ),
    );
    expect(weights.flat(2).some((w) => w < 0) && weights.flat(2).some((w) => w > 0)).toBe(true);
    const { observed, ahead, crossing } = forecast();
    expect(observed).toHaveLength(13);
    expect(ahead[0]).toBe(observed[12]);
    expect(crossing).not.toBeNull();
    expect(ahead[crossing!]).toBeGreaterThanOrEqual(THRESHOLD);
    expect(ahead.slice(0, crossing!).every((level) => level < THRESHOLD)).toBe(true);
  });

  it("the dashboard compares two runs of the same futures: tiles, chart and gauge are their figures", () => {
    const data = dashboard();
    const ends = (paths: number[][]) => paths.map((path) => path.at(-1)!).sort((a, b) => a - b);
    const seed = 0x5eed;
    const [calm, stressed] = [BASELINE, STRESSED].map((assumptions) => ends(simulatePaths(seed, 400, 24, assumptions)));
    // The same seeded futures under harder assumptions end higher, at every quantile.
    for (const p of [0.25, 0.5, 0.75])
      expect(stressed![Math.round(p * 399)]).toBeGreaterThan(calm![Math.round(p * 399)]!);
    // The drawn data: the stressed scenario above the baseline, its tail far above, a cursor where
    // its upper quartile first reaches the threshold.
    const [baselineEnd, stressedEnd, tail] = data.tiles;
    expect(baselineEnd).toBe(data.baseline.median.at(-1));
    expect(stressedEnd).toBe(data.stressed.median.at(-1));
    expect(stressedEnd).toBeGreaterThan(baselineEnd);
    expect(tail).toBeGreaterThan(stressedEnd);
    expect(data.crossing).not.toBeNull();
    expect(data.stressed.high[data.crossing!]).toBeGreaterThanOrEqual(THRESHOLD);
    expect(data.stressed.high.slice(0, data.crossing!).every((level) => level < THRESHOLD)).toBe(true);
    expect(data.aboveThreshold).toBe(data.stressed.ends.filter((level) => level >= THRESHOLD).length / 400);
    // The picture: each tile's bar as long as its figure on the index's 0 to 100, the gauge's arc
    // ending at its share of a half turn.
    const svg = dashboardSvg(data);
    const bars = [...svg.matchAll(/<rect x="\d+" y="72" width="(\d+)" height="26" rx="6" fill="#(?!0f1b33)/g)].map(
      (m) => Number(m[1]),
    );
    expect(bars).toEqual(data.tiles.map((level) => Math.round((144 * level) / 100)));
    const [, endX, endY] = /A60 60 0 0 1 (\d+) (\d+)"/.exec(svg)!.map(Number);
    const turned = Math.PI - Math.atan2(300 - endY!, endX! - 524);
    expect(turned / Math.PI).toBeCloseTo(data.aboveThreshold, 1);
  });

  it("the model builder lays out the model: each block in the column of its longest chain of inputs, each link from an output port to an input port", () => {
    const column = columns(MODEL);
    expect(Object.fromEntries(column)).toEqual({ banks: 0, "funding market": 0, contagion: 1, "system stress": 2 });
    const { blocks, links } = layout();
    const at = new Map(blocks.map((block) => [block.id, block]));
    MODEL.links.forEach(([from, to], i) => {
      const [source, target] = [at.get(from)!, at.get(to)!];
      expect(links[i]!.from).toEqual([source.x + 112, source.y + 28]);
      expect(links[i]!.to).toEqual([target.x, target.y + 28]);
      expect(links[i]!.to[0]).toBeGreaterThan(links[i]!.from[0]);
    });
    for (const a of blocks) {
      expect(a.x).toBeGreaterThanOrEqual(184);
      expect(a.x + 112).toBeLessThanOrEqual(616);
      expect(a.y).toBeGreaterThanOrEqual(56);
      expect(a.y + 56).toBeLessThanOrEqual(376);
      for (const b of blocks)
        if (a !== b) expect(a.x + 112 <= b.x || b.x + 112 <= a.x || a.y + 56 <= b.y || b.y + 56 <= a.y).toBe(true);
    }
    // Every block wears its kind's colours, and the palette offers every kind.
    const svg = modelBuilderSvg();
    for (const block of blocks)
      expect(svg).toContain(
        `x="${block.x}" y="${block.y}" width="112" height="56" rx="12" fill="${KINDS[block.kind].fill}" stroke="${KINDS[block.kind].stroke}"`,
      );
    for (const { fill, stroke } of Object.values(KINDS))
      expect(svg).toContain(`width="14" height="14" rx="3" fill="${fill}" stroke="${stroke}"`);
  });
});
