/**
 * The retention setting applied every day by the server (and on demand by staff through
 * /rest/v1/rpc/apply_retention): submissions older than the setting go, with their files; and the
 * rendered record's own setting, in years; and items 30 days in the trash.
 * The database function does the deleting in one transaction; the reaper then removes the files
 * whose rows went. Several processes may each run it: a second run finds nothing left to delete.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionResult = { months: number; before: string; rows: Record<string, number>; files: string[] };

/** Runs apply_retention as the install (owner, no claims: the log names no person) and removes the files. */
export async function applyRetention(app: FastifyInstance): Promise<RetentionResult> {
  const { rows } = await app.db.asOwner((tx) =>
    tx.query<{ result: RetentionResult | string }>("select public.apply_retention() as result", []),
  );
  const raw = rows[0]!.result;
  const result = typeof raw === "string" ? (JSON.parse(raw) as RetentionResult) : raw;
  if (result.files.length) await app.storageReaper.run();
  return result;
}

/**
 * Uploads that no submission names an hour after they were made (an upload whose insert was
 * refused, or never came) are queued for removal, and the reaper removes them.
 */
export async function removeOrphanFiles(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.asOwner((tx) =>
    tx.query<{ queued: number }>("select private.queue_orphan_files() as queued", []),
  );
  const queued = rows[0]!.queued;
  if (queued) await app.storageReaper.run();
  return queued;
}

/**
 * The rendered record's rows older than its setting (six years by default), but never a route's
 * last page before then: what it still served.
 */
export async function pruneRecord(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.asOwner((tx) =>
    tx.query<{ removed: number }>("select private.prune_site_record() as removed", []),
  );
  return rows[0]!.removed;
}

/** Items deleted 30 days ago leave the trash for good. */
export async function emptyContentTrash(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.asOwner((tx) =>
    tx.query<{ removed: number }>("select private.empty_content_trash() as removed", []),
  );
  return rows[0]!.removed;
}

/** Once shortly after start, then every `intervalMs` (a day). */
export default fp(
  async function retentionJob(app: FastifyInstance, opts: { intervalMs?: number; firstRunDelayMs?: number }) {
    const interval = opts.intervalMs ?? DAY_MS;
    const run = () =>
      applyRetention(app)
        .then((result) => {
          const removed = Object.values(result.rows).reduce((a, b) => a + b, 0);
          if (removed)
            app.log.info({ rows: result.rows, files: result.files.length }, "retention: old submissions deleted");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "retention: the daily run failed"))
        .then(() => removeOrphanFiles(app))
        .then((files) => files && app.log.info({ files }, "uploads that no submission names removed"))
        .catch((error: unknown) => app.log.warn({ err: error }, "removing orphan uploads failed"))
        .then(() => pruneRecord(app))
        .then((rows) => rows && app.log.info({ rows }, "retention: pages older than the record's years removed"))
        .catch((error: unknown) => app.log.warn({ err: error }, "pruning the rendered record failed"))
        .then(() => emptyContentTrash(app))
        .then((items) => items && app.log.info({ items }, "retention: items 30 days in the trash removed"))
        .catch((error: unknown) => app.log.warn({ err: error }, "emptying the trash failed"));
    const timers: NodeJS.Timeout[] = [];
    app.addHook("onReady", async () => {
      timers.push(setTimeout(run, opts.firstRunDelayMs ?? 60_000).unref());
      timers.push(setInterval(run, interval).unref());
    });
    app.addHook("onClose", async () => timers.forEach(clearTimeout));
  },
  { name: "kosmos-retention", dependencies: ["kosmos-db", "kosmos-storage-reaper"] },
);
