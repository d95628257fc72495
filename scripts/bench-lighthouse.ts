/**
 * npm run bench: builds the site, serves it (embedded backend included) on loopback and runs
 * Lighthouse on every route with the mobile and desktop presets, median of N runs. Prints a
 * table, writes bench-results/lighthouse.json, and lists each route's initial script size.
 *
 *   npm run bench -- --runs 1 --preset mobile --route / --route /about
 */
import * as chromeLauncher from "chrome-launcher";
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pages } from "../app/config/pages";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { htmlFileFor, initialScriptKb } from "./initial-scripts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    preset: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    "skip-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const presets = (values.preset?.length ? values.preset : ["mobile", "desktop"]) as ("mobile" | "desktop")[];
const routes = values.route?.length ? values.route : pages.map((p) => p.path);

if (!values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
const clientDir = join(process.env.SITE_BUILD_DIR ?? "build", "client");

const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-"));
const app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" }) });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no address");
const origin = `http://127.0.0.1:${address.port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});

type Row = {
  route: string;
  preset: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

/** Median of the runs that produced the number: Lighthouse now and then reports a metric as NaN. */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

async function audit(url: string, preset: "mobile" | "desktop") {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error" },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
  const kb = (type: string) => Math.round(((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
  return {
    performance: score("performance"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptKb: kb("script"),
    totalKb: kb("total"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

const rows: Row[] = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(origin + route, preset));
      const keys = Object.keys(samples[0]!) as (keyof (typeof samples)[0])[];
      const row = { route, preset } as Row;
      for (const key of keys) (row as Record<string, number | string>)[key] = median(samples.map((s) => s[key]));
      rows.push(row);
      process.stderr.write(`${preset} ${route}: ${row.performance}\n`);
    }
  }
} finally {
  await chrome.kill();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = rows.map((r) => ({
  route: r.route,
  preset: r.preset,
  perf: r.performance,
  "FCP s": (r.fcpMs / 1000).toFixed(2),
  "LCP s": (r.lcpMs / 1000).toFixed(2),
  "TBT ms": Math.round(r.tbtMs),
  CLS: r.cls.toFixed(3),
  "script KB": r.scriptKb,
  "total KB": r.totalKb,
  a11y: r.accessibility,
  "best pr.": r.bestPractices,
  SEO: r.seo,
}));
console.log(`\nLighthouse, median of ${runs} run(s) per route and preset`);
console.table(table);

const initial = routes.map((route) => {
  const html = readFileSync(htmlFileFor(clientDir, route), "utf8");
  const { scripts, kb } = initialScriptKb(clientDir, html);
  return { route, "initial JS KB (gzip)": kb, files: scripts.length };
});
console.log("\nJavaScript each route loads before it is interactive (from the build)");
console.table(initial);

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/lighthouse.json", JSON.stringify({ runs, rows, initial }, null, 2));
console.log("Written to bench-results/lighthouse.json");
process.exit(0);
