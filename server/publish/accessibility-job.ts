/** What the server asks of the accessibility thread (accessibility-thread.ts), and its answer. */
export type AccessibilityJob = { pages: { route: string; html: string }[] };

/** One rule a page breaks: axe-core's rule, how serious, its help text, how many elements, the first of them. */
export type Violation = { rule: string; impact: string; help: string; elements: number; example: string };
export type PageViolations = { route: string; violations: Violation[] };

/**
 * Each problem as the editor reads it, in the words the database refuses a publish with
 * (private.accessibility_problems), by route and rule.
 */
export function problemSentences(violations: (Violation & { route: string })[]): string[] {
  return [...violations]
    .sort((a, b) => (a.route === b.route ? (a.rule < b.rule ? -1 : 1) : a.route < b.route ? -1 : 1))
    .map(
      (v) => `${v.help} on ${v.route} (${v.elements} element${v.elements === 1 ? "" : "s"}, for example ${v.example}).`,
    );
}
