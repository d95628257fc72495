/**
 * A scenario fan drawn from data: many simulated futures of a system's stress, all starting from
 * nearly the same state, spreading apart as feedback amplifies small differences and occasional
 * shocks jolt some of them (the chaos the technology page describes). The fan is the band each
 * step's middle half and middle nine-tenths of the paths fall in, the median through it, and a few
 * single paths, so the picture is the simulation's own statistics, not a drawing of one.
 */
import { random } from "./seeded";

export type ScenarioFan = {
  width: number;
  height: number;
  /** Closed paths: the band of the middle nine-tenths of the paths, and of the middle half. */
  outer: string;
  inner: string;
  median: string;
  samples: string[];
  /** The figures the picture shows, for its words (the stress index runs from 0 to 100). */
  summary: { paths: number; months: number; start: number; middleHalf: [number, number]; nineInTen: [number, number] };
};

const PATHS = 400;
const MONTHS = 24;
const START = 30;
/** How strongly a deviation from the starting level feeds on itself each month. */
const FEEDBACK = 0.045;
const NOISE = 1.1;
/** A month's chance of a shock, and its size. */
const SHOCK_CHANCE = 0.015;
const SHOCK = 12;
const SAMPLES = 3;

/** A normal draw (Box–Muller) from two uniform ones. */
function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

export function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

/** What a scenario assumes: how strongly stress feeds on itself, and how often shocks come. */
export type Assumptions = { feedback: number; shockChance: number };
export const BASELINE: Assumptions = { feedback: FEEDBACK, shockChance: SHOCK_CHANCE };

/** The simulated paths, month by month, each a list of stress levels from 0 to 100. */
export function simulatePaths(
  seed: number,
  paths = PATHS,
  months = MONTHS,
  { feedback, shockChance }: Assumptions = BASELINE,
): number[][] {
  const next = random(seed);
  return Array.from({ length: paths }, () => {
    let level = START + (next() - 0.5);
    const path = [level];
    for (let month = 1; month <= months; month++) {
      level += feedback * (level - START) + NOISE * normal(next) + (next() < shockChance ? SHOCK : 0);
      level = Math.min(100, Math.max(0, level));
      path.push(level);
    }
    return path;
  });
}

/** The fan for `seed`, on a field `width` × `height`. */
export function scenarioFan(seed: number, width = 480, height = 300): ScenarioFan {
  const paths = simulatePaths(seed);
  const months = paths[0]!.length - 1;
  const byMonth = Array.from({ length: months + 1 }, (_, month) =>
    paths.map((path) => path[month]!).sort((a, b) => a - b),
  );
  const at = (p: number) => byMonth.map((levels) => percentile(levels, p));
  const x = (month: number) => Math.round((month / months) * width);
  const y = (level: number) => Math.round(height - (level / 100) * height);
  const line = (levels: readonly number[]) =>
    levels.map((level, month) => `${month ? "L" : "M"}${x(month)} ${y(level)}`).join("");
  const band = (low: readonly number[], high: readonly number[]) =>
    `${line(high)}${[...low]
      .map((level, month) => `L${x(month)} ${y(level)}`)
      .reverse()
      .join("")}Z`;
  const end = byMonth[months]!;
  const whole = (level: number) => Math.round(level);
  return {
    width,
    height,
    outer: band(at(0.05), at(0.95)),
    inner: band(at(0.25), at(0.75)),
    median: line(at(0.5)),
    samples: paths.slice(0, SAMPLES).map(line),
    summary: {
      paths: paths.length,
      months,
      start: START,
      middleHalf: [whole(percentile(end, 0.25)), whole(percentile(end, 0.75))],
      nineInTen: [whole(percentile(end, 0.05)), whole(percentile(end, 0.95))],
    },
  };
}
