import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteContent } from "../../shared/content-types";
import { childWorker } from "../child-worker";
import type { publishPaths } from "./paths";
import { fileOfRoute } from "../site/files";
import type { RenderJob, RenderResult } from "./render-job";

const CHILD = fileURLToPath(new URL("./render-routes.ts", import.meta.url));
/** A render that takes longer than this is stuck: its process is stopped and the publish reported failed. */
const RENDER_TIMEOUT_MS = 60_000;

export type Rendered = { stagingDir: string; results: RenderResult[]; peakRssBytes: number };
export type Renderer = {
  render(routes: string[], content: SiteContent): Promise<Rendered>;
  close(): void;
};

/**
 * Renders routes in a child process (render-routes.ts) that stays up `idleMs` after its last job:
 * starting it (Node, the on-demand build's modules, beasties) costs about a second, which a
 * session of edits then pays once. One job at a time; a job that fails or times out ends the
 * process, and the next job starts a new one.
 */
export function createRenderer(paths: ReturnType<typeof publishPaths>, { idleMs = 120_000 } = {}): Renderer {
  const worker = childWorker(CHILD, [paths.renderEntry, paths.siteRoot], {
    name: "render",
    doing: "rendering",
    timeoutMs: RENDER_TIMEOUT_MS,
    idleMs,
    loader: "node",
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
      worker.close();
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
