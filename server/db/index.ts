import { join } from "node:path";
import type { Config } from "../config";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Database } from "./types";

export type { Database, PgError, QueryResult, Role, Tx } from "./types";
export { isPgError } from "./errors";
export { migrate, type MigrateOptions, type MigrateReport } from "./migrate";

/** PostgreSQL when DATABASE_URL is set, else PGlite with its data in DATA_DIR/pglite. */
export function openDatabase(config: Pick<Config, "DATA_DIR" | "DATABASE_URL">): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(join(config.DATA_DIR, "pglite"));
}
