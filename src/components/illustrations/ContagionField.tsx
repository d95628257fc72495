import { contagionNetwork } from "./contagion-network";
import { seedOf } from "./seeded";

/** On the dark band: the ties faint, the shock's path and the institutions it reached in the accent colours. */
const INK = { tie: "#94a3b8", hitTie: "#67e8f9", node: "#94a3b8", origin: "#f87171", reached: "#fcd34d" } as const;

/**
 * The network behind a page's dark banner, drawn from the page's address (contagion-network.ts):
 * decorative, hidden from assistive technology, inline so it costs no request and is never the
 * page's largest paint, faint enough that the banner's words keep their contrast.
 */
export function ContagionField({ seed }: { seed: string }) {
  const { width, height, nodes, ties } = contagionNetwork(seedOf(seed));
  const path = (hit: boolean) =>
    ties
      .filter((tie) => tie.hit === hit)
      .map(({ from, to }) => `M${nodes[from]!.x} ${nodes[from]!.y}L${nodes[to]!.x} ${nodes[to]!.y}`)
      .join("");
  const dots = (which: (hit: number | null) => boolean) =>
    nodes.filter((node) => which(node.hit)).map((node, i) => <circle key={i} cx={node.x} cy={node.y} r={node.r} />);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 size-full opacity-40"
    >
      <path d={path(false)} stroke={INK.tie} strokeOpacity=".35" fill="none" />
      <path d={path(true)} stroke={INK.hitTie} strokeWidth="1.5" fill="none" />
      <g fill={INK.node} fillOpacity=".6">
        {dots((hit) => hit === null)}
      </g>
      <g fill={INK.reached}>{dots((hit) => hit === 1 || hit === 2)}</g>
      <g fill={INK.origin}>{dots((hit) => hit === 0)}</g>
    </svg>
  );
}
