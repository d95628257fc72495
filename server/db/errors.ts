import type { PgError } from "./types.ts";

/** True for an error raised by Postgres (either driver): it carries a five-character SQLSTATE. */
export function isPgError(error: unknown): error is PgError & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as PgError).code === "string" &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code!)
  );
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

/**
 * Node's socket errors that mean the database server could not be reached or the connection
 * broke (the server stopped, restarted, or the network failed).
 */
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean "this connection is gone or the server will not take one now", not that
 * the statement was wrong: 57P01 admin_shutdown (pg_ctl stop), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/;

/** What node-postgres says when the socket closes under it or a connect attempt times out. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

/**
 * The one place that decides whether an error means the database is unreachable (so the
 * request may well succeed if tried again later: 503 with Retry-After) rather than a fault of
 * the request or of our code.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === "string" && (SOCKET_ERRORS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // A connect attempt to several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
  if (error instanceof AggregateError) return error.errors.length > 0 && error.errors.every(isConnectionError);
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * Raised by the database layer instead of the driver's error when the database cannot be
 * reached. Carries no SQLSTATE (it is not the statement's fault); the driver's error is `cause`.
 */
export class DatabaseUnavailableError extends Error {
  /** Seconds a client should wait before trying again. */
  readonly retryAfterSeconds = 1;

  constructor(cause: unknown) {
    super("Could not connect to the database", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}

/** The error the database layer raises: unreachable database as DatabaseUnavailableError, else normalised. */
export function toDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : normalisePgError(error);
}
