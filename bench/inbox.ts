/**
 * npm run bench:inbox: the back office at scale. 100,000 submissions across the kinds
 * (scripts/seed-inbox.ts), the server as in production in a child process, a staff member signed
 * in at aal2, and each of the back office's requests timed over HTTP as the browser makes them:
 * the inbox's first page with its count, the counts per kind, a filter, opening an item, a search
 * by name and by a common word, the CSV export of every row (first page and whole), and erasing a
 * person with 50 submissions. p50 and p95 of 40 runs after 3 warm-ups; the server's memory (peak
 * and at the end). Writes bench-results/inbox.json.
 *
 *   npm run bench:inbox -- --backend pglite --count 20000
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { PUBLISHABLE_KEY } from "../server/keys";
import { printTable, processMemory } from "./process-report";
import { addBenchStaff, staffToken } from "./staff-token";
import { startBenchCluster, startBenchServer, type Backend } from "./servers";
import { COMMON_WORD, ERASED_PERSON, SEARCHED_NAME, seedInbox } from "../scripts/seed-inbox";

const { values } = parseArgs({
  options: {
    backend: { type: "string", multiple: true },
    count: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
  },
});
const backends = (values.backend ?? ["pglite", "postgres"]) as Backend[];
const TOTAL = Number(values.count);
const RUNS = Number(values.runs);
const EMAIL = "bench.staff@kosmos.example";
const PASSWORD = "a long benchmark password";
const COLUMNS = "kind,id,created_at,name,email,organisation,subject,summary,status,status_changed_at";
const SEARCH = ["name", "email", "organisation", "subject", "summary"];
const search = (term: string) => `or=(${SEARCH.map((c) => `${c}.ilike."%${term}%"`).join(",")})`;
/** What the back office's goals are: p95 on PostgreSQL, on PGlite. */
const GOAL = { postgres: 50, pglite: 100 };

type Timing = { p50: number; p95: number };
const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;

async function prepare(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-inbox-"));
  const cluster = backend === "postgres" ? await startBenchCluster() : null;
  const databaseUrl = cluster?.url;
  const db = await openDatabase(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    { command: "bench" },
  );
  const started = performance.now();
  try {
    await migrate(db);
    await seedInbox(db, TOTAL);
    await addBenchStaff(db, EMAIL, PASSWORD);
    // Staff since before the first submission: every item not archived or spam is new to them,
    // and a tenth of the job applications opened (the unread counts' worst case is all of it).
    await db.asOwner(async (tx) => {
      await tx.query("update auth.users set created_at = '2000-01-01' where email = $1", [EMAIL]);
      await tx.query(
        `insert into public.inbox_reads (kind, item_id, user_id)
         select 'job_applications', j.id, u.id from public.job_applications j, auth.users u
          where u.email = $1 and j.id::text like '0%'`,
        [EMAIL],
      );
    });
  } finally {
    await db.close();
  }
  process.stderr.write(
    `${backend}: seeded ${TOTAL} submissions in ${Math.round((performance.now() - started) / 1000)} s\n`,
  );
  return { dataDir, databaseUrl, cluster };
}

