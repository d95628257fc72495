/**
 * A financial network drawn from data, the site's motif: institutions scattered over a field,
 * each tied to its nearest neighbours, and a shock that starts at one of them and spreads along
 * the ties, weakening as it goes. The same seed always draws the same network (a page keeps its
 * picture from build to build); a different seed, another network.
 */
import { random } from "./seeded";

export type Institution = { x: number; y: number; r: number; hit: 0 | 1 | 2 | null };
export type Tie = { from: number; to: number; hit: boolean };
export type ContagionNetwork = { width: number; height: number; nodes: Institution[]; ties: Tie[] };

const COLUMNS = 9;
const ROWS = 3;
/** Each institution is tied to this many of its nearest (the network stays connected and sparse). */
const NEAREST = 2;

/** The network for `seed`, on a field `width` × `height`: one institution per cell of a 9 × 3 grid, jittered. */
export function contagionNetwork(seed: number, width = 1200, height = 400): ContagionNetwork {
  const next = random(seed);
  const cellW = width / COLUMNS;
  const cellH = height / ROWS;
  const nodes: Institution[] = [];
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++)
      nodes.push({
        x: Math.round(cellW * (column + 0.2 + next() * 0.6)),
        y: Math.round(cellH * (row + 0.2 + next() * 0.6)),
        r: 3 + Math.round(next() * 4),
        hit: null,
      });

  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const seen = new Set<string>();
  const ties: Tie[] = [];
  const distance = (a: Institution, b: Institution) => Math.hypot(a.x - b.x, a.y - b.y);
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, at) => ({ at, d: distance(node, other) }))
      .filter(({ at }) => at !== index)
      .sort((a, b) => a.d - b.d)
      .slice(0, NEAREST);
    for (const { at } of nearest) {
      if (seen.has(key(index, at))) continue;
      seen.add(key(index, at));
      ties.push({ from: Math.min(index, at), to: Math.max(index, at), hit: false });
    }
  });

  // The shock: an institution of the middle row, then its neighbours, then theirs.
  const origin = COLUMNS + Math.floor(COLUMNS / 3 + next() * (COLUMNS / 3));
  nodes[origin]!.hit = 0;
  let front = [origin];
  for (const depth of [1, 2] as const) {
    const reached: number[] = [];
    for (const tie of ties) {
      for (const [from, to] of [
        [tie.from, tie.to],
        [tie.to, tie.from],
      ] as const) {
        if (!front.includes(from) || nodes[to]!.hit !== null) continue;
        nodes[to]!.hit = depth;
        tie.hit = true;
        reached.push(to);
      }
    }
    front = reached;
  }
  return { width, height, nodes, ties };
}
