/**
 * npm run bench:api: the embedded backend's throughput and latency for the site's API calls,
 * on PGlite and then on a throw-away PostgreSQL. The server (API only, no site) runs in a child
 * process on loopback, so autocannon's load generator does not share its event loop. Each
 * scenario runs for --duration seconds (default 10) after a short warm-up. Prints a table and
 * writes bench-results/api.json.
 *
 *   npm run bench:api -- --duration 5 --connections 10 --backend pglite
 */
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PUBLISHABLE_KEY } from "../server/keys";
import { startBenchCluster, startBenchServer, type Backend } from "./servers";

/** The server runs as in production (NODE_ENV=production), which refuses the development secret. */

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    backend: { type: "string", multiple: true },
  },
});

// --- the parent ------------------------------------------------------------------------------

type Scenario = { name: string; method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };

const SCENARIOS: Scenario[] = [
  { name: "featured", method: "GET", path: "/rest/v1/resources?select=*&featured=eq.true&order=date.desc&limit=3" },
  { name: "library", method: "GET", path: "/rest/v1/resources?select=*&order=date.desc" },
  {
    name: "contact insert",
    method: "POST",
    path: "/rest/v1/contact_submissions",
    headers: { "content-type": "application/json", "content-profile": "public" },
    body: JSON.stringify({
      name: "Bench Mark",
      email: "bench@example.com",
      company: null,
      inquiry_type: "general-question",
      message: "A benchmark message, long enough to pass the checks.",
    }),
  },
];

type Row = {
  backend: Backend;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
};

async function main() {
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const backends = (values.backend?.length ? values.backend : ["pglite", "postgres"]) as Backend[];
  const anonKey = PUBLISHABLE_KEY;
  const rows: Row[] = [];

  for (const backend of backends) {
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-api-"));
    const cluster = backend === "postgres" ? await startBenchCluster() : null;
    const server = await startBenchServer({ dataDir, databaseUrl: cluster?.url });
    try {
      for (const scenario of SCENARIOS) {
        const target = {
          url: `${server.origin}${scenario.path}`,
          method: scenario.method,
          body: scenario.body,
          headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, ...scenario.headers },
          connections,
          timeout: 10,
        };
        await autocannon({ ...target, duration: 2 }); // warm-up: JIT, caches, connections
        const result = await autocannon({ ...target, duration });
        rows.push({
          backend,
          scenario: scenario.name,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
        console.log(`${backend} / ${scenario.name}: ${Math.round(result.requests.average)} req/s`);
      }
    } finally {
      await server.stop();
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.table(
    rows.map((r) => ({
      backend: r.backend,
      scenario: r.scenario,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      "max ms": r.maxMs,
      "non-2xx": r.non2xx,
      errors: r.errors,
    })),
  );
  mkdirSync("bench-results", { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", node: process.version },
    settings: { durationSeconds: duration, connections, pipelining: 1, logLevel: "warn", rateLimits: "off" },
    results: rows,
  };
  writeFileSync("bench-results/api.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("Written to bench-results/api.json");
  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length > 0) {
    console.error(`Some requests failed: ${failed.map((r) => `${r.backend}/${r.scenario}`).join(", ")}`);
    process.exitCode = 1;
  }
}

await main();
