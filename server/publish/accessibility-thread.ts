/**
 * The thread that checks rendered pages with axe-core (accessibility.ts starts it, one job a line
 * on stdin, one answer a line on stdout, as the render thread). Each page is parsed into a
 * happy-dom document that runs none of the page's scripts and loads nothing; axe-core runs inside
 * it with the rules that need a layout turned off (a parsed document has none: colour contrast,
 * target size and the like are checked in a real browser by the end-to-end suite).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { Window } from "happy-dom";
import type { AccessibilityJob, PageViolations } from "./accessibility-job.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Rules whose answer depends on how the page is laid out, which a parsed document cannot say. */
const NEEDS_LAYOUT = [
  "color-contrast",
  "color-contrast-enhanced",
  "target-size",
  "scrollable-region-focusable",
  "link-in-text-block",
  "css-orientation-lock",
  "frame-tested",
];

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { html: string }[] }[];
};

async function checkPage(route: string, html: string): Promise<PageViolations> {
  const window = new Window({
    url: "https://site.invalid" + route,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  try {
    window.document.write(html);
    // axe-core itself, evaluated in the page's window (the page's own scripts never run).
    window.eval(AXE_SOURCE);
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(window.document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(NEEDS_LAYOUT.map((rule) => [rule, { enabled: false }])),
    });
    return {
      route,
      violations: result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? "minor",
        help: v.help,
        elements: v.nodes.length,
        example: (v.nodes[0]?.html ?? "").slice(0, 200),
      })),
    };
  } finally {
    await window.happyDOM.close();
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const job = JSON.parse(line) as AccessibilityJob;
  const pages: PageViolations[] = [];
  for (const page of job.pages) pages.push(await checkPage(page.route, page.html));
  process.stdout.write(JSON.stringify({ pages }) + "\n");
}
