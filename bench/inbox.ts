/**
 * npm run bench:inbox: the back office at scale. 100,000 submissions across the kinds
 * (scripts/seed-inbox.ts), the server as in production in a child process, a staff member signed
 * in at aal2, and each of the back office's requests timed over HTTP as the browser makes them:
 * the inbox's first page with its count, the counts per kind, a filter, opening an item, a search
 * by name and by a common word, the work views (Mine, Unassigned, a stage, the counts by stage, an
 * item's notes: a third of the work each person's, another colleague's or nobody's, every stage
 * filled, a note on every second item), giving an item to a colleague, the CSV export of every row
 * (first page and whole), and erasing a person with 50 submissions. p50 and p95 of 40 runs after 3 warm-ups; the server's memory (peak
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
import { STAGES_OF } from "../shared/submission-kinds";

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
const COLLEAGUE = "bench.colleague@kosmos.example";
const PASSWORD = "a long benchmark password";
const COLUMNS =
  "kind,id,created_at,name,email,organisation,subject,summary,status,status_changed_at,owner_id,stage,stage_since";
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
    await addBenchStaff(db, COLLEAGUE, PASSWORD);
    await spreadTheWork(db);
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

/**
 * The work as a team leaves it: by each item's id, a third the bench staff's, a third a
 * colleague's, a third nobody's; every stage of its kind filled; a note on every second item.
 */
async function spreadTheWork(db: Awaited<ReturnType<typeof openDatabase>>) {
  await db.asOwner(async (tx) => {
    for (const [kind, stages] of Object.entries(STAGES_OF)) {
      if (stages.length === 0) continue;
      await tx.query(
        `update public.${kind} t
            set stage = ($1::text[])[1 + abs(hashtext(t.id::text)) % cardinality($1::text[])],
                owner_id = case abs(hashtext(t.id::text || 'owner')) % 3
                  when 0 then (select id from auth.users where email = $2)
                  when 1 then (select id from auth.users where email = $3) end`,
        [stages.map((stage) => stage.name), EMAIL, COLLEAGUE],
      );
      await tx.query(
        `insert into public.inbox_notes (kind, item_id, author_id, author_email, body)
         select $1, t.id, u.id, u.email, 'Called them back; a second conversation is booked for next week.'
           from public.${kind} t, auth.users u
          where u.email = $2 and abs(hashtext(t.id::text || 'note')) % 2 = 0`,
        [kind, COLLEAGUE],
      );
    }
  });
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
    const me = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
    const colleague = ((await (await rpc("colleagues", {})).json()) as { id: string; email: string }[]).find(
      (c) => c.email === COLLEAGUE,
    )!.id;
    const noted = (await (
      await get(`/rest/v1/inbox_notes?select=kind,item_id&limit=1&offset=${Math.floor(TOTAL / 20)}`)
    ).json()) as {
      kind: string;
      item_id: string;
    }[];
    let giveTo = colleague;
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
      "Mine, first page with its count": () => page(`&owner_id=eq.${me}`).then((r) => r.text()),
      "Unassigned, first page with its count": () =>
        page("&owner_id=is.null&kind=neq.newsletter_subscribers").then((r) => r.text()),
      "a stage (job applications, interview)": () =>
        page("&kind=eq.job_applications&stage=eq.interview").then((r) => r.text()),
      "counts by stage (job applications)": () =>
        rpc("stage_counts", { p_kind: "job_applications" }).then((r) => r.text()),
      [`Mine, searched ("${COMMON_WORD}")`]: () =>
        rpc("search_inbox", { term: COMMON_WORD, filter_owner: "mine", max_rows: 25, skip_rows: 0 }).then((r) =>
          r.text(),
        ),
      "the erasure requests waiting (above the list)": () => rpc("erasure_requests", {}).then((r) => r.text()),
      "an item's notes": () =>
        get(
          `/rest/v1/inbox_notes?select=id,author_email,body,created_at&kind=eq.${noted[0]!.kind}&item_id=eq.${noted[0]!.item_id}&order=created_at`,
        ).then((r) => r.text()),
      "giving an item to a colleague (a write)": () => {
        giveTo = giveTo === me ? colleague : me;
        return rpc("assign_item", { p_kind: "job_applications", p_id: item[0]!.id, p_owner: giveTo }).then((r) =>
          r.text(),
        );
      },
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
