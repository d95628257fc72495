import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SiteContent } from "../../shared/content-types/index.ts";
import { REDIRECTS_FILE, redirectsFile, type Redirect } from "../../shared/redirects.ts";
import { childWorker } from "../child-worker.ts";
import type { publishPaths } from "./paths.ts";
import { fileOfRoute } from "../site/files.ts";
import type { RenderJob, RenderResult } from "./render-job.ts";
import { siblingScript } from "../project-root.ts";

const CHILD = siblingScript(import.meta.url, "render-routes");
/** A render that takes longer than this is stuck: its process is stopped and the publish reported failed. */
const RENDER_TIMEOUT_MS = 60_000;

export type Rendered = { stagingDir: string; results: RenderResult[]; peakRssBytes: number };
export type Renderer = {
  render(routes: string[], content: SiteContent): Promise<Rendered>;
  close(): void;
};

/**
 * Renders routes in a thread of the server (render-routes.ts) that stays up `idleMs` after its last
 * job: starting it (the on-demand build's modules, beasties) costs about a second, which a session
 * of edits then pays once. One job at a time; a job that fails, times out or outgrows its heap ends
 * the thread, and the next job starts a new one. The thread's heap is its own: the server's never
 * holds a page being rendered.
 */
export function createRenderer(paths: ReturnType<typeof publishPaths>, { idleMs = 120_000 } = {}): Renderer {
  const worker = childWorker(CHILD, [paths.renderEntry, paths.siteRoot], {
    name: "render",
    doing: "rendering",
    timeoutMs: RENDER_TIMEOUT_MS,
    idleMs,
    heavyKind: "pages",
    // A thread of the server, not a second Node process: measured (docs/benchmarks.md) the install
    // peaks about 270 MB lower while publishing every page. Its heap lives about 40 MB between pages;
    // the limit leaves room for a page's garbage and stops a runaway render, never the server.
    thread: { resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 8 } },
  });

  async function render(routes: string[], content: SiteContent): Promise<Rendered> {
    await mkdir(paths.stagingRoot, { recursive: true });
    const stagingDir = await mkdtemp(join(paths.stagingRoot, "run-"));
    const job: RenderJob = { stagingDir, routes, content };
    try {
      const answer = await worker.ask(JSON.stringify(job));
      const { results, peakRssBytes } = JSON.parse(answer) as Omit<Rendered, "stagingDir">;
      return { stagingDir, results, peakRssBytes };
    } catch (error) {
      // The worker has ended itself (childWorker does on any failure); closing it here could end the next job's.
      await rm(stagingDir, { recursive: true, force: true });
      throw error;
    }
  }

  return { render, close: worker.close };
}

/** Takes the files of routes no content shows any more (an article taken down) out of the site. */
export async function removeFromPlace(siteRoot: string, routes: string[]): Promise<void> {
  for (const route of routes) {
    const file = join(siteRoot, fileOfRoute(route));
    for (const suffix of [".br", ".gz", ""]) await rm(file + suffix, { force: true });
  }
}

const COPIES = [".br", ".gz", ""];

/**
 * Moves each rendered file over the one served, one rename each (atomic on one file system):
 * a visitor gets the old page or the new, never part of one. The files the pages refer to go
 * first (a name is its content's hash: one already served is left as it is), then the pages; of
 * each, the compressed copies first, so no new page is ever sent with an old copy's bytes for long.
 */
export async function moveIntoPlace(
  stagingDir: string,
  siteRoot: string,
  routes: string[],
  assets: string[] = [],
): Promise<void> {
  try {
    for (const asset of new Set(assets)) {
      if (existsSync(join(siteRoot, asset))) continue;
      for (const suffix of COPIES) await rename(join(stagingDir, asset + suffix), join(siteRoot, asset + suffix));
    }
    for (const route of routes) {
      const file = fileOfRoute(route);
      await mkdir(dirname(join(siteRoot, file)), { recursive: true });
      for (const suffix of COPIES) await rename(join(stagingDir, file + suffix), join(siteRoot, file + suffix));
    }
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}

/** Writes the redirects beside the pages, made in the staging folder and moved in with one rename: read whole, old or new. */
export async function writeRedirects(paths: ReturnType<typeof publishPaths>, redirects: readonly Redirect[]) {
  await mkdir(paths.stagingRoot, { recursive: true });
  const next = join(paths.stagingRoot, `${REDIRECTS_FILE}.${process.pid}`);
  await writeFile(next, redirectsFile(redirects));
  await rename(next, join(paths.siteRoot, REDIRECTS_FILE));
}
