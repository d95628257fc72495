/**
 * The home page's comparison picture, drawn from data. On the left, how risk was measured: a
 * straight line fitted by least squares to a calm history, which misses the shock that comes
 * next. On the right, how Kosmos looks at it: simulated futures (the scenario model of the
 * technology page) branching from today, some calm, some not, tied at their turning points like
 * a network.
 */
import { relativePath, svgFile, type Point } from "./draw";
import { simulatePaths } from "./scenario-fan";
import { random, seedOf } from "./seeded";

const SIZE = { width: 640, height: 400 };
const PAST = { x: 32, y: 40, width: 240, height: 320 };
const FUTURE = { x: 360, y: 40, width: 248, height: 320 };
const COLOURS = {
  panel: "#16264a",
  future: "#1e3a8a",
  axis: "#475569",
  point: "#94a3b8",
  trend: "#cbd5e1",
  shock: "#ef4444",
  tie: "#60a5fa",
  arrow: "#38bdf8",
  today: "#ffffff",
  node: "#93c5fd",
  scenarios: ["#22d3ee", "#a5f3fc", "#fbbf24", "#f87171"],
};

export type History = { points: Point[]; shock: Point; slope: number; intercept: number };

/** A calm history with a gentle drift, then one shock; the line least squares fits to the calm part. */
export function history(seed = seedOf("Traditional risk models")): History {
  const next = random(seed);
  const points: Point[] = Array.from(
    { length: 11 },
    (_, i) => [76 + i * 16, 290 - i * 9 + (next() - 0.5) * 26] as const,
  );
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const slope =
    points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) /
    points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const intercept = meanY - slope * meanX;
  // The shock: the next observation, far above where the line says it would be.
  const shockX = 76 + n * 16;
  return { points, shock: [shockX, slope * shockX + intercept - 96] as const, slope, intercept };
}

/** Four futures from today: the simulated paths at the 5th, 30th, 70th and 95th percentile of where they end. */
export function scenarios(seed = seedOf("The Kosmos approach")): number[][] {
  const paths = simulatePaths(seed, 200, 24).sort((a, b) => a.at(-1)! - b.at(-1)!);
  return [0.95, 0.7, 0.3, 0.05].map((p) => paths[Math.round(p * (paths.length - 1))]!);
}

export function trendAndScenariosSvg(): string {
  const past = history();
  const lineAt = (x: number) => past.slope * x + past.intercept;
  const [fromX, toX] = [PAST.x + 32, PAST.x + PAST.width - 24];
  const futures = scenarios();
  const today: Point = [FUTURE.x + 40, FUTURE.y + FUTURE.height / 2];
  const start = futures[0]![0]!;
  const onFuture = (month: number, level: number): Point => [
    today[0] + (month / 24) * (FUTURE.width - 68),
    Math.min(FUTURE.y + FUTURE.height - 12, Math.max(FUTURE.y + 12, today[1] - (level - start) * 3.4)),
  ];
  const curves = futures.map((path) => path.map((level, month) => onFuture(month, level)));
  const turning = curves.flatMap((curve) => [curve[8]!, curve[16]!]);
  const ties = curves
    .map(
      (curve) =>
        `M${today.map(Math.round).join(" ")}L${curve[8]!.map(Math.round).join(" ")}L${curve[16]!.map(Math.round).join(" ")}`,
    )
    .join("");
  const dots = (points: readonly Point[], r: number, fill: string) =>
    `<g fill="${fill}">${points.map(([x, y]) => `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}"/>`).join("")}</g>`;
  const [shockX, shockY] = past.shock.map(Math.round) as [number, number];
  const lineEnd: Point = [toX, lineAt(toX)];
  return svgFile(
    SIZE.width,
    SIZE.height,
    "trend-and-scenarios.ts",
    `  <rect x="${PAST.x}" y="${PAST.y}" width="${PAST.width}" height="${PAST.height}" rx="16" fill="${COLOURS.panel}"/>
  <path d="M56 320H248M56 320V72" stroke="${COLOURS.axis}" stroke-width="2"/>
  ${dots(past.points, 4, COLOURS.point)}
  <path d="M${fromX} ${Math.round(lineAt(fromX))}L${Math.round(lineEnd[0])} ${Math.round(lineEnd[1])}" stroke="${COLOURS.trend}" stroke-width="3" stroke-dasharray="8 6"/>
  <path d="M${Math.round(lineEnd[0]) - 8} ${Math.round(lineEnd[1]) - 10}L${shockX} ${shockY + 12}" stroke="${COLOURS.shock}" stroke-width="3" stroke-dasharray="4 6"/>
  <circle cx="${shockX}" cy="${shockY}" r="8" fill="none" stroke="${COLOURS.shock}" stroke-width="3"/>
  <path d="M290 200h48" stroke="${COLOURS.arrow}" stroke-width="4" stroke-linecap="round"/>
  <path d="m328 188 14 12-14 12" stroke="${COLOURS.arrow}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="${FUTURE.x}" y="${FUTURE.y}" width="${FUTURE.width}" height="${FUTURE.height}" rx="16" fill="${COLOURS.future}"/>
  <path d="${ties}" stroke="${COLOURS.tie}" stroke-width="2" opacity=".8" fill="none"/>
  <g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    ${curves.map((curve, i) => `<path d="${relativePath(curve)}" stroke="${COLOURS.scenarios[i]}"/>`).join("\n    ")}
  </g>
  ${dots(turning, 6, COLOURS.node)}
  ${dots(
    curves.map((curve) => curve.at(-1)!),
    6,
    COLOURS.today,
  )}
  <circle cx="${Math.round(today[0])}" cy="${Math.round(today[1])}" r="14" fill="${COLOURS.today}"/>
`,
  );
}
