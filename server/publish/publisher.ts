import { readFile, rename, rm, writeFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { SiteContent } from "../../shared/content-types/index.ts";
import type { Database } from "../db/index.ts";
import { listFiles } from "../site/files.ts";
import { callPublishHook } from "./hook.ts";
import { createPublishLoop } from "./loop.ts";
import { everyRoute, type publishPaths } from "./paths.ts";
import { moveIntoPlace, removeFromPlace, writeRedirects, type Rendered, type Renderer } from "./render.ts";
import { keepRecord, recordServedPages } from "./record.ts";
import { contentHashes, liveContent, routesOfUnit, type ContentHashes } from "./snapshot.ts";

export type PublisherOptions = {
  db: Database;
  paths: ReturnType<typeof publishPaths>;
  log: FastifyBaseLogger;
  /** The render thread (render.ts), when the on-demand build is there: without it (a site on a CDN) only the hook is called. */
  renderer: Renderer | null;
  /** Called with the routes whose files were replaced, before the publish is reported live. */
  onReplaced: (routes: string[]) => Promise<void>;
  /**
   * Runs the moving in of one publish's files while the site holds page requests (the site's
   * `sitePages.hold`): a visitor sees every route of a publish changed, or none of them.
   */
  holdPages?: (work: () => Promise<void>) => Promise<void>;
  /** A deploy hook told of every publish (a CDN's rebuild or purge): PUBLISH_HOOK_URL. */
  hookUrl?: string;
  /** How often to look for a change nobody was told of (a notification lost while reconnecting). */
  sweepMs?: number;
  /** After a failed render, how long before the same content is tried again. */
  retryMs?: number;
};

/** The database channel every committed change of published content is said on. */
export const CONTENT_CHANGED = "content_changed";

/** What a publish is about: the live content, and the units (a type, or one item of it) it changes or takes away. */
type Changes = { content: SiteContent; hashes: ContentHashes; changed: string[]; gone: string[] };
/** The routes a publish renders again, and those whose pages it takes away. */
type RoutesOf = { routes: string[]; removed: string[] };

/**
 * Keeps the served pages equal to the live content. The database says when content changed
 * (NOTIFY on 'content_changed', heard by every server); the publisher then works out what
 * changed since the pages it serves were rendered and publishes it:
 *
 *   what changed → which routes → render (and finish) → swap in → tell the editor and the hook
 *
 * A render that fails leaves every served page as it was; the same content is tried again after
 * `retryMs`. Another server on the same folder may have rendered a change already (the
 * fingerprints file beside the folder says so): then this one only takes the new files in.
 */
export function createPublisher(options: PublisherOptions) {
  const { db, paths, log, renderer, onReplaced, hookUrl, sweepMs = 60_000, retryMs = 30_000 } = options;
  const holdPages = options.holdPages ?? ((work) => work());
  /** What the pages this process serves were rendered from (null until first read). */
  let served: ContentHashes | null = null;
  /** The content a publish last failed for, and when: the same content is tried again after `retryMs`. */
  let failed: { at: number; content: string } | null = null;
  /** Whether the pages found served at start are in the record. */
  let recordedServed = false;

  async function publishWhatChanged(): Promise<void> {
    if (renderer && !recordedServed) {
      // What this server found served (the first build, a new release of the code) enters the record.
      await recordServedPages(db, paths.siteRoot);
      recordedServed = true;
    }
    const changes = await whatChanged();
    if (!changes) return;
    const content = JSON.stringify(changes.hashes);
    if (failed?.content === content && Date.now() - failed.at < retryMs) return;
    failed = null;
    try {
      await publish(changes);
    } catch (error) {
      failed = { at: Date.now(), content };
      throw error;
    }
  }

  /** One publish, in the order it happens. */
  async function publish(changes: Changes): Promise<void> {
    const { routes, removed } = await routesOf(changes);
    if (renderer && (await renderedByAnotherServer(changes))) {
      await onReplaced([...routes, ...removed]);
      served = servedAfter(changes);
      return;
    }
    const run = await recordStart(changes, [...routes, ...removed]);
    const started = performance.now();
    try {
      const results: unknown[] = [];
      if (renderer) {
        if (routes.length > 0) {
          const rendered = await renderer.render(routes, changes.content);
          results.push(...rendered.results);
          await swapIn(rendered, run, changes, { routes, removed });
        } else {
          await db.asOwner(async (tx) => {
            await keepRecord(tx, run, { routes: [], from: paths.siteRoot, removed });
            await holdPages(async () => {
              await removeFromPlace(paths.siteRoot, removed);
              await writeRedirects(paths, changes.content.redirects);
              await onReplaced(removed);
            });
          });
        }
        await recordInFolder(changes);
      }
      if (hookUrl) results.push({ hook: await callPublishHook(hookUrl, hookPayload(changes, routes, removed)) });
      await recordDone(run, renderer ? "live" : "requested", results);
      served = servedAfter(changes);
      log.info(
        { routes, removed, ms: Math.round(performance.now() - started) },
        renderer ? "published" : "deploy requested",
      );
    } catch (error) {
      await recordFailure(run, error);
      log.error({ err: error, routes }, "publishing failed: the last good pages stay served");
      throw Object.assign(new Error("publish failed", { cause: error }), { logged: true });
    }
  }

  /** The units whose fingerprint differs from what is served, or null when the pages are current. */
  async function whatChanged(): Promise<Changes | null> {
    const content = await liveContent(db);
    const hashes = contentHashes(content);
    if (served === null && !renderer) {
      // A site on a CDN was built from the content as it is now: only later changes go to the hook.
      served = hashes;
      return null;
    }
    served ??= await folderHashes();
    const known = served;
    const changed = Object.keys(hashes).filter((unit) => hashes[unit] !== known[unit]);
    // Units no content shows any more (an article whose resource went): their pages go.
    const gone = Object.keys(known).filter((unit) => !(unit in hashes));
    return changed.length === 0 && gone.length === 0 ? null : { content, hashes, changed, gone };
  }

  async function routesOf({ changed, gone }: Changes): Promise<RoutesOf> {
    const pages = everyRoute(await listFiles(paths.siteRoot));
    const routes = [...new Set(changed.flatMap((unit) => routesOfUnit(unit, pages)))];
    const removed = [...new Set(gone.flatMap((unit) => routesOfUnit(unit, pages)))].filter((r) => !routes.includes(r));
    return { routes, removed };
  }

  /**
   * Moves the rendered files over the served ones, or, if any route failed, none of them. The
   * record of the new pages is kept in the transaction that moves them in: a page is never served
   * without it, and a record that cannot be kept leaves the last good pages served.
   */
  async function swapIn(rendered: Rendered, run: string, changes: Changes, { routes, removed }: RoutesOf) {
    const failed = rendered.results.filter((result) => !result.ok);
    if (failed.length > 0) {
      await moveIntoPlace(rendered.stagingDir, paths.siteRoot, []);
      const why = failed.map((r) => `${r.route}: ${"error" in r ? r.error : ""}`).join("; ");
      throw Object.assign(new Error(why), { results: rendered.results });
    }
    const assets = rendered.results.flatMap((result) => (result.ok ? result.assets : []));
    try {
      await db.asOwner(async (tx) => {
        await keepRecord(tx, run, { routes, from: rendered.stagingDir, removed });
        await holdPages(async () => {
          await moveIntoPlace(rendered.stagingDir, paths.siteRoot, routes, assets);
          await removeFromPlace(paths.siteRoot, removed);
          await writeRedirects(paths, changes.content.redirects);
          await onReplaced([...routes, ...removed]);
        });
      });
    } finally {
      await rm(rendered.stagingDir, { recursive: true, force: true });
    }
  }

  function servedAfter({ hashes, changed, gone }: Changes, from: ContentHashes = served ?? {}): ContentHashes {
    return {
      ...Object.fromEntries(Object.entries(from).filter(([unit]) => !gone.includes(unit))),
      ...Object.fromEntries(changed.map((unit) => [unit, hashes[unit]!])),
    };
  }

  const hookPayload = ({ changed, gone }: Changes, routes: string[], removed: string[]) => ({
    types: typesOf(changed, gone),
    routes: [...routes, ...removed],
  });
  const typesOf = (changed: string[], gone: string[]) => [
    ...new Set([...changed, ...gone].map((u) => u.split("/")[0]!)),
  ];

  // The fingerprints file beside the served folder: what its pages were rendered from, shared by
  // the servers that serve the same folder.
  async function folderHashes(): Promise<ContentHashes> {
    try {
      return JSON.parse(await readFile(paths.hashesFile, "utf8")) as ContentHashes;
    } catch {
      return {};
    }
  }
  async function renderedByAnotherServer({ hashes, changed, gone }: Changes): Promise<boolean> {
    const folder = await folderHashes();
    return changed.every((unit) => folder[unit] === hashes[unit]) && gone.every((unit) => !(unit in folder));
  }
  async function recordInFolder(changes: Changes) {
    const next = `${paths.hashesFile}.${process.pid}.tmp`;
    await writeFile(next, JSON.stringify(servedAfter(changes, await folderHashes()), null, 2) + "\n");
    await rename(next, paths.hashesFile);
  }

  // The run as the editor sees it (public.content_publishes): started, then live, requested or failed.
  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
  async function recordStart({ changed, gone }: Changes, routes: string[]): Promise<string> {
    const [run] = await owner<{ id: string }>(
      "insert into public.content_publishes (types, routes) values ($1, $2) returning id",
      [typesOf(changed, gone), routes],
    );
    return run!.id;
  }
  async function recordDone(run: string, state: "live" | "requested", results: unknown[]) {
    await owner("update public.content_publishes set state = $2, results = $3, finished_at = now() where id = $1", [
      run,
      state,
      JSON.stringify(results),
    ]);
  }
  async function recordFailure(run: string, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const results = (error as { results?: unknown }).results ?? [];
    await owner(
      "update public.content_publishes set state = 'failed', error = left($2, 2000), results = $3, finished_at = now() where id = $1",
      [run, message, JSON.stringify(results)],
    );
  }

  const loop = createPublishLoop({
    run: publishWhatChanged,
    onError: (caught) => {
      // A failed publish has said so already; anything else (the database away) is said here.
      if (!(caught as { logged?: boolean }).logged)
        log.warn({ err: caught }, "looking for published content failed; trying again");
    },
    sweepMs: Math.min(sweepMs, retryMs),
  });
  let stopListening: (() => Promise<void>) | null = null;
  return {
    async start() {
      // A notification while a publish runs wakes the loop again once it is done; one lost while
      // the connection was down is made up for by looking again (and, in any case, by the sweep).
      stopListening = await db.listen(
        CONTENT_CHANGED,
        () => loop.wake(),
        () => loop.wake(),
      );
      loop.start();
    },
    async stop() {
      await stopListening?.();
      await loop.stop();
    },
  };
}
