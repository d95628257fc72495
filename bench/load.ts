/**
 * npm run bench:load: mixed load on loopback against the API server (no site) in a child
 * process, for --duration seconds (default 60): the site's two reads (featured, library),
 * contact inserts, and small PDF uploads to job-applications/cvs/ with unique keys, sent by
 * --connections workers (default 16), each one request at a time. Afterwards it checks that
 * nothing was lost or doubled: rows and files written against requests answered 2xx (and
 * sent), and reports the server's memory (VmRSS from /proc, before and after; VmHWM, the peak).
 * Prints a table and writes bench-results/load.json; exits 1 when anything failed or differs.
 *
 *   npm run bench:load -- --duration 20 --connections 8 --backend pglite --backend postgres
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { keysFor } from "../tests/support/server/keys";
import { pdfBytes } from "../tests/support/server/storage";
import { copyCachedPgliteTemplate } from "../tests/support/server/pglite-template";
import { processMemory } from "./process-report";
import { startBenchCluster, startBenchServer, type Backend } from "./servers";

type Kind = "featured" | "library" | "contact insert" | "cv upload";

/** The server runs as in production (NODE_ENV=production), which refuses the development secret. */
const REPO = fileURLToPath(new URL("../", import.meta.url));

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "16" },
    backend: { type: "string", multiple: true },
  },
});

/** The mix, as a cycle each worker walks: 40 % featured, 30 % library, 20 % contact, 10 % uploads. */
const MIX: Kind[] = [
  "featured",
  "library",
  "contact insert",
  "featured",
  "library",
  "featured",
  "cv upload",
  "library",
  "contact insert",
  "featured",
];
const KINDS: Kind[] = ["featured", "library", "contact insert", "cv upload"];
const PDF = new Uint8Array(pdfBytes(20 * 1024));

type Tally = {
  sent: number;
  ok: number;
  non2xx: number;
  socketErrors: number;
  latencies: number[];
  statuses: Record<string, number>;
};

type KindSummary = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  socketErrors: number;
  statuses: Record<string, number>;
};

type Result = {
  backend: Backend;
  durationSeconds: number;
  connections: number;
  kinds: Record<Kind, KindSummary>;
  total: { requests: number; requestsPerSecond: number };
  written: {
    contactRequests: number;
    contactAnswered201: number;
    contactRows: number;
    uploadRequests: number;
    uploadAnswered200: number;
    files: number;
    objectRows: number;
    tempFilesLeft: number;
  };
  memory: { rssBeforeMb: number; rssAfterMb: number; peakRssMb: number };
  ok: boolean;
};

// --- the parent: load, then count ------------------------------------------------------------

