/**
 * npm run bench:together: what the install holds when a photo's variants are made while every page
 * is published (a footer change), beside each alone, in the same run. The server as `npm start`
 * runs it, on a copy of the build and its own PGlite, an editor at aal2. The whole install's
 * resident memory (the server with its render, check and variants threads, plus any child process) is
 * summed every 10 ms; the table gives each step's peak of that sum and how long it took. The
 * memory-heavy workers take turns (server/child-worker.ts), so together should peak about where
 * the larger alone does, and take about the two times added. Goal: under 512 MB; then at rest, once
 * the idle workers ended, under 300 MB.
 *
 *   npm run bench:together -- --runs 3
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { PUBLISHABLE_KEY } from "../server/keys";
import { copyOfBuild } from "../tests/support/server/build-copy";
import { childrenOf, printTable, processMemory } from "./process-report";
import { startAsNpmStart } from "./start-command";
import { cameraPhoto } from "./camera-photo";
import { addBenchStaff, staffToken } from "./staff-token";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Number(values.runs);
const EMAIL = "bench.together@kosmos.example";
const PASSWORD = "a long benchmark password";
const GOAL_MB = 512;
const REST_GOAL_MB = 300;
/** How long the render and variants workers stay up after their last job (their `idleMs`). */
const IDLE_MS = 120_000;

/** A 12-megapixel photo as a phone makes one. */
const photo = await cameraPhoto({ width: 4000, height: 3000 });

const build = await copyOfBuild();
const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-together-"));
{
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }), { command: "bench" });
  try {
    await migrate(db);
    await addBenchStaff(db, EMAIL, PASSWORD, ["admin"]);
  } finally {
    await db.close();
  }
}
const server = await startAsNpmStart({ DATA_DIR: dataDir, BUILD_DIR: build.siteRoot });
const installMb = () =>
  processMemory(server.pid).rssMb + childrenOf(server.pid).reduce((sum, pid) => sum + processMemory(pid).rssMb, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const token = await staffToken(server.origin, EMAIL, PASSWORD);
  const headers = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}` };
  const rest = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${server.origin}${path}`, {
      ...init,
      headers: { ...headers, "content-type": "application/json", prefer: "return=representation", ...init.headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const until = async (what: string, done: () => Promise<boolean>) => {
    for (const started = Date.now(); !(await done()); await sleep(50))
      if (Date.now() - started > 120_000) throw new Error(`${what}: not done within two minutes`);
  };

  /** The footer's tagline changed: every page is published again; done when /about says it. */
  async function publishEveryPage() {
    const [site] = await rest<{ id: string; data: Record<string, unknown> }[]>(
      "/rest/v1/content_items?type=eq.site-settings&select=id,data",
    );
    const marker = `Together ${Date.now()}`;
    await rest(`/rest/v1/content_items?id=eq.${site!.id}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { ...site!.data, tagline: marker } }),
    });
    await until("every page", async () => (await (await fetch(`${server.origin}/about`)).text()).includes(marker));
  }
  /** The editor's upload, as the back office makes it: done when its variants are made. */
  async function makePicture() {
    const original = `originals/${randomUUID()}`;
    const stored = await fetch(`${server.origin}/storage/v1/object/media/${original}`, {
      method: "POST",
      headers: { ...headers, "content-type": "image/jpeg" },
      body: new Uint8Array(photo),
    });
    if (!stored.ok) throw new Error(`upload: ${stored.status} ${await stored.text()}`);
    const [row] = await rest<{ id: string }[]>("/rest/v1/media", {
      method: "POST",
      body: JSON.stringify({ name: "together.jpg", original }),
    });
    await until("the picture", async () => {
      const [media] = await rest<{ state: string }[]>(`/rest/v1/media?id=eq.${row!.id}&select=state`);
      if (media!.state === "refused") throw new Error("the photo was refused");
      return media!.state === "ready";
    });
  }
  /** The install's peak (sum of the processes) while `work` runs, and how long it took. */
  async function measured(work: () => Promise<unknown>) {
    let peak = installMb();
    const watch = setInterval(() => (peak = Math.max(peak, installMb())), 10);
    const started = performance.now();
    try {
      await work();
    } finally {
      clearInterval(watch);
    }
    return { peak, ms: Math.round(performance.now() - started) };
  }

  const steps = {
    "every page published": () => publishEveryPage(),
    "a 12-megapixel photo's variants": () => makePicture(),
    "both at once": () => Promise.all([publishEveryPage(), makePicture()]),
  };
  await publishEveryPage(); // warm-up: the render thread started once
  await sleep(1_000);
  const atRest = installMb();
  const rows: Record<string, { peak: number; ms: number }[]> = {};
  for (let run = 0; run < RUNS; run++)
    for (const [label, work] of Object.entries(steps)) (rows[label] ??= []).push(await measured(work));
  await sleep(10_000);
  const afterRuns = installMb();
  // The render and variants threads end two minutes after their last job: then the install is at rest.
  await sleep(IDLE_MS + 10_000);
  const idle = installMb();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\nAfter the warm-up, before the runs: ${atRest} MB (the server and its children).`);
  console.log(
    `10 s after the runs: ${afterRuns} MB; once the idle workers ended: ${idle} MB (goal: under ${REST_GOAL_MB}).\n`,
  );
  printTable(
    ["step", "install peak MB (median)", "each run's peak MB", "time ms (median)", "goal"],
    Object.entries(rows).map(([label, runs]) => [
      label,
      String(median(runs.map((r) => r.peak))),
      runs.map((r) => r.peak).join(" / "),
      String(median(runs.map((r) => r.ms))),
      `peak < ${GOAL_MB}`,
    ]),
  );
} finally {
  await server.stop();
  await build.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
