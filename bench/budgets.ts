/**
 * The budgets of the performance budgets (docs/benchmarks.md), and the statistics they are judged on. Pure
 * functions: bench/lighthouse.test.ts checks them.
 */
import type { LighthouseSample } from "./lighthouse";
import type { ScriptProbe } from "./script-probe";

export const BUDGETS = {
  performance: 100,
  tbtMs: 50,
  /** A route's LCP may exceed the reference's, measured in the same run, by this fraction. */
  lcpOverReference: 0.15,
  /** CLS as Lighthouse shows it (three decimals) must read 0. */
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

export type Spread = { median: number; min: number; max: number };

/** Median (the lower middle one for an even count) and range of the runs that gave a number: Lighthouse now and then reports NaN. */
export function spread(values: number[]): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN };
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export const NUMERIC_KEYS = [
  "performance",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "accessibility",
  "bestPractices",
  "seo",
  "scriptKb",
  "totalKb",
  "imageKbBeforeLcp",
  "benchmarkIndex",
] as const satisfies readonly (keyof LighthouseSample)[];

export type Summary = Record<(typeof NUMERIC_KEYS)[number], Spread>;

export function summarise(samples: LighthouseSample[]): Summary {
  return Object.fromEntries(NUMERIC_KEYS.map((key) => [key, spread(samples.map((s) => s[key]))])) as Summary;
}

/** The budgets a route misses, by name; empty when it meets them all. The reference and the floor are judged without the LCP budget (referenceLcpMs null). */
export function missedBudgets(
  route: Summary,
  referenceLcpMs: number | null,
  probe?: ScriptProbe,
  content = false,
): string[] {
  const missed: string[] = [];
  if (!(route.performance.median >= BUDGETS.performance)) missed.push("performance");
  if (!(route.tbtMs.median <= BUDGETS.tbtMs)) missed.push("TBT");
  if (referenceLcpMs !== null && !(Math.round(route.lcpMs.median) <= lcpBudgetMs(referenceLcpMs))) missed.push("LCP");
  if (!(Math.round(route.cls.median * 1000) / 1000 <= BUDGETS.cls)) missed.push("CLS");
  if (!(route.accessibility.median >= BUDGETS.accessibility)) missed.push("accessibility");
  if (!(route.bestPractices.median >= BUDGETS.bestPractices)) missed.push("best practices");
  if (!(route.seo.median >= BUDGETS.seo)) missed.push("SEO");
  if (content && probe && !hasNoScript(probe)) missed.push("no script");
  return missed;
}

/** The longest LCP a route may have, in whole ms, given the reference's in the same run. */
export const lcpBudgetMs = (referenceLcpMs: number) => Math.round(referenceLcpMs * (1 + BUDGETS.lcpOverReference));

/** A content route's promise: no script fetched and none inline, before or after scrolling. */
export function hasNoScript(probe: ScriptProbe): boolean {
  return [probe.firstScreen, probe.afterScroll].every((phase) => phase.requests === 0 && phase.inline === 0);
}
