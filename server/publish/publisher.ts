import { readFile, rename, writeFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db";
import { createPollLoop, type PollLoop } from "../mail/poll-loop";
import type { publishPaths } from "./paths";
import { moveIntoPlace, renderInChild } from "./render";
import { contentHashes, liveContent, routesOfUnit, type ContentHashes } from "./snapshot";

export type PublisherOptions = {
  db: Database;
  paths: ReturnType<typeof publishPaths>;
  log: FastifyBaseLogger;
  /** Called with the routes whose files were replaced, before the publish is reported live. */
  onReplaced: (routes: string[]) => Promise<void>;
  /** How often other servers' publishes are looked for (a change through this server wakes it at once). */
  pollMs?: number;
  /** After a failed render, how long before the same content is tried again. */
  retryMs?: number;
};

/**
 * Keeps the served pages equal to the live content (issue 37, decision 037). Whenever a type's
 * revision moves (a save through any server) and at start, it compares each type's fingerprint
 * with the served pages' (build/content-hashes.json), renders the routes of the types that
 * differ in a child process, moves the files in, and records the run in public.content_publishes
 * for the editor. A render that fails leaves every served page as it was; the same content is
 * tried again after `retryMs`.
 */
export function createPublisher({ db, paths, log, onReplaced, pollMs = 1_000, retryMs = 30_000 }: PublisherOptions) {
  let seenRevisions = "";
  let failedAt = 0;

  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

  async function servedHashes(): Promise<ContentHashes> {
    try {
      return JSON.parse(await readFile(paths.hashesFile, "utf8")) as ContentHashes;
    } catch {
      return {};
    }
  }

  async function recordServed(hashes: ContentHashes) {
    const next = `${paths.hashesFile}.${process.pid}.tmp`;
    await writeFile(next, JSON.stringify(hashes, null, 2) + "\n");
    await rename(next, paths.hashesFile);
  }

  async function publishChanges() {
    const [latest] = await owner<{ revisions: string }>(
      "select coalesce(jsonb_object_agg(type, revision), '{}')::text as revisions from private.content_revisions",
    );
    const revisions = latest!.revisions;
    if (revisions === seenRevisions && !(failedAt && Date.now() - failedAt >= retryMs)) return;
    if (revisions !== seenRevisions) failedAt = 0;
    if (failedAt) failedAt = 0;
    const content = await liveContent(db);
    const hashes = contentHashes(content);
    const served = await servedHashes();
    const changed = [...new Set([...Object.keys(hashes), ...Object.keys(served)])].filter(
      (unit) => hashes[unit] !== served[unit] && hashes[unit] !== undefined,
    );
    if (changed.length === 0) {
      seenRevisions = revisions;
      return;
    }
    const routes = [...new Set(changed.flatMap(routesOfUnit))];
    const types = [...new Set(changed.map((unit) => unit.split("/")[0]!))];
    const [run] = await owner<{ id: string }>(
      "insert into public.content_publishes (types, routes) values ($1, $2) returning id",
      [types, routes],
    );
    const id = run!.id;
    const started = performance.now();
    try {
      const rendered = await renderInChild(paths, routes, content);
      const failed = rendered.results.filter((r) => !r.ok);
      if (failed.length > 0) {
        await moveIntoPlace(rendered.stagingDir, paths.siteRoot, []);
        throw Object.assign(new Error(failed.map((r) => `${r.route}: ${"error" in r ? r.error : ""}`).join("; ")), {
          results: rendered.results,
        });
      }
      await moveIntoPlace(rendered.stagingDir, paths.siteRoot, routes);
      await onReplaced(routes);
      await recordServed({ ...served, ...Object.fromEntries(changed.map((unit) => [unit, hashes[unit]!])) });
      await owner(
        "update public.content_publishes set state = 'live', results = $2, finished_at = now() where id = $1",
        [id, JSON.stringify(rendered.results)],
      );
      seenRevisions = revisions;
      log.info(
        {
          routes,
          ms: Math.round(performance.now() - started),
          renderPeakRssMb: Math.round(rendered.peakRssBytes / 1e6),
        },
        "published",
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
  return { start: () => loop.start(), wake: () => loop.wake(), stop: () => loop.stop() };
}