async function run(backend: Backend) {
  const { dataDir, databaseUrl, cluster } = await prepare(backend);
  // The overload guard off: a slow search blocks PGlite's event loop past its limit (1 s), and
  // the bench measures how long each request takes, not when the guard starts refusing.
  const server = await startBenchServer({
    dataDir,
    databaseUrl,
    env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_DB_WAIT_MS: "0" },
  });
  try {
    const token = await staffToken(server.origin, EMAIL, PASSWORD);
    const headers = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}` };
    const get = async (path: string, extra: Record<string, string> = {}) => {
      const response = await fetch(`${server.origin}${path}`, { headers: { ...headers, ...extra } });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const rpc = async (fn: string, body: unknown) => {
      const response = await fetch(`${server.origin}/rest/v1/rpc/${fn}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
      return response;
    };
    const page = (filters: string) =>
      get(`/rest/v1/inbox?select=${COLUMNS}${filters}&order=created_at.desc,id.asc&offset=0&limit=25`, {
        prefer: "count=exact",
      });
    const item = (await (
      await get(`/rest/v1/job_applications?select=id&limit=1&offset=${Math.floor(TOTAL / 20)}`)
    ).json()) as { id: string }[];

    const pageIds = ((await (await page("")).json()) as { id: string }[]).map((row) => row.id);
    const requests: Record<string, () => Promise<unknown>> = {
      "inbox, first page with its count": () => page("").then((r) => r.text()),
      "counts per kind": () => rpc("inbox_counts", {}).then((r) => r.text()),
      "new to me, per kind (the menu's count)": () => rpc("inbox_unread", {}).then((r) => r.text()),
      "which of a page's items are new to me": () => rpc("new_to_me", { p_ids: pageIds }).then((r) => r.text()),
      "a filter (job applications, new)": () => page("&kind=eq.job_applications&status=eq.new").then((r) => r.text()),
      "opening an item": () =>
        get(`/rest/v1/job_applications?select=*&id=eq.${item[0]!.id}`, {
          accept: "application/vnd.pgrst.object+json",
        }).then((r) => r.text()),
      // As the back office searches (src/admin/inbox/api/fetch-page.ts): through the function.
      [`a search by name ("${SEARCHED_NAME}")`]: () =>
        rpc("search_inbox", { term: SEARCHED_NAME, max_rows: 25, skip_rows: 0 }).then((r) => r.text()),
      [`a search by a common word ("${COMMON_WORD}")`]: () =>
        rpc("search_inbox", { term: COMMON_WORD, max_rows: 25, skip_rows: 0 }).then((r) => r.text()),
      [`the same search through the view`]: () => page(`&${search(SEARCHED_NAME)}`).then((r) => r.text()),
    };
    const timings: Record<string, Timing> = {};
    for (const [label, request] of Object.entries(requests)) {
      for (let i = 0; i < 3; i++) await request();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await request();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      timings[label] = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
      process.stderr.write(`${backend}: ${label}: p95 ${timings[label].p95} ms\n`);
    }

    // The CSV export as the back office makes it (src/admin/inbox/api/export-inbox.ts): every row,
    // 1,000 a request, each after the last row of the one before (keyset paging).
    const exportStarted = performance.now();
    let firstPageMs = 0;
    let exported = 0;
    let after: { created_at: string; id: string } | undefined;
    for (;;) {
      const at = after && encodeURIComponent(JSON.stringify(after.created_at));
      const next = after
        ? `&created_at=lte.${encodeURIComponent(after.created_at)}&or=(created_at.lt.${at},id.gt.${after.id})`
        : "";
      const rows = (await (
        await get(`/rest/v1/inbox?select=${COLUMNS}${next}&order=created_at.desc,id.asc&limit=1000`)
      ).json()) as { created_at: string; id: string }[];
      if (!after) firstPageMs = performance.now() - exportStarted;
      exported += rows.length;
      after = rows.at(-1);
      if (rows.length < 1000) break;
    }
    const exportMs = performance.now() - exportStarted;

    const erasureStarted = performance.now();
    const erased = (await (await rpc("erase_person", { email: ERASED_PERSON })).json()) as {
      rows: Record<string, number>;
    };
    const erasureMs = performance.now() - erasureStarted;
    const erasedRows = Object.values(erased.rows).reduce((a, b) => a + b, 0);

    return {
      backend,
      timings,
      exported,
      firstPageMs: Math.round(firstPageMs),
      exportMs: Math.round(exportMs),
      erasedRows,
      erasureMs: Math.round(erasureMs),
      memory: processMemory(server.pid),
    };
  } finally {
    await server.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (const backend of backends) results.push(await run(backend));

const labels = Object.keys(results[0]!.timings);
const head = ["", ...results.flatMap((r) => [`${r.backend} p50`, `${r.backend} p95`, "goal"])];
const rows = [
  ...labels.map((label) => [
    label,
    ...results.flatMap((r) => [`${r.timings[label]!.p50} ms`, `${r.timings[label]!.p95} ms`, `${GOAL[r.backend]} ms`]),
  ]),
  ["CSV export: first 1,000 rows", ...results.flatMap((r) => [`${r.firstPageMs} ms`, "", "1000 ms"])],
  ["CSV export: every row", ...results.flatMap((r) => [`${r.exportMs} ms (${r.exported} rows)`, "", ""])],
  [
    "erasing a person (50 submissions)",
    ...results.flatMap((r) => [`${r.erasureMs} ms (${r.erasedRows} rows)`, "", "1000 ms"]),
  ],
  [
    "server memory: peak / at the end",
    ...results.flatMap((r) => [`${r.memory.peakMb} / ${r.memory.rssMb} MB`, "", ""]),
  ],
];
console.log(
  `\nThe back office at ${TOTAL.toLocaleString("en-GB")} submissions (server on 127.0.0.1, ${RUNS} runs each)\n`,
);
printTable(head, rows);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/inbox.json", `${JSON.stringify({ total: TOTAL, runs: RUNS, results }, null, 2)}\n`);
