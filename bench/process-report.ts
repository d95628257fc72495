/** What the benchmarks share: a process's memory from /proc, and a plain-text table. */
import { readFileSync } from "node:fs";

/** A process's resident memory (MB): now (VmRSS) and its peak since it started (VmHWM); zeros once it has exited. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  let status = "";
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Prints a header row, a rule and the rows, each column as wide as its widest cell. */
export function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => row.map((cell, i) => (cell ?? "").padEnd(widths[i]!)).join(" | ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(line(row));
}

/** A process's children (pids), from /proc; none once it has exited. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
