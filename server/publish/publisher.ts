import { readFile, rename, writeFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db";
import { createPollLoop, type PollLoop } from "../mail/poll-loop";
import { callPublishHook } from "./hook";
import { listFiles } from "../site/files";
import { everyRoute, type publishPaths } from "./paths";
import { moveIntoPlace, removeFromPlace, type Renderer } from "./render";
import { contentHashes, liveContent, routesOfUnit, type ContentHashes } from "./snapshot";

export type PublisherOptions = {
  db: Database;
  paths: ReturnType<typeof publishPaths>;
  log: FastifyBaseLogger;
  /** The render process (render.ts), when the on-demand build is there: without it (a site on a CDN) only the hook is called. */
  renderer: Renderer | null;
  /** Called with the routes whose files were replaced, before the publish is reported live. */
  onReplaced: (routes: string[]) => Promise<void>;
  /** A deploy hook told of every publish (a CDN's rebuild or purge): PUBLISH_HOOK_URL. */
  hookUrl?: string;
  /** How often other servers' publishes are looked for (a change through this server wakes it at once). */
  pollMs?: number;
  /** After a failed render, how long before the same content is tried again. */
  retryMs?: number;
};

/**
 * Keeps the served pages equal to the live content (decision 037). Whenever a type's
 * revision moves (a save through any server) and at start, it compares each unit's fingerprint
 * (snapshot.ts) with what this process serves, renders the routes of the units that differ,
 * moves the files in, calls the deploy hook, and records the run in public.content_publishes for
 * the editor. A render that fails leaves every served page as it was; the same content is tried
 * again after `retryMs`. Another server on the same folder may have rendered a unit already (the
 * fingerprints file says so): then this one only takes the new files into its own list.
 */
export function createPublisher(options: PublisherOptions) {
  const { db, paths, log, onReplaced, hookUrl, pollMs = 1_000, retryMs = 30_000 } = options;
  const { renderer } = options;
  let seenRevisions = "";
  let failedAt = 0;
  /**
   * What the pages this process serves were rendered from: the folder's record when it started
   * (a site on a CDN: the content at start, which its build was made from).
   */
  let known: ContentHashes | null = null;

  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

  async function folderHashes(): Promise<ContentHashes> {
    try {
      return JSON.parse(await readFile(paths.hashesFile, "utf8")) as ContentHashes;
    } catch {
      return {};
    }
  }

  async function recordInFolder(hashes: ContentHashes) {
    const next = `${paths.hashesFile}.${process.pid}.tmp`;
    await writeFile(next, JSON.stringify(hashes, null, 2) + "\n");
    await rename(next, paths.hashesFile);
  }

  async function publishChanges() {
    const [latest] = await owner<{ revisions: string }>(
      "select coalesce(jsonb_object_agg(type, revision), '{}')::text as revisions from private.content_revisions",
    );
    const revisions = latest!.revisions;
    const retrying = failedAt !== 0 && Date.now() - failedAt >= retryMs;
    if (revisions === seenRevisions && !retrying) return;
    failedAt = 0;
    const content = await liveContent(db);
    const hashes = contentHashes(content);
    if (known === null && !renderer) {
      // A site on a CDN was built from the content as it is now: only later changes go to the hook.
      known = hashes;
      seenRevisions = revisions;
      return;
    }
    known ??= await folderHashes();
    const changed = Object.keys(hashes).filter((unit) => hashes[unit] !== known![unit]);
    // Units no content shows any more (an article whose resource went): their pages go.
    const gone = Object.keys(known).filter((unit) => !(unit in hashes));
    if (changed.length === 0 && gone.length === 0) {
      seenRevisions = revisions;
      return;
    }
    const pages = everyRoute(await listFiles(paths.siteRoot));
    const routes = [...new Set(changed.flatMap((unit) => routesOfUnit(unit, pages)))];
    const removed = [...new Set(gone.flatMap((unit) => routesOfUnit(unit, pages)))].filter((r) => !routes.includes(r));
    const served = (record: ContentHashes): ContentHashes => ({
      ...Object.fromEntries(Object.entries(record).filter(([unit]) => !gone.includes(unit))),
      ...Object.fromEntries(changed.map((unit) => [unit, hashes[unit]!])),
    });
    const folder = await folderHashes();
    if (renderer && changed.every((unit) => folder[unit] === hashes[unit]) && gone.every((unit) => !(unit in folder))) {
      // Rendered into this folder by another server of the same site: serve the new files.
      await onReplaced([...routes, ...removed]);
      known = served(known);
      seenRevisions = revisions;
      return;
    }
    const types = [...new Set([...changed, ...gone].map((unit) => unit.split("/")[0]!))];
    const [run] = await owner<{ id: string }>(
      "insert into public.content_publishes (types, routes) values ($1, $2) returning id",
      [types, [...routes, ...removed]],
    );
    const id = run!.id;
    const started = performance.now();
    try {
      let results: unknown[] = [];
      if (renderer) {
        const rendered = await renderer.render(routes, content);
        results = rendered.results;
        const failed = rendered.results.filter((r) => !r.ok);
        if (failed.length > 0) {
          await moveIntoPlace(rendered.stagingDir, paths.siteRoot, []);
          throw Object.assign(new Error(failed.map((r) => `${r.route}: ${"error" in r ? r.error : ""}`).join("; ")), {
            results,
          });
        }
        const assets = rendered.results.flatMap((r) => (r.ok ? r.assets : []));
        await moveIntoPlace(rendered.stagingDir, paths.siteRoot, routes, assets);
        await removeFromPlace(paths.siteRoot, removed);
        await onReplaced([...routes, ...removed]);
        await recordInFolder(served(folder));
      }
      if (hookUrl) results.push({ hook: await callPublishHook(hookUrl, { types, routes: [...routes, ...removed] }) });
      await owner("update public.content_publishes set state = $2, results = $3, finished_at = now() where id = $1", [
        id,
        renderer ? "live" : "requested",
        JSON.stringify(results),
      ]);
      known = served(known);
      seenRevisions = revisions;
      log.info(
        { routes, removed, ms: Math.round(performance.now() - started) },
        renderer ? "published" : "deploy requested",
      );
    } catch (error) {
      failedAt = Date.now();
      seenRevisions = revisions;
      const message = error instanceof Error ? error.message : String(error);
      const results = (error as { results?: unknown }).results ?? [];
      await owner(
        "update public.content_publishes set state = 'failed', error = left($2, 2000), results = $3, finished_at = now() where id = $1",
        [id, message, JSON.stringify(results)],
      );
      log.error({ err: error, routes }, "publishing failed: the last good pages stay served");
    }
  }

  const loop: PollLoop = createPollLoop({
    drain: publishChanges,
    onError: (caught) => log.warn({ err: caught }, "looking for published content failed; trying again"),
    pollMs,
    stopGraceMs: 60_000,
  });
  return {
    start: () => loop.start(),
    wake: () => loop.wake(),
    stop: () => loop.stop(),
  };
}
