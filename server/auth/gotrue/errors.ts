import type { FastifyReply, FastifyRequest } from "fastify";
import type { GuardAnswer, GuardErrors } from "../../api/guards.ts";

/**
 * GoTrue's errors (supabase/auth internal/api/errors.go). A client that sends
 * `X-Supabase-Api-Version: 2024-01-01` (auth-js does) gets `{code, message}` with the version
 * echoed; an older client gets `{code: <status>, error_code, msg}`. Both get `x-sb-error-code`,
 * which is all auth-js needs to tell the errors apart.
 */
export const API_VERSION = "2024-01-01";
const API_VERSION_HEADER = "x-supabase-api-version";

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra body fields, e.g. `weak_password: {reasons}`. */
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string | number>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string | number> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
    this.name = "AuthError";
  }
}

/** Every error /auth/v1 answers with, in one place (codes and wording as GoTrue's). */
export const authErrors = {
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  badJson: () => new AuthError(400, "bad_json", "Could not parse request body as JSON"),
  unsupportedGrant: () => new AuthError(400, "validation_failed", "unsupported_grant_type"),
  refreshTokenNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  refreshSessionNotFound: () =>
    new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found"),
  sessionExpired: (why = "") =>
    new AuthError(400, "session_expired", `Invalid Refresh Token: Session Expired${why ? ` (${why})` : ""}`),
  userBanned: () => new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned"),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) =>
    new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  insufficientAalToEnroll: () => new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor"),
  insufficientAalToUnenroll: () => new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor"),
  insufficientAalToUpdate: () =>
    new AuthError(401, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled."),
  // GoTrue's code for an action that needs the user to prove themselves again.
  reauthenticationNeeded: () =>
    new AuthError(
      403,
      "reauthentication_needed",
      "Enter a code from your current authenticator first: changing factors needs one from the last 5 minutes",
    ),
  factorNotFound: () => new AuthError(404, "mfa_factor_not_found", "Factor not found"),
  challengeNotFound: () =>
    new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found"),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  challengeMismatch: () => new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch."),
  verificationFailed: () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered"),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    ),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, "weak_password", message, { weak_password: { reasons } }),
  // GoTrue's answer to a link that is unknown, used or expired.
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  // GoTrue's codes with GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (one message for both).
  currentPasswordRequired: () =>
    new AuthError(400, "current_password_required", "Current password required when setting new password."),
  currentPasswordInvalid: () =>
    new AuthError(400, "current_password_invalid", "Current password required when setting new password."),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      "over_request_rate_limit",
      "Request rate limit reached",
      {},
      { "retry-after": retryAfterSeconds },
    ),
  /** An account (or e-mail address) with too many failed sign-ins: the same for unknown addresses. */
  accountLocked: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      "over_request_rate_limit",
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? "s" : ""}.`,
      {},
      { "retry-after": retryAfterSeconds },
    ),
  notFound: () => new AuthError(404, "not_found", "Not Found"),
  invalidApiKey: () => new AuthError(401, "invalid_api_key", "Invalid API key"),
  noApiKey: () => new AuthError(401, "no_api_key", "No API key found in request"),
  secretKeyInBrowser: () => new AuthError(401, "invalid_api_key", "Forbidden use of secret API key in browser"),
  internal: () => new AuthError(500, "unexpected_failure", "Internal Server Error"),
};

/** The client asked for the 2024-01-01 error shape (or a later version). */
function wantsVersioned(request: FastifyRequest): boolean {
  const value = request.headers[API_VERSION_HEADER];
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION;
}

/** Sets the version echo on every answer (errors and successes, as GoTrue does). */
export function echoApiVersion(request: FastifyRequest, reply: FastifyReply) {
  if (wantsVersioned(request)) reply.header(API_VERSION_HEADER, API_VERSION);
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  echoApiVersion(request, reply);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  reply.code(error.status).header("x-sb-error-code", error.code).type("application/json; charset=utf-8");
  const body = wantsVersioned(request)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return reply.send(body);
}

/** A guard's answer (server/api/guards.ts) in the versioned shape auth-js asks for. */
function guardAnswer(error: AuthError): GuardAnswer {
  return {
    status: error.status,
    headers: {
      "x-sb-error-code": error.code,
      "x-supabase-api-version": API_VERSION,
      ...Object.fromEntries(Object.entries(error.headers).map(([k, v]) => [k, String(v)])),
    },
    body: { code: error.code, message: error.message, ...error.extra },
  };
}

/** /auth/v1's answers for the API guards: a bad bearer token is GoTrue's 403 bad_jwt. */
export const authGuardErrors: GuardErrors = {
  refused(problem) {
    switch (problem.problem) {
      case "no-api-key":
        return guardAnswer(authErrors.noApiKey());
      case "invalid-api-key":
        return guardAnswer(authErrors.invalidApiKey());
      case "secret-key-in-browser":
        return guardAnswer(authErrors.secretKeyInBrowser());
      case "expired-jwt":
        return guardAnswer(authErrors.badJwt("token has invalid claims: token is expired"));
      case "invalid-jwt":
        return guardAnswer(authErrors.badJwt(problem.detail));
    }
  },
  tooManyRequests: ({ retryAfter }) => guardAnswer(authErrors.rateLimited(retryAfter)),
};
