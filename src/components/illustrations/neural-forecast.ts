/**
 * The AI analytics picture: a small neural network, really computed (seeded weights, a tanh layer
 * after layer, one input), each tie drawn as thick as its weight, teal where it excites and red
 * where it inhibits, each unit as bright as its activation; its output feeds a forecast chart: the
 * stress index observed for a year (one of the scenario model's paths, the one at the median), then
 * the year ahead as the model's 95th percentile, a dashed red line up to where it crosses the stress
 * threshold, marked.
 */
import { relativePath, svgFile, type Point } from "./draw";
import { simulatePaths } from "./scenario-fan";
import { random, seedOf } from "./seeded";

const SIZE = { width: 640, height: 400 };
const LAYERS = [3, 4, 4, 2] as const;
const NET = { x: 60, y: 70, width: 300, height: 260 };
const CHART = { x: 420, y: 80, width: 180, height: 220 };
/** The stress index's level a forecast is flagged at. */
export const THRESHOLD = 45;
/** The part of the index the chart shows. */
const RANGE = [20, 55] as const;
const COLOURS = {
  excite: "#22d3ee",
  inhibit: "#f87171",
  unit: "#60a5fa",
  panel: "#16264a",
  axis: "#475569",
  observed: "#93c5fd",
  forecast: "#ef4444",
  threshold: "#fbbf24",
};

export type Network = { weights: number[][][]; activations: number[][] };

/** The network's weights (between -1 and 1) and what each unit gives for one seeded input. */
export function network(seed = seedOf("AI-Driven Analytics")): Network {
  const next = random(seed);
  const weights = LAYERS.slice(1).map((size, layer) =>
    Array.from({ length: size }, () => Array.from({ length: LAYERS[layer]! }, () => next() * 2 - 1)),
  );
  const activations = [Array.from({ length: LAYERS[0] }, () => next())];
  for (const layer of weights)
    activations.push(layer.map((unit) => Math.tanh(unit.reduce((sum, w, i) => sum + w * activations.at(-1)![i]!, 0))));
  return { weights, activations };
}

export type Forecast = { observed: number[]; ahead: number[]; crossing: number | null };

/** A year observed and a year ahead, month by month, and the month ahead the threshold is crossed. */
export function forecast(seed = seedOf("Stress event forecast")): Forecast {
  const paths = simulatePaths(seed, 400, 24);
  const at = (month: number, p: number) => {
    const sorted = paths.map((path) => path[month]!).sort((a, b) => a - b);
    return sorted[Math.round(p * (sorted.length - 1))]!;
  };
  // Observed: one simulated path, the one whose first year ends at the median.
  const byYear = [...paths].sort((a, b) => a[12]! - b[12]!);
  const observed = byYear[Math.floor(byYear.length / 2)]!.slice(0, 13);
  // Ahead: from the last observation, the path of the upper tail.
  const ahead = Array.from({ length: 13 }, (_, i) =>
    i === 0 ? observed[12]! : at(12 + i, 0.95) + (observed[12]! - at(12, 0.95)),
  );
  const crossing = ahead.findIndex((level) => level >= THRESHOLD);
  return { observed, ahead, crossing: crossing < 0 ? null : crossing };
}

export function neuralForecastSvg(): string {
  const { weights, activations } = network();
  const unitAt = (layer: number, index: number): Point => [
    NET.x + (layer / (LAYERS.length - 1)) * NET.width,
    NET.y + ((index + 0.5) / LAYERS[layer]!) * NET.height,
  ];
  const ties = weights
    .flatMap((layer, l) =>
      layer.flatMap((unit, to) =>
        unit.map((w, from) => {
          const [x1, y1] = unitAt(l, from).map(Math.round);
          const [x2, y2] = unitAt(l + 1, to).map(Math.round);
          return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${w >= 0 ? COLOURS.excite : COLOURS.inhibit}" stroke-width="${(0.5 + Math.abs(w) * 3).toFixed(1)}" stroke-opacity=".7"/>`;
        }),
      ),
    )
    .join("");
  const units = activations
    .flatMap((layer, l) =>
      layer.map((value, i) => {
        const [x, y] = unitAt(l, i).map(Math.round);
        return `<circle cx="${x}" cy="${y}" r="12" fill="${COLOURS.unit}" fill-opacity="${(0.35 + Math.abs(value) * 0.65).toFixed(2)}"/>`;
      }),
    )
    .join("");
  const { observed, ahead, crossing } = forecast();
  const toChart = (month: number, level: number): Point => [
    CHART.x + 10 + (month / 24) * (CHART.width - 20),
    CHART.y + CHART.height - 10 - ((level - RANGE[0]) / (RANGE[1] - RANGE[0])) * (CHART.height - 20),
  ];
  const shown = crossing === null ? ahead : ahead.slice(0, crossing + 1);
  const [outX, outY] = unitAt(LAYERS.length - 1, 0).map(Math.round) as [number, number];
  const thresholdY = Math.round(toChart(0, THRESHOLD)[1]);
  const event = crossing === null ? "" : toChart(12 + crossing, ahead[crossing]!).map(Math.round);
  return svgFile(
    SIZE.width,
    SIZE.height,
    "neural-forecast.ts",
    `  <g fill="none">${ties}</g>
  <g>${units}</g>
  <path d="M${outX + 14} ${outY}H${CHART.x - 12}" stroke="${COLOURS.axis}" stroke-width="3"/>
  <rect x="${CHART.x - 12}" y="${CHART.y - 20}" width="${CHART.width + 24}" height="${CHART.height + 40}" rx="16" fill="${COLOURS.panel}"/>
  <path d="M${CHART.x} ${CHART.y + CHART.height}h${CHART.width}" stroke="${COLOURS.axis}" stroke-width="2"/>
  <path d="M${CHART.x} ${thresholdY}h${CHART.width}" stroke="${COLOURS.threshold}" stroke-width="1.5" stroke-dasharray="3 5"/>
  <path d="${relativePath(observed.map((level, month) => toChart(month, level)))}" stroke="${COLOURS.observed}" stroke-width="3" fill="none" stroke-linejoin="round"/>
  <path d="${relativePath(shown.map((level, i) => toChart(12 + i, level)))}" stroke="${COLOURS.forecast}" stroke-width="3" fill="none" stroke-dasharray="6 5" stroke-linejoin="round"/>
${event ? `  <circle cx="${event[0]}" cy="${event[1]}" r="8" fill="none" stroke="${COLOURS.forecast}" stroke-width="3"/>\n` : ""}`,
  );
}
