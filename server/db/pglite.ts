import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { mkdir, readdir } from "node:fs/promises";
import { StartupError } from "./data-dir";
import { normalisePgError } from "./errors";
import { createSerialQueue } from "./queue";
import { actAs } from "./session";
import type { Database, QueryResult, Tx } from "./types";

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

/**
 * Opens (or, in an empty folder, creates) the database. PGlite's own errors for damaged files
 * ("failed to initialize properly", a WebAssembly abort) do not say where or what to do.
 */
async function create(dir: string): Promise<PGlite> {
  const hadFiles = (await readdir(dir)).length > 0;
  try {
    return await PGlite.create(dir);
  } catch (error) {
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
export async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const pg = await create(dir);
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
    close: () => enqueue(() => pg.close()),
  };
}
