import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { StartupError } from "./data-dir.ts";
import { createCluster } from "./empty-cluster.ts";
import { normalisePgError } from "./errors.ts";
import { createSerialQueue } from "./queue.ts";
import { actAs } from "./session.ts";
import type { Database, QueryResult, Tx } from "./types.ts";

function toResult<R>(result: Results<R> | undefined): QueryResult<R> {
  return {
    rows: result?.rows ?? [],
    rowCount: result?.affectedRows ?? 0,
    fields: (result?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** Without parameters a text may hold several statements (migrations): the last one's result is returned. */
function wrap(tx: Transaction): Tx {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      try {
        if (params === undefined) {
          const results = await tx.exec(sql);
          return toResult(results.at(-1) as Results<R> | undefined);
        }
        return toResult(await tx.query<R>(sql, params));
      } catch (error) {
        throw normalisePgError(error);
      }
    },
  };
}

async function emptyFolder(dir: string): Promise<void> {
  for (const name of await readdir(dir)) await rm(join(dir, name), { recursive: true, force: true });
}

export type PgliteOptions = {
  /** PostgreSQL's shared_buffers inside PGlite's memory (PGLITE_SHARED_BUFFERS). */
  sharedBuffers?: string;
  /** An empty cluster made by the build, copied into an empty `dir` (server/db/empty-cluster.ts). */
  emptyCluster?: string;
};

/**
 * Opens (or, in an empty folder, creates) the database. PGlite's own errors for damaged files
 * ("failed to initialize properly", a WebAssembly abort) do not say where or what to do.
 */
async function create(dir: string, { sharedBuffers, emptyCluster }: PgliteOptions): Promise<PGlite> {
  const hadFiles = (await readdir(dir)).length > 0;
  try {
    if (!hadFiles) await createCluster(dir, emptyCluster);
    return await PGlite.create(dir, {
      // pg_trgm: the inbox's search indexes (supabase/migrations/20261125001000_inbox_search.sql);
      // pgcrypto: the team's one-time passwords (20261126000100_staff_roles.sql).
      extensions: { pg_trgm, pgcrypto },
      // PostgreSQL's default 128 MB of shared buffers sits in PGlite's WebAssembly memory, which
      // never shrinks; the data is in the OS's page cache anyway. 16 MB keeps the server's resting
      // memory about 125 MB lower (docs/decisions/023-small-machine.md).
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers ?? "16MB"}`],
    });
  } catch (error) {
    // A cluster made just now holds nothing yet: take it away, or the next start would read it as a
    // damaged database rather than make a new one.
    if (!hadFiles) await emptyFolder(dir);
    const what = error instanceof Error ? error.message : String(error);
    const problem = hadFiles
      ? "its files look damaged (or were written by another PostgreSQL version). Restore the folder from a " +
        "backup, or move it away to start with an empty database"
      : "a new database could not be created there";
    throw new StartupError(`The PGlite database in ${dir} could not be opened (${what}): ${problem}.`, {
      cause: error,
    });
  }
}

/**
 * The embedded database: data in `dir`, one connection. Every transaction goes through one
 * queue, so requests run one after another, never interleaved.
 */
export async function openPglite(dir: string, options: PgliteOptions = {}): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const pg = await create(dir, options);
  const enqueue = createSerialQueue();
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => enqueue(() => pg.transaction((tx) => fn(wrap(tx))));

  return {
    kind: "pglite",
    asRole: (role, claims, fn) =>
      inTransaction(async (tx) => {
        await actAs(tx, role, claims);
        return fn(tx);
      }),
    asOwner: (fn) => inTransaction(fn),
    async listen(channel, onNotify) {
      const stop = await enqueue(() => pg.listen(channel, onNotify));
      return () => enqueue(() => stop());
    },
    close: () => enqueue(() => pg.close()),
  };
}
