import { childWorker } from "../child-worker.ts";
import type { AccessibilityJob, PageViolations } from "./accessibility-job.ts";
import { siblingScript } from "../project-root.ts";

const THREAD = siblingScript(import.meta.url, "accessibility-thread");
/** A handful of pages take about a second each at worst on a loaded machine: longer is stuck. */
const TIMEOUT_MS = 30_000;

export type AccessibilityChecker = {
  /** axe-core's rules that need no layout, run on each page: what each breaks (empty when nothing). */
  check(pages: { route: string; html: string }[]): Promise<PageViolations[]>;
  /** Ends the thread unless a check is under way (a publish about to render frees its memory first). */
  closeIfIdle(): void;
  close(): void;
};

/**
 * Checks rendered pages in a thread of the server (accessibility-thread.ts) with its own capped
 * heap, started by the first check (a preview, or a change about to be published) and ended a
 * minute after the last, or as a publish starts rendering (`closeIfIdle`): the thread holds about
 * 140 MB while it works, which a publish of every page must not find still held.
 */
export function createAccessibilityChecker({ idleMs = 60_000 } = {}): AccessibilityChecker {
  const worker = childWorker(THREAD, [], {
    name: "accessibility check",
    doing: "checking accessibility",
    timeoutMs: TIMEOUT_MS,
    idleMs,
    heavyKind: "pages",
    thread: { resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } },
  });
  return {
    async check(pages) {
      if (pages.length === 0) return [];
      const job: AccessibilityJob = { pages };
      return (JSON.parse(await worker.ask(JSON.stringify(job))) as { pages: PageViolations[] }).pages;
    },
    closeIfIdle: worker.closeIfIdle,
    close: worker.close,
  };
}
