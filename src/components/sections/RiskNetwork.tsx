import { useId } from "react";

type Exposure = "origin" | "affected" | "stable";
type NetworkNode = { id: string; x: number; y: number; exposure: Exposure };

/** A small interbank network: one failing institution, the ones its losses reach, and the rest. */
const NODES: NetworkNode[] = [
  { id: "a", x: 200, y: 140, exposure: "origin" },
  { id: "b", x: 110, y: 80, exposure: "affected" },
  { id: "c", x: 300, y: 70, exposure: "affected" },
  { id: "d", x: 300, y: 210, exposure: "affected" },
  { id: "e", x: 120, y: 220, exposure: "stable" },
  { id: "f", x: 40, y: 140, exposure: "stable" },
  { id: "g", x: 380, y: 140, exposure: "affected" },
  { id: "h", x: 210, y: 30, exposure: "stable" },
  { id: "i", x: 220, y: 255, exposure: "stable" },
  { id: "j", x: 50, y: 40, exposure: "stable" },
  { id: "k", x: 370, y: 260, exposure: "stable" },
];

const EDGES: [string, string][] = [
  ["a", "b"], ["a", "c"], ["a", "d"], ["a", "e"], ["b", "f"], ["b", "j"], ["b", "h"], ["c", "h"],
  ["c", "g"], ["d", "g"], ["d", "i"], ["d", "k"], ["e", "f"], ["e", "i"], ["g", "k"],
];

const FILL: Record<Exposure, string> = { origin: "#dc2626", affected: "#f59e0b", stable: "#3b82f6" };
const RADIUS: Record<Exposure, number> = { origin: 16, affected: 11, stable: 9 };

const LEGEND: { exposure: Exposure; label: string }[] = [
  { exposure: "origin", label: "Shock origin" },
  { exposure: "affected", label: "Exposed institution" },
  { exposure: "stable", label: "Resilient institution" },
];

const position = new Map(NODES.map((node) => [node.id, node]));
const isHot = (from: string, to: string) => position.get(from)?.exposure === "origin" || (position.get(from)?.exposure === "affected" && position.get(to)?.exposure === "affected");

/** The home page's network panel: inline SVG with its own title and description for screen readers. */
export function RiskNetwork() {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className="self-start rounded-2xl border border-line bg-white p-6 shadow-sm">
      <figcaption className="flex items-center justify-between gap-4">
        <span className="text-lg font-semibold text-ink">Risk Propagation Analysis</span>
        <span className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800">Simulated shock</span>
      </figcaption>
      <svg
        viewBox="0 0 420 290"
        width="420"
        height="290"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mt-4 h-auto w-full rounded-xl bg-navy"
      >
        <title id={titleId}>Risk Propagation Analysis</title>
        <desc id={descId}>
          A network of eleven financial institutions. A shock at the central institution spreads along its exposures to four
          others, shown in amber; six institutions, shown in blue, absorb the shock.
        </desc>
        <g strokeLinecap="round">
          {EDGES.map(([from, to]) => {
            const a = position.get(from);
            const b = position.get(to);
            if (!a || !b) return null;
            const hot = isHot(from, to);
            return (
              <line
                key={`${from}-${to}`}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                stroke={hot ? "#fbbf24" : "#64748b"}
                strokeWidth={hot ? 2.5 : 1.5}
                strokeDasharray={hot ? undefined : "4 4"}
              />
            );
          })}
        </g>
        {NODES.map((node) => (
          <circle key={node.id} cx={node.x} cy={node.y} r={RADIUS[node.exposure]} fill={FILL[node.exposure]} stroke="#0f1b33" strokeWidth="3" />
        ))}
        <circle cx="200" cy="140" r="28" fill="none" stroke="#dc2626" strokeOpacity="0.5" strokeWidth="2" />
      </svg>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
        {LEGEND.map((item) => (
          <li key={item.exposure} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: FILL[item.exposure] }} />
            {item.label}
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
        Kosmos follows a shock along real exposures, institution by institution, to show who is hit, in what order and which
        buffers hold.
      </p>
    </figure>
  );
}
