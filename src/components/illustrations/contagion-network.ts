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

/** The shape of a field: its size, the grid its institutions are jittered over, their radii. */
export type Field = { width: number; height: number; columns: number; rows: number; radius: [number, number] };

/** A page banner's field: wide and low, 27 small institutions. */
export const BANNER: Field = { width: 1200, height: 400, columns: 9, rows: 3, radius: [3, 7] };

/** Each institution is tied to this many of its nearest (the network stays connected and sparse). */
const NEAREST = 2;

/** The network for `seed` on `field`: one institution per cell of the field's grid, jittered. */
export function contagionNetwork(seed: number, field: Field = BANNER): ContagionNetwork {
  const { width, height, columns, rows, radius } = field;
  const next = random(seed);
  const cellW = width / columns;
  const cellH = height / rows;
  const nodes: Institution[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      nodes.push({
        x: Math.round(cellW * (column + 0.2 + next() * 0.6)),
        y: Math.round(cellH * (row + 0.2 + next() * 0.6)),
        r: radius[0] + Math.round(next() * (radius[1] - radius[0])),
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
  const origin = columns * Math.floor(rows / 2) + Math.floor(columns / 3 + next() * (columns / 3));
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
