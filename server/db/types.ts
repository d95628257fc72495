/**
 * The database contract every backend module codes against. Two implementations:
 * PGlite (embedded, one connection, requests queued) and PostgreSQL through `pg` (a pool).
 */
export type Role = "anon" | "authenticated" | "service_role";

export type Field = { name: string; dataTypeID: number };

export type QueryResult<R = Record<string, unknown>> = {
  rows: R[];
  /** Rows inserted, updated or deleted (0 for a plain select). */
  rowCount: number;
  fields: Field[];
};

/** A connection inside one open transaction. */
export interface Tx {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs fn in one transaction as the API caller: `SET LOCAL ROLE <role>` and
   * `request.jwt.claims` set, so grants and row-level security decide. Commits when fn
   * resolves, rolls back when it throws (the error is rethrown unchanged).
   */
  asRole<T>(role: Role, claims: Record<string, unknown>, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One transaction as the owner: migrations, seeding, tests. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Hears the database's NOTIFY on `channel` (a committed change said by a trigger), from any
   * server on the same database: `onNotify` gets each payload. PostgreSQL keeps a connection of
   * its own for it, opened again after it drops (`onReconnect` then: what was said meanwhile is
   * lost, so look again); PGlite hears its own. Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error as both drivers raise it (SQLSTATE in `code`). */
export type PgError = Error & { code?: string; detail?: string; hint?: string };
