import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteContent } from "../../shared/content-types";
import type { publishPaths } from "./paths";
import { fileOfRoute, type RenderJob, type RenderResult } from "./render-job";

const CHILD = fileURLToPath(new URL("./render-routes.ts", import.meta.url));
/** A render that takes longer than this is stuck: it is stopped and the publish reported failed. */
const RENDER_TIMEOUT_MS = 60_000;

export type Rendered = { stagingDir: string; results: RenderResult[]; peakRssBytes: number };

/** Renders `routes` from `content` in a child process (render-routes.ts) into a new staging folder. */
export async function renderInChild(
  paths: ReturnType<typeof publishPaths>,
  routes: string[],
  content: SiteContent,
): Promise<Rendered> {
  await mkdir(paths.stagingRoot, { recursive: true });
  const stagingDir = await mkdtemp(join(paths.stagingRoot, "run-"));
  const job: RenderJob = { entry: paths.renderEntry, siteRoot: paths.siteRoot, stagingDir, routes, content };
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], { stdio: ["pipe", "pipe", "pipe"] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
  child.stdin.end(JSON.stringify(job));
  const timer = setTimeout(() => child.kill("SIGKILL"), RENDER_TIMEOUT_MS);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    if (code !== 0) {
      const why = Buffer.concat(err).toString("utf8").trim().split("\n").slice(-12).join("\n");
      throw new Error(`The render process ended with ${code ?? "a signal"}: ${why || "no message"}`);
    }
    const { results, peakRssBytes } = JSON.parse(Buffer.concat(out).toString("utf8")) as Omit<Rendered, "stagingDir">;
    return { stagingDir, results, peakRssBytes };
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Moves each rendered file over the one served, one rename each (atomic on one file system):
 * a visitor gets the old page or the new, never part of one. The compressed copies go first, so
 * no new page is ever sent with an old copy's bytes for long.
 */
export async function moveIntoPlace(stagingDir: string, siteRoot: string, routes: string[]): Promise<void> {
  try {
    for (const route of routes) {
      const file = fileOfRoute(route);
      await mkdir(dirname(join(siteRoot, file)), { recursive: true });
      for (const suffix of [".br", ".gz", ""]) {
        await rename(join(stagingDir, file + suffix), join(siteRoot, file + suffix));
      }
    }
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
