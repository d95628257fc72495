import { describe, expect, it } from "vitest";
import { contagionNetwork } from "./contagion-network";
import { seedOf } from "./seeded";

describe("the contagion network drawn from a seed", () => {
  it("is the same network for the same seed, and another for another", () => {
    expect(contagionNetwork(seedOf("/kosmos-labs"))).toEqual(contagionNetwork(seedOf("/kosmos-labs")));
    expect(contagionNetwork(seedOf("/kosmos-labs")).nodes).not.toEqual(contagionNetwork(seedOf("/about")).nodes);
  });

  for (const route of ["/about", "/kosmos-labs", "/kosmos-institute", "/careers", "/platform"])
    it(`${route}: institutions on the field, each tied to a neighbour, the shock spreading only along ties`, () => {
      const { width, height, nodes, ties } = contagionNetwork(seedOf(route));
      expect(nodes).toHaveLength(27);
      for (const node of nodes) {
        expect(node.x).toBeGreaterThan(0);
        expect(node.x).toBeLessThan(width);
        expect(node.y).toBeGreaterThan(0);
        expect(node.y).toBeLessThan(height);
      }
      nodes.forEach((_, index) => expect(ties.some((t) => t.from === index || t.to === index)).toBe(true));
      expect(nodes.filter((n) => n.hit === 0)).toHaveLength(1);
      expect(nodes.filter((n) => n.hit === 1).length).toBeGreaterThan(0);
      // Everyone the shock reached is tied, by a tie it crossed, to someone it reached one step before.
      nodes.forEach((node, index) => {
        if (node.hit === null || node.hit === 0) return;
        const from = ties
          .filter((t) => t.hit && (t.from === index || t.to === index))
          .map((t) => nodes[t.from === index ? t.to : t.from]!.hit);
        expect(from).toContain(node.hit - 1);
      });
    });
});
