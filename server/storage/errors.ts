/**
 * Every Storage error comes from here, in Supabase Storage's exact wire shape
 * (shared/reference/supabase-wire.md): the body carries the real status as a string in
 * `statusCode`; the HTTP status is 400 for most errors (as Supabase answers), 413 for
 * EntityTooLarge, 500 for an internal error.
 */
import type { GuardErrors } from "../api/guards.ts";
import { seconds } from "../security/rate-limit.ts";

export type StorageErrorBody = {
  statusCode: string;
  code: string;
  error: string;
  message: string;
};

export class StorageError extends Error {
  readonly httpStatus: number;
  readonly body: StorageErrorBody;

  constructor(httpStatus: number, body: StorageErrorBody) {
    super(body.message);
    this.name = "StorageError";
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

function storageError(httpStatus: number, statusCode: string, code: string, error: string, message: string) {
  return new StorageError(httpStatus, { statusCode, code, error, message });
}

export const storageErrors = {
  noSuchBucket: () => storageError(400, "404", "NoSuchBucket", "Bucket not found", "Bucket not found"),

  noSuchKey: () => storageError(400, "404", "NoSuchKey", "not_found", "Object not found"),

  /** The declared type is not in the bucket's list; the message quotes the type as sent. */
  invalidMimeType: (declared: string) =>
    storageError(400, "415", "InvalidMimeType", "invalid_mime_type", `mime type ${declared} is not supported`),

  /** The bytes are not what the declared type says they are (our own check, same code as Supabase's type refusal). */
  contentMismatch: (essence: string) =>
    storageError(
      400,
      "415",
      "InvalidMimeType",
      "invalid_mime_type",
      `file content does not match mime type ${essence}`,
    ),

  entityTooLarge: () =>
    storageError(413, "413", "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),

  keyAlreadyExists: () => storageError(400, "409", "KeyAlreadyExists", "Duplicate", "The resource already exists"),

  accessDenied: () =>
    storageError(400, "403", "AccessDenied", "Unauthorized", "new row violates row-level security policy"),

  invalidKey: (key: string) => storageError(400, "400", "InvalidKey", "InvalidKey", `Invalid key: ${key}`),

  invalidRequest: (message: string) => storageError(400, "400", "InvalidRequest", "invalid_request", message),

  routeNotFound: (method: string, url: string) =>
    storageError(404, "404", "NotFound", "Not Found", `Route ${method}:${url} not found`),

  internal: () => storageError(500, "500", "InternalError", "internal", "Internal Server Error"),

  /**
   * The database could not be reached: a real 503 (with Retry-After, set by the plugin), so a
   * client may try again; Storage's shape, with its DatabaseError code.
   */
  databaseUnavailable: () =>
    storageError(503, "503", "DatabaseError", "Service Unavailable", "Could not connect to the database"),

  /** Unlike its other errors (HTTP 400), answered with a real 429. */
  /** The disk is close to full: uploads wait, so that the database stays writable. */
  insufficientStorage: () =>
    storageError(
      507,
      "507",
      "InsufficientStorage",
      "Insufficient Storage",
      "The server is short of disk space: try again later",
    ),
  lengthRequired: () =>
    storageError(
      411,
      "411",
      "MissingContentLength",
      "Length Required",
      "Say the size of the file: send it with a Content-Length header",
    ),
  tooManyRequests: (retryAfter: number) =>
    storageError(
      429,
      "429",
      "TooManyRequests",
      "Too Many Requests",
      `Too many requests: try again in ${seconds(retryAfter)}`,
    ),
  /** A bearer token that is not a session of this install. */
  invalidJwt: (message: string) => storageError(401, "401", "InvalidJWT", "Unauthorized", message),
};

/**
 * The gateway in front of Storage answers a missing or unknown key itself, with its own body
 * (the same as REST's); everything else is Storage's shape.
 */
export const storageGuardErrors: GuardErrors = {
  refused(problem) {
    switch (problem.problem) {
      case "no-api-key":
        return { status: 401, body: { message: "No API key found in request" } };
      case "invalid-api-key":
        return { status: 401, body: { message: "Invalid API key" } };
      case "secret-key-in-browser":
        return { status: 401, body: { message: "Forbidden use of secret API key in browser" } };
      case "expired-jwt":
        return answerOf(storageErrors.invalidJwt("jwt expired"));
      case "invalid-jwt":
        return answerOf(storageErrors.invalidJwt("invalid signature"));
    }
  },
  tooManyRequests: ({ retryAfter }) => ({
    ...answerOf(storageErrors.tooManyRequests(retryAfter)),
    headers: { "Retry-After": String(retryAfter) },
  }),
};

function answerOf(error: StorageError) {
  return { status: error.httpStatus, body: error.body };
}

export function isStorageError(error: unknown): error is StorageError {
  return error instanceof StorageError;
}
