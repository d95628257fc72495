import { join } from "node:path";
import type { Config } from "../config.ts";
import { checkDataDir } from "./data-dir.ts";
import { lockDataDir } from "./data-lock.ts";
import { emptyClusterDir } from "./empty-cluster.ts";
import type { Database } from "./types.ts";

export type { Database, PgError, QueryResult, Role, Tx } from "./types.ts";
export { isPgError, isConnectionError, isDatabaseUnavailable, DatabaseUnavailableError } from "./errors.ts";
export { StartupError } from "./data-dir.ts";
export { describeOwner, readOwner, type DataDirOwner } from "./data-lock.ts";
export { migrate, migrationVersions, pendingMigrations, type MigrateOptions, type MigrateReport } from "./migrate.ts";

export type OpenOptions = {
  /** Who opens it, as a second process is told: "server", or a command's name. */
  command?: string;
  /** The lock on an embedded DATA_DIR was taken from under this process: stop writing now. */
  onLost?: (error: Error) => void;
};

/** Two writers on one PGlite folder lose data: the only safe answer to a lost lock is to stop. */
function stopOnLostLock(error: Error): void {
  console.error(
    `The lock on DATA_DIR was lost (${error.message}); stopping so that two processes never write one database.`,
  );
  process.exit(1);
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite with its data in DATA_DIR/pglite. DATA_DIR
 * (uploads live there with either database) is checked first: a folder that cannot be written
 * stops the start with a StartupError naming it. An embedded DATA_DIR is owned by one process
 * (server/db/data-lock.ts) from here until the database is closed; on PostgreSQL several
 * processes share DATA_DIR/storage, so it is not locked.
 */
export async function openDatabase(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL"> & Partial<Pick<Config, "PGLITE_SHARED_BUFFERS" | "BUILD_DIR">>,
  { command = "server", onLost = stopOnLostLock }: OpenOptions = {},
): Promise<Database & { announce(url: string): Promise<void> }> {
  await checkDataDir(config.DATA_DIR);
  if (config.DATABASE_URL) {
    // node-postgres is loaded only on PostgreSQL, PGlite's modules only on PGlite (decision 031).
    const { openPostgres } = await import("./postgres.ts");
    return { ...(await openPostgres(config.DATABASE_URL)), announce: async () => undefined };
  }
  const lock = await lockDataDir(config.DATA_DIR, { command, onLost });
  let db: Database;
  try {
    const { openPglite } = await import("./pglite.ts");
    db = await openPglite(join(config.DATA_DIR, "pglite"), {
      sharedBuffers: config.PGLITE_SHARED_BUFFERS,
      // A first start copies the empty cluster the build made (decision 030).
      emptyCluster: config.BUILD_DIR ? emptyClusterDir(config.BUILD_DIR) : undefined,
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...db,
    announce: (url) => lock.announce(url),
    close: async () => {
      try {
        await db.close();
      } finally {
        await lock.release();
      }
    },
  };
}
