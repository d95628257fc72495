import { join } from "node:path";
import type { Config } from "../config";
import { checkDataDir } from "./data-dir";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Database } from "./types";

export type { Database, PgError, QueryResult, Role, Tx } from "./types";
export { isPgError, isConnectionError, isDatabaseUnavailable, DatabaseUnavailableError } from "./errors";
export { StartupError } from "./data-dir";
export { migrate, type MigrateOptions, type MigrateReport } from "./migrate";

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite with its data in DATA_DIR/pglite. DATA_DIR
 * (uploads live there with either database) is checked first: a folder that cannot be written
 * stops the start with a StartupError naming it.
 */
export async function openDatabase(config: Pick<Config, "DATA_DIR" | "DATABASE_URL">): Promise<Database> {
  await checkDataDir(config.DATA_DIR);
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(join(config.DATA_DIR, "pglite"));
}
