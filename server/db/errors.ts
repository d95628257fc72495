import type { PgError } from "./types";

/** True for an error raised by Postgres (either driver): it carries a five-character SQLSTATE. */
export function isPgError(error: unknown): error is PgError & { code: string } {
  return error instanceof Error && typeof (error as PgError).code === "string" && /^[0-9A-Z]{5}$/.test((error as PgError).code!);
}

/**
 * Both drivers already raise errors with code/detail/hint; this only makes absent fields
 * `undefined` consistently and drops what PGlite attaches (the query and its parameters,
 * which may hold personal data) so it never reaches a log.
 */
export function normalisePgError(error: unknown): unknown {
  if (!isPgError(error)) return error;
  const e = error as PgError & { query?: unknown; params?: unknown; queryOptions?: unknown };
  delete e.query;
  delete e.params;
  delete e.queryOptions;
  if (e.detail === null) e.detail = undefined;
  if (e.hint === null) e.hint = undefined;
  return e;
}