async function main() {
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !(connections > 0)) throw new Error("--duration and --connections must be positive numbers");
  const backends = (values.backend?.length ? values.backend : ["pglite"]) as Backend[];
  const results: Result[] = [];
  for (const backend of backends) {
    results.push(await run(backend, duration, connections));
  }

  for (const result of results) {
    const { backend, durationSeconds, connections, total } = result;
    console.log(
      `\n${backend}: ${durationSeconds} s, ${connections} connections, ${total.requestsPerSecond} req/s in all`,
    );
    const row = (k: KindSummary) => ({
      requests: k.requests,
      "req/s": k.requestsPerSecond,
      "p50 ms": k.p50Ms,
      "p99 ms": k.p99Ms,
      "max ms": k.maxMs,
      "non-2xx": k.non2xx,
      "503 (overloaded)": k.statuses["503"] ?? 0,
      "socket errors": k.socketErrors,
    });
    console.table(Object.fromEntries(KINDS.map((kind) => [kind, row(result.kinds[kind])])));
    const w = result.written;
    console.table({
      "contact rows": { sent: w.contactRequests, "answered 2xx": w.contactAnswered201, stored: w.contactRows },
      "cv files": { sent: w.uploadRequests, "answered 2xx": w.uploadAnswered200, stored: w.files },
      "storage.objects rows": { sent: w.uploadRequests, "answered 2xx": w.uploadAnswered200, stored: w.objectRows },
    });
    const m = result.memory;
    console.log(`server RSS: ${m.rssBeforeMb} MB before, ${m.rssAfterMb} MB after, peak ${m.peakRssMb} MB`);
    console.log(`temporary files left: ${w.tempFilesLeft}`);
  }

  mkdirSync(join(REPO, "bench-results"), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: {
      mix: "40% featured, 30% library, 20% contact insert, 10% 20 KB PDF upload",
      rateLimits: "off",
      logLevel: "warn",
    },
    results,
  };
  writeFileSync(join(REPO, "bench-results/load.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nWritten to bench-results/load.json");
  const failed = results.filter((r) => !r.ok).map((r) => r.backend);
  if (failed.length > 0) {
    console.error(`Failures or lost writes on: ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}

async function run(backend: Backend, duration: number, connections: number): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-load-"));
  copyCachedPgliteTemplate(dataDir); // creating a PGlite cluster takes seconds
  const cluster = backend === "postgres" ? await startBenchCluster() : null;
  const server = await startBenchServer({ dataDir, databaseUrl: cluster?.url });
  const { anonKey, serviceKey } = await keysFor(dataDir);
  try {
    console.log(`${backend}: ${duration} s of mixed load with ${connections} connections…`);
    const rssBefore = processMemory(server.pid).rssMb;
    const tallies = Object.fromEntries(KINDS.map((kind) => [kind, newTally()])) as Record<Kind, Tally>;
    const started = performance.now();
    const stopAt = started + duration * 1000;
    let uploadNumber = 0;
    const worker = async (offset: number) => {
      for (let step = offset; performance.now() < stopAt; step++) {
        const kind = MIX[step % MIX.length]!;
        const request = requestFor(
          kind,
          server.origin,
          anonKey,
          () => `cvs/${crypto.randomUUID()}/bench-${backend}-${++uploadNumber}.pdf`,
        );
        await measure(tallies[kind], request);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
    const seconds = (performance.now() - started) / 1000;
    const after = processMemory(server.pid);

    const contactRows = await countRows(server.origin, serviceKey, "contact_submissions");
    const cvDir = join(dataDir, "storage/job-applications/cvs");
    // Each upload is under an id of its own (cvs/{id}/bench-…): the names are counted at any depth.
    const files = existsSync(cvDir)
      ? readdirSync(cvDir, { recursive: true }).filter((name) =>
          String(name).split("/").pop()!.startsWith(`bench-${backend}-`),
        ).length
      : 0;
    const tempDir = join(dataDir, "storage/.tmp");
    const tempFilesLeft = existsSync(tempDir) ? readdirSync(tempDir).length : 0;
    await server.stop();
    const objectRows = await countObjects(backend, dataDir, cluster?.url);

    const kinds = Object.fromEntries(KINDS.map((kind) => [kind, summarise(tallies[kind], seconds)])) as Result["kinds"];
    const totalRequests = KINDS.reduce((sum, kind) => sum + tallies[kind].sent, 0);
    const written: Result["written"] = {
      contactRequests: tallies["contact insert"].sent,
      contactAnswered201: tallies["contact insert"].ok,
      contactRows,
      uploadRequests: tallies["cv upload"].sent,
      uploadAnswered200: tallies["cv upload"].ok,
      files,
      objectRows,
      tempFilesLeft,
    };
    // A 503 from the overload guard is an answer, not a failure: the write was refused whole. What
    // must hold is that every write answered 2xx is stored, and nothing else.
    const overloaded = KINDS.reduce((sum, kind) => sum + (tallies[kind].statuses["503"] ?? 0), 0);
    const errors = KINDS.reduce((sum, kind) => sum + tallies[kind].non2xx + tallies[kind].socketErrors, 0) - overloaded;
    const ok =
      errors === 0 &&
      written.contactRows === written.contactAnswered201 &&
      written.files === written.uploadAnswered200 &&
      written.objectRows === written.uploadAnswered200 &&
      written.tempFilesLeft === 0;
    return {
      backend,
      durationSeconds: Math.round(seconds * 10) / 10,
      connections,
      kinds,
      total: { requests: totalRequests, requestsPerSecond: Math.round(totalRequests / seconds) },
      written,
      memory: { rssBeforeMb: rssBefore, rssAfterMb: after.rssMb, peakRssMb: after.peakMb },
      ok,
    };
  } finally {
    await server.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function newTally(): Tally {
  return { sent: 0, ok: 0, non2xx: 0, socketErrors: 0, latencies: [], statuses: {} };
}

type Outgoing = { url: string; init: RequestInit };

function requestFor(kind: Kind, origin: string, key: string, nextUploadKey: () => string): Outgoing {
  const auth = { apikey: key, authorization: `Bearer ${key}` };
  switch (kind) {
    case "featured":
      return {
        url: `${origin}/rest/v1/resources?select=*&featured=eq.true&order=date.desc&limit=3`,
        init: { headers: { ...auth, "accept-profile": "public" } },
      };
    case "library":
      return {
        url: `${origin}/rest/v1/resources?select=*&order=date.desc`,
        init: { headers: { ...auth, "accept-profile": "public" } },
      };
    case "contact insert":
      return {
        url: `${origin}/rest/v1/contact_submissions`,
        init: {
          method: "POST",
          headers: { ...auth, "content-type": "application/json", "content-profile": "public" },
          body: JSON.stringify({
            name: "Load Bench",
            email: "load.bench@example.com",
            company: null,
            inquiry_type: "general-question",
            message: "A message sent by the load benchmark, long enough to pass the checks.",
          }),
        },
      };
    case "cv upload": {
      // As supabase-js sends a File: multipart, cacheControl first, then the file part.
      const form = new FormData();
      form.append("cacheControl", "3600");
      form.append("", new Blob([PDF], { type: "application/pdf" }));
      return {
        url: `${origin}/storage/v1/object/job-applications/${nextUploadKey()}`,
        init: { method: "POST", headers: { ...auth, "x-upsert": "false" }, body: form },
      };
    }
  }
}

async function measure(tally: Tally, { url, init }: Outgoing) {
  tally.sent++;
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    tally.latencies.push(performance.now() - start);
    tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
    if (response.ok) tally.ok++;
    else tally.non2xx++;
  } catch {
    tally.socketErrors++;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summarise(tally: Tally, seconds: number): KindSummary {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    requests: tally.sent,
    requestsPerSecond: Math.round(tally.sent / seconds),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: round(sorted.at(-1) ?? 0),
    non2xx: tally.non2xx,
    socketErrors: tally.socketErrors,
    statuses: tally.statuses,
  };
}

/** Rows in a table, counted through the API with the service key (PostgREST's exact count). */
async function countRows(origin: string, serviceKey: string, table: string): Promise<number> {
  const response = await fetch(`${origin}/rest/v1/${table}?select=id&limit=1`, {
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, prefer: "count=exact" },
  });
  const total = /\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1];
  if (!response.ok || total === undefined) throw new Error(`could not count ${table}: ${response.status}`);
  return Number(total);
}

/** storage.objects is not exposed through the REST API: counted in the database, the server stopped. */
async function countObjects(backend: Backend, dataDir: string, databaseUrl?: string): Promise<number> {
  const sql =
    "select count(*)::int as n from storage.objects where bucket_id = 'job-applications' and name like 'cvs/%/bench-%'";
  if (backend === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql)).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  const { openPglite } = await import("../server/db/pglite");
  const db = await openPglite(join(dataDir, "pglite"));
  try {
    return (await db.asOwner((tx) => tx.query<{ n: number }>(sql, []))).rows[0]!.n;
  } finally {
    await db.close();
  }
}

await main();
