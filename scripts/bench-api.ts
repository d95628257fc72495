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
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { signApiKey } from "../server/auth/keys";
import { DEV_JWT_SECRET } from "../server/config";

type Backend = "pglite" | "postgres";

/** The server runs as in production (NODE_ENV=production), which refuses the development secret. */
const BENCH_SECRET = `${DEV_JWT_SECRET}-for-the-api-benchmark`;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    backend: { type: "string", multiple: true },
    serve: { type: "boolean", default: false },
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
  const anonKey = await signApiKey("anon", BENCH_SECRET);
  const rows: Row[] = [];

  for (const backend of backends) {
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-api-"));
    const cluster = backend === "postgres" ? await startCluster() : null;
    const server = await startServer(dataDir, cluster?.url);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** This script again, as the server child (tsx), with the backend's settings in its environment. */
async function startServer(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: BENCH_SECRET,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // One load generator on one address: the per-address limits (600 reads, 30 writes a
      // minute) would measure the limiter, not the backend. 0 turns them off.
      RATE_LIMIT_READS_PER_MINUTE: "0",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 180 s")), 180_000);
    child.once("message", () => {
      clearTimeout(timer);
      resolve();
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

// --- a throw-away PostgreSQL cluster (initdb + pg_ctl, as the postgres OS user when root) ----

function postgresBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  throw new Error(
    "PostgreSQL server binaries were not found in /usr/lib/postgresql/*/bin (apt-get install postgresql).",
  );
}

function asPostgres(bin: string, args: string[]) {
  const root = process.getuid?.() === 0;
  execFileSync(root ? "runuser" : bin, root ? ["-u", "postgres", "--", bin, ...args] : args, { stdio: "pipe" });
}

async function startCluster() {
  const bin = postgresBinDir();
  const root = mkdtempSync(join(tmpdir(), "kosmos-bench-pg-"));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(root, id("-u"), id("-g"));
  }
  const data = join(root, "data");
  asPostgres(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  asPostgres(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(root, "server.log"),
    "-o",
    options,
    "-w",
    "-t",
    "60",
    "start",
  ]);
  const stop = () => {
    try {
      asPostgres(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once("exit", () => existsSync(root) && stop());
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await admin.connect();
  await admin.query("create database kosmos_bench");
  await admin.end();
  return { url: `postgres://postgres@127.0.0.1:${port}/kosmos_bench`, stop };
}

// --- run: the child is the app, API only, listening on the port it is given ------------------
if (values.serve) {
  const { buildApp } = await import("../server/app");
  const { loadConfig } = await import("../server/config");
  const app = await buildApp({ config: loadConfig(), serveSite: false });
  await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
  process.send?.("ready");
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
} else {
  await main();
}
