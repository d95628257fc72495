/**
 * The systemic risk picture: a network of institutions from the contagion model (the home panel's
 * and the banners'), a failing one in red passing stress to its neighbours in amber, and beside it
 * the heat map of exposures among the institutions the shock touches first: each cell is how much
 * one owes another (seeded), red where the exposure carried the stress, blue where it did not,
 * empty where they owe each other nothing. Under it, the share of the network the shock reached.
 */
import { contagionNetwork, type ContagionNetwork, type Field } from "./contagion-network";
import { svgFile } from "./draw";
import { random, seedOf } from "./seeded";

const SIZE = { width: 640, height: 400 };
const FIELD: Field = { width: 360, height: 340, columns: 4, rows: 3, radius: [9, 12] };
const NETWORK_AT = { x: 20, y: 30 };
const MAP = { x: 412, y: 60, cell: 36, gap: 4 };
/** The institutions the heat map shows: the failing one and those nearest to it in the shock. */
const SHOWN = 5;
const COLOURS = {
  tie: "#475569",
  stress: "#fbbf24",
  origin: "#dc2626",
  affected: "#f59e0b",
  stable: "#3b82f6",
  self: "#334155",
  none: "#16264a",
  track: "#1e293b",
};

export type Exposures = {
  network: ContagionNetwork;
  /** Indices into the network's institutions, the failing one first. */
  shown: number[];
  /** cells[i][j]: what shown[i] owes shown[j], 0 to 1; 0 where they are not tied. */
  cells: number[][];
  /** Whether that exposure carried the stress. */
  stressed: boolean[][];
};

export function exposures(seed = seedOf("Systemic Risk Assessment")): Exposures {
  const network = contagionNetwork(seed, FIELD);
  const next = random(seed ^ 0x5bd1e995);
  const order = (hit: number | null) => (hit === null ? 3 : hit);
  const shown = network.nodes
    .map((node, index) => ({ index, hit: order(node.hit) }))
    .sort((a, b) => a.hit - b.hit || a.index - b.index)
    .slice(0, SHOWN)
    .map(({ index }) => index);
  const tieOf = (a: number, b: number) =>
    network.ties.find((tie) => (tie.from === a && tie.to === b) || (tie.from === b && tie.to === a));
  const cells = shown.map((a) =>
    shown.map((b) => (a !== b && tieOf(a, b) ? Math.round((0.35 + next() * 0.65) * 100) / 100 : 0)),
  );
  const stressed = shown.map((a) => shown.map((b) => a !== b && (tieOf(a, b)?.hit ?? false)));
  return { network, shown, cells, stressed };
}

/** The share of the network's institutions the shock reached, the failing one included. */
export const reached = ({ network }: Exposures) =>
  network.nodes.filter((node) => node.hit !== null).length / network.nodes.length;

export function systemicRiskSvg(data: Exposures = exposures()): string {
  const { network, shown, cells, stressed } = data;
  const at = (i: number) => network.nodes[i]!;
  const line = (from: number, to: number) => `M${at(from).x} ${at(from).y}L${at(to).x} ${at(to).y}`;
  const ties = (hit: boolean) =>
    network.ties
      .filter((tie) => tie.hit === hit)
      .map((tie) => line(tie.from, tie.to))
      .join("");
  const fill = (hit: 0 | 1 | 2 | null) =>
    hit === 0 ? COLOURS.origin : hit === null ? COLOURS.stable : COLOURS.affected;
  const circles = network.nodes
    .map(
      (node) => `<circle cx="${node.x}" cy="${node.y}" r="${node.hit === 0 ? 16 : node.r}" fill="${fill(node.hit)}"/>`,
    )
    .join("");
  const size = MAP.cell + MAP.gap;
  const cell = (i: number, j: number) => {
    const value = cells[i]![j]!;
    const x = MAP.x + j * size;
    const y = MAP.y + i * size;
    // An institution does not owe itself: the diagonal is an outline.
    if (i === j)
      return `<rect x="${x + 1}" y="${y + 1}" width="${MAP.cell - 2}" height="${MAP.cell - 2}" rx="4" fill="none" stroke="${COLOURS.self}" stroke-width="2"/>`;
    if (value === 0)
      return `<rect x="${x}" y="${y}" width="${MAP.cell}" height="${MAP.cell}" rx="4" fill="${COLOURS.none}"/>`;
    const colour = stressed[i]![j] ? COLOURS.origin : COLOURS.stable;
    return `<rect x="${x}" y="${y}" width="${MAP.cell}" height="${MAP.cell}" rx="4" fill="${colour}" fill-opacity="${value}"/>`;
  };
  const map = shown.flatMap((_, i) => shown.map((__, j) => cell(i, j))).join("");
  const barY = MAP.y + SHOWN * size + 24;
  const barWidth = SHOWN * size - MAP.gap;
  return svgFile(
    SIZE.width,
    SIZE.height,
    "exposures.ts",
    `  <g transform="translate(${NETWORK_AT.x} ${NETWORK_AT.y})">
    <path d="${ties(false)}" stroke="${COLOURS.tie}" stroke-width="2" fill="none"/>
    <path d="${ties(true)}" stroke="${COLOURS.stress}" stroke-width="3" stroke-linecap="round" fill="none"/>
    <g stroke="#0f1b33" stroke-width="3">${circles}</g>
  </g>
  <g>${map}</g>
  <rect x="${MAP.x}" y="${barY}" width="${barWidth}" height="12" rx="6" fill="${COLOURS.track}"/>
  <rect x="${MAP.x}" y="${barY}" width="${Math.round(barWidth * reached(data))}" height="12" rx="6" fill="${COLOURS.affected}"/>
`,
  );
}
