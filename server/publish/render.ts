import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { SiteContent } from "../../shared/content-types";
import type { publishPaths } from "./paths";
import { fileOfRoute, type RenderJob, type RenderResult } from "./render-job";

const CHILD = fileURLToPath(new URL("./render-routes.ts", import.meta.url));
/** A render that takes longer than this is stuck: its process is stopped and the publish reported failed. */
const RENDER_TIMEOUT_MS = 60_000;

export type Rendered = { stagingDir: string; results: RenderResult[]; peakRssBytes: number };
export type Renderer = {
  render(routes: string[], content: SiteContent): Promise<Rendered>;
  close(): void;
};

type Worker = { child: ChildProcess; lines: AsyncIterator<string>; stderr: string[] };

/**
 * Renders routes in a child process (render-routes.ts) that stays up `idleMs` after its last job:
 * starting it (Node, the on-demand build's modules, beasties) costs about a second, which a
 * session of edits then pays once. One job at a time; a job that fails or times out ends the
 * process, and the next job starts a new one.
 */
export function createRenderer(paths: ReturnType<typeof publishPaths>, { idleMs = 120_000 } = {}): Renderer {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    worker?.child.stdin?.end();
    worker?.child.kill();
    worker = null;
  };

  function start(): Worker {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, paths.renderEntry, paths.siteRoot], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stderr: string[] = [];
    child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
    child.once("exit", () => {
      if (worker?.child === child) worker = null;
    });
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    return { child, lines, stderr };
  }

  async function renderOnce(routes: string[], content: SiteContent): Promise<Rendered> {
    if (idle) clearTimeout(idle);
    await mkdir(paths.stagingRoot, { recursive: true });
    const stagingDir = await mkdtemp(join(paths.stagingRoot, "run-"));
    const current = (worker ??= start());
    const job: RenderJob = { stagingDir, routes, content };
    let timer: NodeJS.Timeout | undefined;
    try {
      current.child.stdin!.write(JSON.stringify(job) + "\n");
      const answer = await Promise.race([
        current.lines.next(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS / 1000} s`)),
            RENDER_TIMEOUT_MS,
          );
        }),
      ]);
      if (answer.done) {
        // The error's own line ("Error: …"), not the stack around it: the editor reads it.
        const lines = current.stderr.join("").trim().split("\n");
        const why = lines.findLast((line) => /^\w*Error\b/.test(line)) ?? lines.at(-1);
        throw new Error(`The render process ended: ${why || "no message"}`);
      }
      const { results, peakRssBytes } = JSON.parse(answer.value) as Omit<Rendered, "stagingDir">;
      return { stagingDir, results, peakRssBytes };
    } catch (error) {
      stop();
      await rm(stagingDir, { recursive: true, force: true });
      throw error;
    } finally {
      clearTimeout(timer);
      idle = setTimeout(stop, idleMs);
      idle.unref();
    }
  }

  return {
    render(routes, content) {
      const next = queue.then(() => renderOnce(routes, content));
      queue = next.catch(() => undefined);
      return next;
    },
    close() {
      if (idle) clearTimeout(idle);
      stop();
    },
  };
}

/**
 * Moves each rendered file over the one served, one rename each (atomic on one file system):
 * a visitor gets the old page or the new, never part of one. The compressed copies go first, so
 * no new page is ever sent with an old copy's bytes for long.
 */
/** Takes the files of routes no content shows any more (an article taken down) out of the site. */
export async function removeFromPlace(siteRoot: string, routes: string[]): Promise<void> {
  for (const route of routes) {
    const file = join(siteRoot, fileOfRoute(route));
    for (const suffix of [".br", ".gz", ""]) await rm(file + suffix, { force: true });
  }
}

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
