/**
 * The dashboard picture: the product's results screen, its every figure computed from the scenario
 * model. The same 400 seeded futures are run twice, under the baseline's assumptions and under a
 * stressed set (stress feeding on itself harder, shocks more often: the what-if control's setting).
 * The three tiles are the baseline's median in two years, the stressed one's, and the stressed
 * upper tail (95th percentile), each a bar on the index's whole range; the chart compares the two scenarios month by month
 * (each median and its middle half), a cursor on the first month a quarter of the stressed
 * futures are above the threshold; the gauge is the share of stressed futures that end above it.
 */
import { relativePath, svgFile, type Point } from "./draw";
import { THRESHOLD } from "./neural-forecast";
import { BASELINE, percentile, simulatePaths, type Assumptions } from "./scenario-fan";
import { seedOf } from "./seeded";

const SIZE = { width: 640, height: 400 };
const MONTHS = 24;
export const STRESSED: Assumptions = { feedback: 0.065, shockChance: 0.03 };
/** The what-if control's range for the feedback assumption. */
const FEEDBACK_RANGE = [0, 0.1] as const;
/** The stress index's part the chart shows (the tiles show its whole range, 0 to 100). */
const SCALE = [20, 70] as const;
const TILE = { y: 24, width: 184, height: 96, bar: 144 };
const TILES_X = [24, 228, 432];
const CHART = { x: 24, y: 140, width: 388, height: 236 };
const PLOT = { x: 52, y: 164, width: 336, height: 180 };
const SIDE = { x: 432, y: 140, width: 184, height: 236 };
const GAUGE = { cx: 524, cy: 300, r: 60 };
const COLOURS = {
  panel: "#16264a",
  label: "#475569",
  track: "#0f1b33",
  axis: "#334155",
  baseline: "#38bdf8",
  stressed: "#fbbf24",
  tail: "#f87171",
  threshold: "#f87171",
  cursor: "#e2e8f0",
  control: "#1e3a8a",
  knob: "#ffffff",
};

export type Scenario = { median: number[]; low: number[]; high: number[]; ends: number[] };
export type Dashboard = {
  baseline: Scenario;
  stressed: Scenario;
  /** The tiles' figures: baseline median, stressed median, stressed 95th percentile, in two years. */
  tiles: [number, number, number];
  /** The first month a quarter of the stressed futures are at or above the threshold, if they get there. */
  crossing: number | null;
  /** The share of stressed futures that end at or above the threshold. */
  aboveThreshold: number;
};

function scenario(seed: number, assumptions: Assumptions): Scenario {
  const paths = simulatePaths(seed, 400, MONTHS, assumptions);
  const byMonth = Array.from({ length: MONTHS + 1 }, (_, month) =>
    paths.map((path) => path[month]!).sort((a, b) => a - b),
  );
  return {
    median: byMonth.map((levels) => percentile(levels, 0.5)),
    low: byMonth.map((levels) => percentile(levels, 0.25)),
    high: byMonth.map((levels) => percentile(levels, 0.75)),
    ends: byMonth[MONTHS]!,
  };
}

/** Both scenarios from the same seeded futures, and the figures the screen shows. */
export function dashboard(seed = seedOf("Interactive Dashboards")): Dashboard {
  const baseline = scenario(seed, BASELINE);
  const stressed = scenario(seed, STRESSED);
  const crossing = stressed.high.findIndex((level) => level >= THRESHOLD);
  return {
    baseline,
    stressed,
    tiles: [baseline.median[MONTHS]!, stressed.median[MONTHS]!, percentile(stressed.ends, 0.95)],
    crossing: crossing < 0 ? null : crossing,
    aboveThreshold: stressed.ends.filter((level) => level >= THRESHOLD).length / stressed.ends.length,
  };
}

/** Where a level sits on the chart's scale, from 0 to 1. */
const onScale = (level: number) => Math.min(1, Math.max(0, (level - SCALE[0]) / (SCALE[1] - SCALE[0])));

const plotAt = (month: number, level: number): Point => [
  PLOT.x + (month / MONTHS) * PLOT.width,
  PLOT.y + PLOT.height * (1 - onScale(level)),
];

/** The closed band between two month-by-month lines. */
function band(low: readonly number[], high: readonly number[]): string {
  const upper = high.map((level, month) => plotAt(month, level));
  const lower = low.map((level, month) => plotAt(month, level)).reverse();
  return `${relativePath([...upper, ...lower])}Z`;
}

/** The point at `fraction` of the gauge's half turn, from its left end. */
function onGauge(fraction: number): Point {
  const angle = Math.PI * (1 - fraction);
  return [GAUGE.cx + GAUGE.r * Math.cos(angle), GAUGE.cy - GAUGE.r * Math.sin(angle)];
}

