import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/types.ts";
import type { InstallKeys } from "../../keys/index.ts";
import { addressLimit } from "./address-limit.ts";
import { adminRoutes } from "./admin.ts";
import { installApiGuards } from "../../api/guards.ts";
import { AuthError, authErrors, authGuardErrors, echoApiVersion, sendAuthError } from "./errors.ts";
import { factorRoutes } from "./routes/factors.ts";
import { tokenRoutes } from "./routes/token.ts";
import { userRoutes } from "./routes/user.ts";
import type { AuthRoutes } from "./routes/context.ts";
import { strictValidator } from "./schemas.ts";
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from "./sessions.ts";
import { DEFAULT_THROTTLE, type ThrottlePolicy } from "./throttle.ts";

export type GoTrueOptions = {
  /** The database (default: the app's `db` decorator). */
  db?: Database;
  keys: InstallKeys;
  /** The public origin: tokens' `iss` is `${siteUrl}/auth/v1`; TOTP's default issuer is its host. */
  siteUrl: string;
  /** Per client address: /token requests per 5 minutes (GoTrue: 150), challenge and verify per minute (15). 0: off. */
  limits?: { tokenPerFiveMinutes?: number; mfaPerMinute?: number };
  throttle?: Partial<ThrottlePolicy>;
  sessions?: Partial<SessionPolicy>;
};

/**
 * The part of Supabase Auth (GoTrue) that staff sign-in needs, under /auth/v1 (register with
 * that prefix): password and refresh grants, an invitation's link, logout, the user, TOTP
 * factors, the admin API for the install's secret key, and the JWKS. No sign-up and no recovery.
 * The API guard verifies the caller's key and token once (`request.caller`); the routes, in
 * groups under ./routes, read their account and session from it. See
 * docs/decisions/010-staff-sign-in.md; the wire is ../shared/reference/supabase-auth-wire.md.
 */
export default async function gotruePlugin(app: FastifyInstance, opts: GoTrueOptions) {
  const db = opts.db ?? app.db;
  const throttle: ThrottlePolicy = { ...DEFAULT_THROTTLE, ...opts.throttle };
  const auth: AuthRoutes = {
    owner: (fn) => db.asOwner(fn),
    tokens: {
      keys: opts.keys,
      issuer: `${opts.siteUrl.replace(/\/+$/, "")}/auth/v1`,
      policy: { ...DEFAULT_SESSION_POLICY, ...opts.sessions },
    },
    throttle,
    codeThrottle: { ...throttle, growLocks: true },
    tokenLimit: addressLimit(opts.limits?.tokenPerFiveMinutes ?? 150, 300),
    mfaLimit: addressLimit(opts.limits?.mfaPerMinute ?? 15, 60),
    defaultIssuer: new URL(opts.siteUrl).host,
  };

  await installApiGuards(app, {
    errors: authGuardErrors,
    exposedHeaders: ["X-Supabase-Api-Version", "x-sb-error-code"],
  });
  app.addHook("onSend", async (request, reply, payload) => {
    echoApiVersion(request, reply);
    // Sessions and users are never to be cached on the way (the JWKS sets its own).
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  // auth-js sends `Content-Type: application/json` on every call, with no body on some (logout):
  // an empty body is an empty object, as GoTrue reads it.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    if (typeof body !== "string" || body.trim() === "") return done(null, {});
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
        return done(authErrors.badJson(), undefined);
      done(null, parsed);
    } catch {
      done(authErrors.badJson(), undefined);
    }
  });
  app.setValidatorCompiler(strictValidator);
  // No body at all (no Content-Type either) is read as an empty one too, before the schemas see it.
  app.addHook("preValidation", async (request) => {
    request.body ??= {};
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    // A body or query of the wrong shape (a failed schema) is what Go's decoder refuses.
    if (status === 400 || status === 415) return sendAuthError(request, reply, authErrors.badJson());
    if (status === 413)
      return sendAuthError(request, reply, new AuthError(413, "request_too_large", "Request body too large"));
    request.log.error({ err: error }, "auth request failed");
    return sendAuthError(request, reply, authErrors.internal());
  });
  app.setNotFoundHandler((request, reply) => sendAuthError(request, reply, authErrors.notFound()));

  // GoTrue's admin API, for the install's secret key (npm run staff while the server runs).
  await app.register(adminRoutes, { db });
  tokenRoutes(app, auth);
  userRoutes(app, auth);
  factorRoutes(app, auth);
}

/**
 * GET /.well-known/jwks.json: the public halves of the install's live signing keys, cacheable
 * for ten minutes as GoTrue's (auth-js caches it as long). Public: no key needed to read it,
 * from any origin (its preflight is answered by the CORS of gotruePlugin's context, whose
 * OPTIONS route covers the whole prefix).
 */
export async function jwksPlugin(app: FastifyInstance, opts: { keys: InstallKeys }) {
  app.get("/.well-known/jwks.json", async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header("cache-control", "public, max-age=600")
      .header("access-control-allow-origin", "*")
      .send(opts.keys.jwks()),
  );
}
