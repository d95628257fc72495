/**
 * The benchmark's printed tables, in Markdown so they can go into the README as printed.
 */
import { BUDGETS, lcpBudgetMs, type Spread, type Summary } from "./budgets";
import type { ScriptPhase, ScriptProbe } from "./script-probe";

export type TargetResult = {
  label: string;
  kind: "reference" | "floor" | "content" | "interactive";
  summary: Summary;
  missed: string[];
  probe?: ScriptProbe;
};

/** "92" when every run agrees, "92 (87–95)" otherwise: the median, then the range of the runs. */
export function formatSpread(s: Spread, scale = 1, decimals = 0): string {
  if (!Number.isFinite(s.median)) return "n/a";
  const f = (n: number) => (n / scale).toFixed(decimals);
  return f(s.min) === f(s.max) ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

const markdown = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export function hostLine(index: Spread, samples: number, loadAverages: number[]): string {
  const load = loadAverages.length
    ? `; 1-minute load average ${Math.min(...loadAverages).toFixed(1)} to ${Math.max(...loadAverages).toFixed(1)} during the runs`
    : "";
  return `Host benchmark index (Lighthouse's CPU measure, higher is faster): median ${formatSpread(index)} over ${samples} runs${load}`;
}

export function lighthouseTable(results: TargetResult[]): string {
  const header = [
    "route",
    "kind",
    "performance",
    "FCP s",
    "LCP s",
    "TBT ms",
    "CLS",
    "accessibility",
    "best practices",
    "SEO",
    "image KB before LCP",
    "budgets",
  ];
  const rows = results.map(({ label, kind, summary: s, missed }) => [
    label,
    kind,
    formatSpread(s.performance),
    formatSpread(s.fcpMs, 1000, 2),
    formatSpread(s.lcpMs, 1000, 2),
    formatSpread(s.tbtMs),
    formatSpread(s.cls, 1, 3),
    formatSpread(s.accessibility),
    formatSpread(s.bestPractices),
    formatSpread(s.seo),
    formatSpread(s.imageKbBeforeLcp, 1, 1),
    missed.length ? `FAIL: ${missed.join(", ")}` : "PASS",
  ]);
  return markdown(header, rows);
}

const phase = (p: ScriptPhase) =>
  p.requests === 0 && p.inline === 0 ? "none" : `${p.requests} files, ${p.kb.toFixed(1)} KB, ${p.inline} inline`;

export function scriptTable(results: TargetResult[]): string {
  const header = [
    "route",
    "kind",
    "script, first screen (no interaction)",
    "script, after scrolling to the bottom",
    "no script",
  ];
  const rows = results
    .filter((r) => r.probe)
    .map(({ label, kind, probe, missed }) => [
      label,
      kind,
      phase(probe!.firstScreen),
      phase(probe!.afterScroll),
      kind !== "interactive" ? (missed.includes("no script") ? "FAIL" : "PASS") : "(not required)",
    ]);
  return markdown(header, rows);
}

export function budgetLine(referenceLcpMs: number): string {
  const lcp = Number.isFinite(referenceLcpMs)
    ? `LCP ≤ ${lcpBudgetMs(referenceLcpMs)} ms (the reference's ${Math.round(referenceLcpMs)} ms + ${BUDGETS.lcpOverReference * 100}%)`
    : "LCP: no reference measured";
  return `Budgets, on the medians: performance ${BUDGETS.performance}, TBT ≤ ${BUDGETS.tbtMs} ms, ${lcp}, CLS 0, accessibility, best practices and SEO 100; content routes load no script.`;
}

/**
 * What the two baselines say about the run itself. The reference missing a budget makes the run
 * suspect; the floor (a heading and a paragraph, nothing to load) missing one says the host alone
 * costs more than the budget allows, so no route's miss of that budget can be read as the route's.
 */
export function baselineWarnings(results: TargetResult[]): string[] {
  const warnings: string[] = [];
  const reference = results.find((r) => r.kind === "reference");
  const floor = results.find((r) => r.kind === "floor");
  if (reference?.missed.length)
    warnings.push(`The reference itself misses ${reference.missed.join(", ")}: this run's figures are suspect.`);
  if (floor?.missed.length)
    warnings.push(
      `The floor itself misses ${floor.missed.join(", ")} (its median TBT ${Math.round(floor.summary.tbtMs.median)} ms): this host costs a page with nothing in it more than the budget, so a route missing ${floor.missed.join(" or ")} here says nothing about the route. Measure those on a quieter host.`,
    );
  return warnings;
}