const whole = (value: number) => Math.round(value);

export function dashboardSvg(data = dashboard()): string {
  const { baseline, stressed, tiles, crossing, aboveThreshold } = data;
  const tileColours = [COLOURS.baseline, COLOURS.stressed, COLOURS.tail];
  const tileShapes = TILES_X.map((x, i) => {
    const width = Math.max(8, whole((TILE.bar * tiles[i]!) / 100));
    return `<rect x="${x + 20}" y="44" width="80" height="10" rx="5" fill="${COLOURS.label}"/><rect x="${x + 20}" y="72" width="${TILE.bar}" height="26" rx="6" fill="${COLOURS.track}"/><rect x="${x + 20}" y="72" width="${width}" height="26" rx="6" fill="${tileColours[i]}"/>`;
  }).join("\n  ");
  const [, thresholdY] = plotAt(0, THRESHOLD).map(whole) as [number, number];
  const cursor =
    crossing === null
      ? ""
      : (() => {
          const [x, y] = plotAt(crossing, stressed.high[crossing]!).map(whole) as [number, number];
          return `<path d="M${x} ${PLOT.y}V${PLOT.y + PLOT.height}" stroke="${COLOURS.cursor}" stroke-width="2"/>
  <circle cx="${x}" cy="${y}" r="7" fill="${COLOURS.knob}"/>`;
        })();
  const knobX = whole(
    SIDE.x + 20 + (144 * (STRESSED.feedback - FEEDBACK_RANGE[0])) / (FEEDBACK_RANGE[1] - FEEDBACK_RANGE[0]),
  );
  const [arcX, arcY] = onGauge(aboveThreshold).map(whole) as [number, number];
  return svgFile(
    SIZE.width,
    SIZE.height,
    "dashboard.ts",
    `  <g fill="${COLOURS.panel}">
    ${TILES_X.map((x) => `<rect x="${x}" y="${TILE.y}" width="${TILE.width}" height="${TILE.height}" rx="14"/>`).join("")}
    <rect x="${CHART.x}" y="${CHART.y}" width="${CHART.width}" height="${CHART.height}" rx="14"/><rect x="${SIDE.x}" y="${SIDE.y}" width="${SIDE.width}" height="${SIDE.height}" rx="14"/>
  </g>
  ${tileShapes}
  <path d="M${PLOT.x} ${PLOT.y + PLOT.height}h${PLOT.width}M${PLOT.x} ${PLOT.y + PLOT.height}V${PLOT.y}" stroke="${COLOURS.axis}" stroke-width="2"/>
  <path d="M${PLOT.x} ${thresholdY}h${PLOT.width}" stroke="${COLOURS.threshold}" stroke-width="2" stroke-dasharray="4 6"/>
  <path d="${band(baseline.low, baseline.high)}" fill="${COLOURS.baseline}" fill-opacity=".25"/>
  <path d="${band(stressed.low, stressed.high)}" fill="${COLOURS.stressed}" fill-opacity=".25"/>
  <g fill="none" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
    <path d="${relativePath(baseline.median.map((level, month) => plotAt(month, level)))}" stroke="${COLOURS.baseline}"/>
    <path d="${relativePath(stressed.median.map((level, month) => plotAt(month, level)))}" stroke="${COLOURS.stressed}" stroke-dasharray="10 6"/>
  </g>
  ${cursor}
  <rect x="${SIDE.x + 20}" y="${SIDE.y + 28}" width="144" height="8" rx="4" fill="${COLOURS.control}"/>
  <circle cx="${knobX}" cy="${SIDE.y + 32}" r="10" fill="${COLOURS.knob}"/>
  <path d="M${GAUGE.cx - GAUGE.r} ${GAUGE.cy}a${GAUGE.r} ${GAUGE.r} 0 0 1 ${2 * GAUGE.r} 0" stroke="${COLOURS.axis}" stroke-width="16" fill="none"/>
  <path d="M${GAUGE.cx - GAUGE.r} ${GAUGE.cy}A${GAUGE.r} ${GAUGE.r} 0 0 1 ${arcX} ${arcY}" stroke="${COLOURS.stressed}" stroke-width="16" fill="none"/>
  <g fill="${COLOURS.label}"><rect x="${GAUGE.cx - 54}" y="${GAUGE.cy + 28}" width="108" height="10" rx="5"/><rect x="${GAUGE.cx - 34}" y="${GAUGE.cy + 48}" width="68" height="10" rx="5"/></g>
`,
  );
}
