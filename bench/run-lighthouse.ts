/**
 * npm run bench: builds the site, serves it with the hand-written reference page (bench/)
 * from the app on loopback, then
 *  1. measures in Chromium the script each route loads on its first screen and after
 *     scrolling to the bottom (bench/script-probe.ts);
 *  2. runs Lighthouse on the reference, the floor and every route, round-robin (run 1 of
 *     everything, then run 2...), so the reference and the floor meet the same machine as the routes;
 *  3. prints, per preset, the medians with their range against the performance budgets, the
 *     host's benchmark index, and the script table; writes bench-results/lighthouse.json with
 *     every run's raw values. Exits 1 when a route misses a budget.
 *
 *   npm run bench -- --runs 1 --route / --route /about --preset mobile --preset desktop --skip-build
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { hasNoScript, missedBudgets, spread, summarise } from "./budgets";
import { launchLighthouseChrome, type LighthouseSample, type Preset, runLighthouse } from "./lighthouse";
import { FLOOR_PATH, REFERENCE_PATH } from "./reference";
import { baselineWarnings, budgetLine, hostLine, lighthouseTable, scriptTable, type TargetResult } from "./report";
import { CHROMIUM, launchProbeBrowser, probeScripts, type ScriptProbe } from "./script-probe";
import { serveBuild } from "./serve";
import { BUILD_COMMAND, CLIENT_DIR, ROUTES, type BenchRoute } from "./site";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    preset: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    "skip-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
const presets = (values.preset?.length ? values.preset : ["mobile"]) as Preset[];
for (const preset of presets)
  if (preset !== "mobile" && preset !== "desktop") throw new Error(`--preset is mobile or desktop, not ${preset}`);
const routes: BenchRoute[] = values.route?.length
  ? values.route.map((path) => {
      const known = ROUTES.find((r) => r.path === path);
      if (!known)
        process.stderr.write(`${path} is not in the route table: measured, but not judged as a content route\n`);
      return known ?? { path, content: false };
    })
  : ROUTES;

if (!values["skip-build"]) execSync(BUILD_COMMAND, { stdio: "inherit" });
const server = await serveBuild(CLIENT_DIR);
const { origin } = server;

type Target = { label: string; url: string; kind: TargetResult["kind"] };
/** The two pages measured to judge the run, not the site: judged without the LCP budget. */
const isBaseline = (kind: TargetResult["kind"]) => kind === "reference" || kind === "floor";
const targets: Target[] = [
  { label: `reference (${REFERENCE_PATH})`, url: origin + REFERENCE_PATH, kind: "reference" },
  { label: `floor (${FLOOR_PATH})`, url: origin + FLOOR_PATH, kind: "floor" },
  ...routes.map((r) => ({
    label: r.path,
    url: origin + r.path,
    kind: r.content ? ("content" as const) : ("interactive" as const),
  })),
];
type RawRun = LighthouseSample & { run: number; at: string; loadAverage1m: number };
const key = (preset: Preset, target: Target) => `${preset} ${target.label}`;
const samples = new Map<string, RawRun[]>();
const probes = new Map<string, ScriptProbe>();

try {
  // 1. Script, in its own browser, closed before Lighthouse starts.
  const browser = await launchProbeBrowser();
  try {
    for (const preset of presets) {
      for (const target of targets) {
        probes.set(key(preset, target), await probeScripts(browser, target.url, preset));
      }
    }
  } finally {
    await browser.close();
  }

  // 2. Lighthouse, round-robin.
  const chrome = await launchLighthouseChrome(CHROMIUM);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const preset of presets) {
        for (const target of targets) {
          const sample = await runLighthouse(target.url, preset, chrome.port);
          const raw: RawRun = { run, at: new Date().toISOString(), loadAverage1m: loadavg()[0]!, ...sample };
          samples.set(key(preset, target), [...(samples.get(key(preset, target)) ?? []), raw]);
          process.stderr.write(
            `run ${run}/${runs} ${preset} ${target.label}: ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, index ${Math.round(sample.benchmarkIndex)}\n`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

// 3. Tables and the JSON.
const output = [];
let failures = 0;
for (const preset of presets) {
  const runsOf = (target: Target) => samples.get(key(preset, target)) ?? [];
  const referenceSummary = summarise(runsOf(targets[0]!));
  const referenceLcp = referenceSummary.lcpMs.median;
  const results: (TargetResult & { path: string; samples: RawRun[] })[] = targets.map((target) => {
    const summary = summarise(runsOf(target));
    const probe = probes.get(key(preset, target));
    const missed = missedBudgets(
      summary,
      isBaseline(target.kind) ? null : referenceLcp,
      probe,
      target.kind === "content" || isBaseline(target.kind),
    );
    return {
      label: target.label,
      path: new URL(target.url).pathname,
      kind: target.kind,
      summary,
      missed,
      probe,
      samples: runsOf(target),
    };
  });
  const allRuns = results.flatMap((r) => r.samples);
  const index = spread(allRuns.map((s) => s.benchmarkIndex));
  const host = hostLine(
    index,
    allRuns.length,
    allRuns.map((s) => s.loadAverage1m),
  );
  const baselines = results.filter((r) => isBaseline(r.kind));
  const routeResults = results.filter((r) => !isBaseline(r.kind));
  const failing = routeResults.filter((r) => r.missed.length > 0);
  failures += failing.length + baselines.filter((r) => r.missed.length).length;

  console.log(
    `\nLighthouse ${preset}, median of ${runs} run(s) a route; the range of the runs in brackets where they differ`,
  );
  console.log(host);
  console.log(budgetLine(referenceLcp));
  console.log(lighthouseTable(results));
  console.log(
    `\n${routeResults.length - failing.length} of ${routeResults.length} routes meet every budget (${preset}).`,
  );
  for (const warning of baselineWarnings(results)) console.log(warning);
  for (const r of failing) {
    const audits = [...new Set(r.samples.flatMap((s) => s.failedAudits))];
    if (audits.length) console.log(`  ${r.label}: failing audits ${audits.join(", ")}`);
  }

  console.log(
    `\nScript each route loads in Chromium at the ${preset} screen (transferred, compressed, headers included)`,
  );
  console.log(host);
  console.log(scriptTable(results));
  const contentRoutes = results.filter((r) => r.kind === "content" && r.probe);
  const scriptless = contentRoutes.filter((r) => hasNoScript(r.probe!));
  console.log(`\n${scriptless.length} of ${contentRoutes.length} content routes load no script (${preset}).`);

  output.push({ preset, benchmarkIndex: index, referenceLcpMs: referenceLcp, results });
}

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/lighthouse.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      presets,
      host: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, loadAverageAtEnd: loadavg() },
      output,
    },
    null,
    2,
  ),
);
console.log("\nEvery run's raw values: bench-results/lighthouse.json");
process.exit(failures > 0 ? 1 : 0);
