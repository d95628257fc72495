import type { GuardErrors } from "../api/guards.ts";
import { isConnectionError, isPgError } from "../db/errors.ts";
import type { Role } from "../db/types.ts";
import { seconds } from "../security/rate-limit.ts";

/** PostgREST's error body: always these four keys (reference/supabase-wire.md). */
export type RestErrorBody = { code: string; details: string | null; hint: string | null; message: string };

/** Every error the REST layer answers with. `headers` carries e.g. WWW-Authenticate. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
    this.name = "RestError";
  }

  get body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/**
 * What Supabase's gateway, in front of PostgREST, answers for a missing or unknown key: its own
 * body, `{message}`, not PostgREST's four keys.
 */
export class GatewayError extends RestError {
  override get body(): RestErrorBody {
    return { message: this.message } as RestErrorBody;
  }
}

const BEARER_CHALLENGE = (description: string) => ({
  "WWW-Authenticate": `Bearer error="invalid_token", error_description="${description}"`,
});

/** PostgREST quotes the failing parameter and points at the offending character. */
function parseFailure(what: string, input: string, position: number, details: string): RestError {
  return new RestError(400, "PGRST100", `"failed to parse ${what} (${input})" (line 1, column ${position})`, details);
}

/** The one place every REST error is made. */
export const restErrors = {
  parseSelect: (input: string, position: number, details: string) =>
    parseFailure("select parameter", input, position, details),
  parseFilter: (input: string, position: number, details: string) => parseFailure("filter", input, position, details),
  parseOrder: (input: string, position: number, details: string) => parseFailure("order", input, position, details),
  parseLimit: (name: "limit" | "offset", input: string) =>
    parseFailure(`${name} parameter`, input, 1, `expected a whole number of zero or more, got "${input}"`),
  parseColumns: (input: string, position: number, details: string) =>
    parseFailure("columns parameter", input, position, details),

  unknownTable: (table: string, suggestion: string | null) =>
    new RestError(
      404,
      "PGRST205",
      `Could not find the table 'public.${table}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
    ),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, "42703", `column ${table}.${column} does not exist`),
  unknownBodyColumn: (table: string, column: string) =>
    new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`),

  invalidBody: (details: string | null = null) => new RestError(400, "PGRST102", "Empty or invalid json", details),
  keysMustMatch: () => new RestError(400, "PGRST102", "All object keys must match"),
  // PostgREST has no body limit of its own (the gateway has); ours answers in PostgREST's shape.
  bodyTooLarge: (limit: number) =>
    new RestError(413, "PGRST413", "Payload too large", `The request body is larger than the limit of ${limit} bytes`),

  rangeNotSatisfiable: () =>
    new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "The lower boundary must be lower than or equal to the upper boundary",
    ),
  notSingle: (rows: number) =>
    new RestError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  notAcceptable: (accept: string) =>
    new RestError(406, "PGRST107", `None of these media types are available: ${accept}`),
  wrongSchema: () => new RestError(406, "PGRST106", "The schema must be one of the following: public", null, null),
  invalidPath: () => new RestError(404, "PGRST125", "Invalid path specified in request URL"),

  /**
   * The database could not be reached: worth retrying (supabase-js retries a GET answered 503,
   * honouring Retry-After). PostgREST's own answer when it loses its database.
   */
  unavailable: (retryAfterSeconds = 1) =>
    new RestError(
      503,
      "PGRST000",
      "Database connection error. Retrying the connection.",
      "Could not connect to the database",
      "Try again in a few seconds",
      { "Retry-After": String(retryAfterSeconds) },
    ),
  internal: () => new RestError(500, "XX000", "Internal server error"),

  noApiKey: () => new GatewayError(401, "", "No API key found in request"),
  invalidApiKey: () => new GatewayError(401, "", "Invalid API key"),
  /** Supabase refuses secret keys from browsers, so one pasted into a page fails at once. */
  secretKeyInBrowser: () => new GatewayError(401, "", "Forbidden use of secret API key in browser"),
  /** A bearer token that is not a session of this install (PostgREST's PGRST301). */
  invalidJwt: () => new RestError(401, "PGRST301", "Invalid JWT", null, null, BEARER_CHALLENGE("Invalid JWT")),
  expiredJwt: () => new RestError(401, "PGRST303", "JWT expired", null, null, BEARER_CHALLENGE("JWT expired")),
  /** PostgREST has no rate limit of its own (a gateway would answer); ours answers in its shape. */
  tooManyRequests: (kind: "read" | "write", limit: number, retryAfter: number) =>
    new RestError(
      429,
      "PGRST429",
      "Too many requests",
      `More than ${limit} ${kind} requests a minute from this address`,
      `Try again in ${seconds(retryAfter)}`,
      { "Retry-After": String(retryAfter) },
    ),
};

const asAnswer = (error: RestError) => ({ status: error.status, headers: error.headers, body: error.body });

/** The REST API's guard answers (server/api/guards.ts), made here like every other REST error. */
export const restGuardErrors: GuardErrors = {
  refused(problem) {
    switch (problem.problem) {
      case "no-api-key":
        return asAnswer(restErrors.noApiKey());
      case "invalid-api-key":
        return asAnswer(restErrors.invalidApiKey());
      case "secret-key-in-browser":
        return asAnswer(restErrors.secretKeyInBrowser());
      case "expired-jwt":
        return asAnswer(restErrors.expiredJwt());
      case "invalid-jwt":
        return asAnswer(restErrors.invalidJwt());
    }
  },
  tooManyRequests: ({ kind, limit, retryAfter }) => asAnswer(restErrors.tooManyRequests(kind, limit, retryAfter)),
};

/** PostgREST's table from SQLSTATE to HTTP status. 42501 depends on who asked. */
export function statusForSqlState(code: string, role: Role): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "P0001") return 400;
  if (code === "42P17") return 500;
  const cls = code.slice(0, 2);
  if (cls === "08" || cls === "53") return 503;
  if (cls === "0L" || cls === "0P" || cls === "28") return 403;
  if (["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "P0", "XX"].includes(cls))
    return 500;
  return 400;
}

/** The largest request body the server reads (server/app.ts sets it as bodyLimit; errors quote it). */
export const BODY_LIMIT = 1024 * 1024;

/** Turns anything thrown while serving a request into the error to answer with. */
export function toRestError(error: unknown, role: Role): RestError {
  if (error instanceof RestError) return error;
  // Before the SQLSTATE table: 57P01 (the server shutting down) is a connection loss, not a 500.
  if (isConnectionError(error)) return restErrors.unavailable();
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, role);
    const headers: Record<string, string> =
      status === 401 ? { "WWW-Authenticate": "Bearer" } : status === 503 ? { "Retry-After": "1" } : {};
    return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return restErrors.bodyTooLarge(BODY_LIMIT);
  // Fastify's other body errors (bad Content-Length, aborted upload…): the body is unusable.
  if (typeof code === "string" && code.startsWith("FST_ERR_CTP_")) return restErrors.invalidBody();
  return restErrors.internal();
}
