/**
 * Files follow their rows. Deleting a storage.objects row (Storage's DELETE, an erasure, the
 * retention job) queues its file in private.removed_files in the same transaction (migration
 * 20261124000300_back_office.sql); the reaper then removes each queued file whose row is still
 * gone. The database is the truth: a rolled-back delete queues nothing, a crash after the commit
 * leaves the queue for the next run, and a key uploaded again since keeps its new file.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readdir, rm, rmdir, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Database } from "../db/types.ts";
import { objectFilePath } from "./keys.ts";

type Queued = { id: string; bucket_id: string; name: string; removed_at: Date | string; live: boolean };

const BATCH = 500;

/** Removes `<root>/<bucket>/<key>` unless it was written after the row was deleted, then the folders it leaves empty. */
async function removeFile(root: string, bucketId: string, key: string, removedAt: Date): Promise<boolean> {
  let path: string;
  try {
    path = objectFilePath(root, bucketId, key);
  } catch {
    return false; // a name that cannot be a file of ours
  }
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return false;
  // Written after the delete committed: an upload of the same key since (its row may not be committed yet).
  if (info.mtimeMs > removedAt.getTime() + 1000) return false;
  await rm(path, { force: true });
  const bucketDir = resolve(root, bucketId);
  for (let folder = dirname(path); folder.startsWith(bucketDir + sep); folder = dirname(folder)) {
    const left = await readdir(folder).catch(() => null);
    if (!left || left.length) break;
    await rmdir(folder).catch(() => undefined);
  }
  return true;
}

/**
 * Removes stored objects through Storage, the way its API does: on the embedded backend the rows
 * of our own storage.objects (their files follow through the removed-files queue); on a hosted
 * project Storage's API (server/storage/hosted-remover.ts).
 */
export type ObjectRemover = (bucketId: string, names: string[]) => Promise<void>;

export const embeddedRemover =
  (db: Database): ObjectRemover =>
  async (bucketId, names) => {
    await db.asOwner((tx) =>
      tx.query("delete from storage.objects where bucket_id = $1 and name = any($2::text[])", [bucketId, names]),
    );
  };

/**
 * Drains private.files_to_remove, which erasure and retention fill in the transaction that deletes
 * the rows (migration 20261125000400): each batch is removed through Storage, and only then
 * forgotten, so a crash in between removes it again at the next run (removing is idempotent).
 */
async function drainErasedFiles(db: Database, remove: ObjectRemover): Promise<number> {
  let drained = 0;
  for (;;) {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: string; bucket_id: string; name: string }>(
        "select id::text as id, bucket_id, name from private.files_to_remove order by id limit $1",
        [BATCH],
      ),
    );
    if (!rows.length) return drained;
    const byBucket = new Map<string, string[]>();
    for (const row of rows) byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row.name]);
    for (const [bucketId, names] of byBucket) await remove(bucketId, names);
    await db.asOwner((tx) =>
      tx.query("delete from private.files_to_remove where id = any($1::bigint[])", [rows.map((r) => r.id)]),
    );
    drained += rows.length;
    if (rows.length < BATCH) return drained;
  }
}

export type Reaper = {
  /** Removes every queued file whose row is gone; answers how many files went. */
  run(): Promise<number>;
  /** Resolves once no run is in progress. */
  settled(): Promise<void>;
};

export function createReaper(db: Database, storageRoot: string, remove: ObjectRemover = embeddedRemover(db)): Reaper {
  let running: Promise<number> | null = null;
  const once = async () => {
    await drainErasedFiles(db, remove);
    let removed = 0;
    for (;;) {
      const { rows } = await db.asOwner((tx) =>
        tx.query<Queued>(
          `select q.id::text as id, q.bucket_id, q.name, q.removed_at,
                  exists (select 1 from storage.objects o where o.bucket_id = q.bucket_id and o.name = q.name) as live
             from private.removed_files q order by q.id limit $1`,
          [BATCH],
        ),
      );
      if (!rows.length) return removed;
      for (const row of rows) {
        if (!row.live && (await removeFile(storageRoot, row.bucket_id, row.name, new Date(row.removed_at)))) removed++;
      }
      // Only after the files are gone: a crash before this line leaves them queued for the next run.
      await db.asOwner((tx) =>
        tx.query("delete from private.removed_files where id = any($1::bigint[])", [rows.map((r) => r.id)]),
      );
      if (rows.length < BATCH) return removed;
    }
  };
  return {
    // One run at a time; a call during a run waits for it and then runs again (it may have missed new rows).
    async run() {
      while (running) await running.catch(() => undefined);
      running = once().finally(() => {
        running = null;
      });
      return running;
    },
    async settled() {
      while (running) await running.catch(() => undefined);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    storageReaper: Reaper;
  }
}

/** `app.storageReaper`, run at start and every `intervalMs` (a crash's leftovers, deletes made by SQL). */
export default fp(
  async function reaperPlugin(
    app: FastifyInstance,
    opts: { dataDir: string; intervalMs: number; remover?: ObjectRemover },
  ) {
    const reaper = createReaper(app.db, join(opts.dataDir, "storage"), opts.remover);
    app.decorate("storageReaper", reaper);
    const tick = () =>
      reaper
        .run()
        .catch((error: unknown) => app.log.warn({ err: error }, "removing the files of deleted objects failed"));
    let timer: NodeJS.Timeout | null = null;
    app.addHook("onReady", async () => {
      await tick();
      if (opts.intervalMs > 0) {
        timer = setInterval(tick, opts.intervalMs);
        timer.unref();
      }
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await reaper.settled();
    });
  },
  { name: "kosmos-storage-reaper", dependencies: ["kosmos-db"] },
);
