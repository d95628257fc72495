/**
 * The home page's network panel, drawn from the same model as the banners' (contagion-network.ts)
 * on a smaller field: twelve institutions, a shock at one, the exposures it travels along. The
 * picture is a file (`npm run illustrations` writes it; the home page's first response has no room
 * for it inline), and its alternative text is said from the same network, so the two never differ.
 */
import { type ContagionNetwork, type Field, type Institution, contagionNetwork } from "./contagion-network";
import { seedOf } from "./seeded";

export const PANEL: Field = { width: 420, height: 290, columns: 4, rows: 3, radius: [8, 11] };

/** The colours of the panel's institutions, for the picture and its legend. */
export const EXPOSURE_FILL = { origin: "#dc2626", affected: "#f59e0b", stable: "#3b82f6" } as const;
const INK = { ground: "#0f1b33", path: "#fbbf24", tie: "#64748b" } as const;

/** The home page's network: the same every build. */
export function homeNetwork(): ContagionNetwork {
  return contagionNetwork(seedOf("Risk Propagation Analysis"), PANEL);
}

const NUMBERS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
/** A count in words, as the alternative text says it. */
export const inWords = (n: number) => NUMBERS[n] ?? String(n);

/** The picture's alternative text: what it shows, counted from the network. */
export function describeNetwork({ nodes }: ContagionNetwork): string {
  const affected = nodes.filter((node) => node.hit === 1 || node.hit === 2).length;
  const stable = nodes.filter((node) => node.hit === null).length;
  return (
    `A network of ${inWords(nodes.length)} financial institutions. A shock at one of them spreads along its exposures ` +
    `to ${inWords(affected)} others, shown in amber; ${inWords(stable)} institutions, shown in blue, absorb the shock.`
  );
}

/** The panel's picture as an SVG document. */
export function riskNetworkSvg(network: ContagionNetwork): string {
  const { width, height, nodes, ties } = network;
  const line = (from: number, to: number) => `M${nodes[from]!.x} ${nodes[from]!.y}L${nodes[to]!.x} ${nodes[to]!.y}`;
  const path = (hit: boolean) =>
    ties
      .filter((tie) => tie.hit === hit)
      .map((tie) => line(tie.from, tie.to))
      .join("");
  const fill = (hit: Institution["hit"]) =>
    hit === 0 ? EXPOSURE_FILL.origin : hit === null ? EXPOSURE_FILL.stable : EXPOSURE_FILL.affected;
  const circles = nodes
    .map(
      (node) => `<circle cx="${node.x}" cy="${node.y}" r="${node.hit === 0 ? 15 : node.r}" fill="${fill(node.hit)}"/>`,
    )
    .join("\n    ");
  const origin = nodes.find((node) => node.hit === 0)!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <!-- Drawn by npm run illustrations from src/components/illustrations/risk-network.ts: do not edit. -->
  <rect width="${width}" height="${height}" fill="${INK.ground}"/>
  <path d="${path(false)}" stroke="${INK.tie}" stroke-width="1.5" stroke-dasharray="4 4" fill="none"/>
  <path d="${path(true)}" stroke="${INK.path}" stroke-width="2.5" stroke-linecap="round" fill="none"/>
  <g stroke="${INK.ground}" stroke-width="3">
    ${circles}
  </g>
  <circle cx="${origin.x}" cy="${origin.y}" r="26" fill="none" stroke="${EXPOSURE_FILL.origin}" stroke-opacity=".5" stroke-width="2"/>
</svg>
`;
}
