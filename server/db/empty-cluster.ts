/**
 * An empty PGlite cluster made once, by `npm run build`, and copied into DATA_DIR on a first
 * start (decision 030). PGlite's initdb runs two PostgreSQL instances in WebAssembly at once and
 * peaks at 550 to 700 MB; copying a cluster made beforehand costs the server nothing beyond opening
 * it, so a first start fits a small machine. The build already needs more memory than initdb
 * (Astro's, about 850 MB), and a build made elsewhere ships the cluster with it.
 *
 * An empty cluster holds no data and no secret (the keys and the schema come at the first start);
 * it is named by PGlite's version, since a cluster only opens with the PostgreSQL that made it.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { projectPath } from "../project-root.ts";

const INITDB = projectPath("server", "db", "pglite-initdb.mjs");

/** Its package.json is not among its exports: read it beside the entry point (dist/). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return (JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string }).version;
}

/** Where the build keeps the empty cluster for this PGlite: beside the site's folder (BUILD_DIR). */
export function emptyClusterDir(buildDir: string): string {
  return join(resolve(buildDir, ".."), "pglite", pgliteVersion());
}

/** A new cluster in `dir`, made by a child process, so initdb's memory goes back when it exits. */
export async function initdbInChild(dir: string): Promise<void> {
  const child = spawn(process.execPath, [INITDB, dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(
      `initdb ${signal ? `was stopped by ${signal}` : `exited with ${code}`}: ${stderr.trim() || "no message"}`,
    );
}

const isCluster = (dir: string) =>
  stat(join(dir, "PG_VERSION")).then(
    () => true,
    () => false,
  );

/**
 * Made in a staging folder and renamed into place: the prepared cluster is whole or absent. When
 * another process put one there meanwhile (test workers share one), that one stays.
 */
export async function prepareEmptyCluster(target: string): Promise<"made" | "present"> {
  if (await isCluster(target)) return "present";
  await mkdir(dirname(target), { recursive: true });
  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await initdbInChild(staging);
  if (!(await isCluster(target))) await rm(target, { recursive: true, force: true }); // a half one, from an older version
  try {
    await rename(staging, target);
    return "made";
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (await isCluster(target)) return "present";
    throw error;
  }
}

/**
 * Fills the empty folder `dir` with a new cluster: a copy of the prepared one when the build holds
 * it, else initdb in a child process (slower, and 550 to 700 MB for a few seconds). The copy goes
 * to a staging folder beside `dir` and is renamed into place, so a start cut off half-way leaves
 * no half cluster to open.
 */
export async function createCluster(dir: string, prepared: string | undefined): Promise<"copied" | "initdb"> {
  const staging = `${dir}.new`;
  await rm(staging, { recursive: true, force: true });
  try {
    let how: "copied" | "initdb";
    if (prepared && (await isCluster(prepared))) {
      await cp(prepared, staging, { recursive: true, errorOnExist: true, force: false });
      how = "copied";
    } else {
      await initdbInChild(staging);
      how = "initdb";
    }
    await rmdir(dir); // refuses a folder that is not empty
    await rename(staging, dir);
    return how;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
