/**
 * npm run bench:record: the rendered record after a year of daily publishes. Each day of 365 one
 * publish changes one to three routes (an edit), and every 30th day every route (the footer); each
 * page is one of the build's (run `npm run build` first) with that day's words added. Then, with
 * the server as in production in a child process and a staff member at aal2, the back office's
 * reads are timed over HTTP: the site as of a moment (rpc/site_as_of) and one page then
 * (rpc/record_page), p50 and p95 of 40 runs at random moments after 3 warm-ups, beside a read of
 * one settings row in the same run (the floor of any request). Storage: the pages' bytes as
 * served, as stored (the record's tables and indexes), and gzip's size of the same bytes.
 *
 *   npm run bench:record -- --backend pglite --days 365
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { PUBLISHABLE_KEY } from "../server/keys";
import { everyRoute } from "../server/publish/paths";
import { fileOfRoute, listFiles } from "../server/site/files";
import { printTable } from "./process-report";
import { startBenchCluster, startBenchServer, type Backend } from "./servers";
import { addBenchStaff, staffToken } from "./staff-token";

const { values } = parseArgs({
  options: {
    backend: { type: "string", multiple: true },
    days: { type: "string", default: "365" },
    runs: { type: "string", default: "40" },
  },
});
const backends = (values.backend ?? ["pglite", "postgres"]) as Backend[];
const DAYS = Number(values.days);
const RUNS = Number(values.runs);
const EMAIL = "bench.record@kosmos.example";
const PASSWORD = "a long benchmark password";
const SITE = join(import.meta.dirname, "..", "build", "client");
const DAY_MS = 24 * 3600_000;
const YEAR_START = Date.parse("2025-01-01T09:00:00Z");

/** The same pseudo-random days on every run and backend. */
function* random(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function fillYear(backend: Backend) {
  const routes = everyRoute(await listFiles(SITE));
  const pages = new Map(routes.map((route) => [route, readFileSync(join(SITE, fileOfRoute(route)), "utf8")]));
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-record-"));
  const cluster = backend === "postgres" ? await startBenchCluster() : null;
  const databaseUrl = cluster?.url;
  const db = await openDatabase(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    { command: "bench" },
  );
  const draw = random(7);
  let served = 0;
  let gzipped = 0;
  let records = 0;
  const started = performance.now();
  try {
    await migrate(db);
    await addBenchStaff(db, EMAIL, PASSWORD);
    for (let day = 0; day < DAYS; day++) {
      const changed =
        day % 30 === 0
          ? routes
          : Array.from(
              { length: 1 + Math.floor(draw.next().value! * 3) },
              () => routes[Math.floor(draw.next().value! * routes.length)]!,
            );
      const at = new Date(YEAR_START + day * DAY_MS).toISOString();
      await db.asOwner(async (tx) => {
        const [run] = (
          await tx.query<{ id: string }>(
            "insert into public.content_publishes (types, routes, state, started_at, finished_at) values ('{bench}', $1, 'live', $2, $2) returning id",
            [changed, at],
          )
        ).rows;
        for (const route of new Set(changed)) {
          const body = pages
            .get(route)!
            .replace("</main>", `<p>As published on day ${day + 1} of the year.</p></main>`);
          await tx.query("select private.record_route($1, $2, $3)", [run!.id, route, body]);
          served += Buffer.byteLength(body);
          gzipped += gzipSync(body).length;
          records += 1;
        }
        await tx.query("update public.site_record set recorded_at = $2 where publish_id = $1", [run!.id, at]);
      });
    }
    const [stored] = (
      await db.asOwner((tx) =>
        tx.query<{ bytes: string }>(
          "select (pg_total_relation_size('private.record_bodies') + pg_total_relation_size('public.site_record'))::text as bytes",
          [],
        ),
      )
    ).rows;
    process.stderr.write(
      `${backend}: ${DAYS} days, ${records} pages recorded in ${Math.round((performance.now() - started) / 1000)} s\n`,
    );
    return { dataDir, databaseUrl, cluster, routes, records, served, gzipped, stored: Number(stored!.bytes) };
  } finally {
    await db.close();
  }
}

async function run(backend: Backend) {
  const year = await fillYear(backend);
  const server = await startBenchServer({ dataDir: year.dataDir, databaseUrl: year.databaseUrl });
  try {
    const token = await staffToken(server.origin, EMAIL, PASSWORD);
    const headers = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" };
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(`${server.origin}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.text();
    };
    const draw = random(11);
    const moment = () => new Date(YEAR_START + draw.next().value! * DAYS * DAY_MS).toISOString();
    const route = () => year.routes[Math.floor(draw.next().value! * year.routes.length)]!;
    const requests: Record<string, () => Promise<unknown>> = {
      "reference: one settings row": () => call("/rest/v1/back_office_settings?select=record_years"),
      "the site as of a moment": () => call("/rest/v1/rpc/site_as_of", { moment: moment() }),
      "one page as of a moment": () => call("/rest/v1/rpc/record_page", { page_route: route(), moment: moment() }),
    };
    const rows: string[][] = [];
    for (const [label, request] of Object.entries(requests)) {
      for (let i = 0; i < 3; i++) await request();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await request();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      rows.push([backend, label, String(percentile(samples, 50)), String(percentile(samples, 95))]);
    }
    return { rows, year };
  } finally {
    await server.stop();
    await year.cluster?.stop();
    rmSync(year.dataDir, { recursive: true, force: true });
  }
}

const speed: string[][] = [];
const storage: string[][] = [];
for (const backend of backends) {
  const { rows, year } = await run(backend);
  speed.push(...rows);
  storage.push([
    backend,
    String(year.records),
    mb(year.served),
    mb(year.stored),
    mb(year.gzipped),
    (year.served / year.stored).toFixed(1),
  ]);
}
console.log(`\nThe rendered record after ${DAYS} days of publishes (${storage[0]?.[1]} pages recorded)\n`);
printTable(
  ["backend", "pages recorded", "served MB", "stored MB (tables + indexes)", "gzip MB (reference)", "served ÷ stored"],
  storage,
);
console.log("");
printTable(["backend", "request", "p50 ms", "p95 ms"], speed);
