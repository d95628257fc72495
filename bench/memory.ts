/**
 * npm run bench:memory: how much memory the server takes, as an operator starts it:
 * `[NAME=value …] node <flags> build/server/server/main.js` as package.json's `start` says, what
 * `npm start` runs once the build is current (its empty database cluster included), one process,
 * on a new DATA_DIR (so the first start makes the database), then at rest, then under a read and
 * write load, then restarted. On PGlite and on PostgreSQL (the server's process only; PostgreSQL's
 * own processes are not counted). Reads VmHWM (peak) and VmRSS from /proc, and the peak of any
 * child the server starts (PGlite's initdb runs in one on a first start). Goal: peak under 512 MB,
 * at rest under 300 MB.
 *
 *   npm run bench:memory -- --backend pglite --load-seconds 20
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PUBLISHABLE_KEY } from "../server/keys";
import type { ChildServer } from "../tests/support/server/child-server";
import { childrenOf, printTable, processMemory } from "./process-report";
import { MAIN, startAsNpmStart, startCommand } from "./start-command";
import { startBenchCluster, type Backend } from "./servers";

const { values } = parseArgs({
  options: { backend: { type: "string", multiple: true }, "load-seconds": { type: "string", default: "20" } },
});
const backends = (values.backend ?? ["pglite", "postgres"]) as Backend[];
const LOAD_SECONDS = Number(values["load-seconds"]);
const GOAL = { peakMb: 512, restMb: 300 };

const START = startCommand();

/** Starts main.ts and watches its children's peak until stopped. */
async function start(dataDir: string, databaseUrl: string | undefined) {
  let childPeakMb = 0;
  const seen = new Set<number>();
  let serverPid = 0;
  const watch = setInterval(() => {
    if (!serverPid) {
      // Until the server answers its pid is unknown here: its children show under this process's.
      for (const pid of childrenOf(process.pid)) for (const grandchild of childrenOf(pid)) seen.add(grandchild);
    } else for (const pid of childrenOf(serverPid)) seen.add(pid);
    for (const pid of seen) childPeakMb = Math.max(childPeakMb, processMemory(pid).peakMb);
  }, 20);
  const server: ChildServer = await startAsNpmStart({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" });

  serverPid = server.pid;
  return { server, childPeakMb: () => childPeakMb, stopWatching: () => clearInterval(watch) };
}

/** Reads of the site's data, the home page, and contact messages, from 16 connections. */
async function load(origin: string, seconds: number) {
  const stopAt = performance.now() + seconds * 1000;
  let requests = 0;
  const headers = { apikey: PUBLISHABLE_KEY };
  const steps = [
    () => fetch(`${origin}/rest/v1/resources?select=*`, { headers }),
    () => fetch(`${origin}/`),
    () =>
      fetch(`${origin}/rest/v1/contact_submissions`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", prefer: "return=minimal" },
        body: JSON.stringify({
          name: "Memory Bench",
          email: "memory@example.com",
          company: "Bench",
          inquiry_type: "general-question",
          message: "A message from the memory benchmark.",
        }),
      }),
  ];
  await Promise.all(
    Array.from({ length: 16 }, async (_, n) => {
      for (let i = n; performance.now() < stopAt; i++) {
        await (await steps[i % steps.length]!()).arrayBuffer();
        requests++;
      }
    }),
  );
  return requests;
}

async function run(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-memory-"));
  const cluster = backend === "postgres" ? await startBenchCluster() : null;
  try {
    const first = await start(dataDir, cluster?.url);
    const startPeak = processMemory(first.server.pid).peakMb;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const rest = processMemory(first.server.pid).rssMb;
    const processes = 1 + childrenOf(first.server.pid).length;
    const requests = await load(first.server.origin, LOAD_SECONDS);
    const { peakMb: loadPeak, rssMb: afterLoad } = processMemory(first.server.pid);
    // At rest again: what the machine has to keep for it once the visitors are gone (V8 gives
    // back heap it no longer uses when idle; WebAssembly memory is never given back).
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const restAfterLoad = processMemory(first.server.pid).rssMb;
    first.stopWatching();
    await first.server.stop();
    const again = await start(dataDir, cluster?.url);
    const restartPeak = processMemory(again.server.pid).peakMb;
    again.stopWatching();
    await again.server.stop();
    return {
      backend,
      processes,
      startPeak,
      initdbPeak: first.childPeakMb(),
      rest,
      loadPeak,
      afterLoad,
      restAfterLoad,
      requests,
      restartPeak,
    };
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync("build/client/index.html")) {
  console.error("No site build: run `npm run build` first (the server serves it, as in production).");
  process.exit(1);
}
const results: Awaited<ReturnType<typeof run>>[] = [];
for (const backend of backends) results.push(await run(backend));

const head = [
  "backend",
  "processes",
  "first start: peak",
  "its initdb child: peak",
  "at rest (10 s)",
  `under load (${LOAD_SECONDS} s): peak`,
  "after the load",
  "at rest again (30 s)",
  "restart: peak",
];
const rows = results.map((r) => [
  r.backend,
  String(r.processes),
  `${r.startPeak} MB`,
  r.initdbPeak ? `${r.initdbPeak} MB` : "none",
  `${r.rest} MB`,
  `${r.loadPeak} MB (${r.requests} requests)`,
  `${r.afterLoad} MB`,
  `${r.restAfterLoad} MB`,
  `${r.restartPeak} MB`,
]);
console.log(
  `\nThe server's memory (VmHWM peak, VmRSS), goal: peak under ${GOAL.peakMb} MB, at rest under ${GOAL.restMb} MB; ${Object.entries(
    START.env,
  )
    .map(([name, value]) => `${name}=${value} `)
    .join("")}node ${START.flags.join(" ")} ${MAIN}\n`,
);
printTable(head, rows);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/memory.json", `${JSON.stringify({ loadSeconds: LOAD_SECONDS, results }, null, 2)}\n`);
