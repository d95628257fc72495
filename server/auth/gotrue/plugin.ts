import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database, Tx } from "../../db/types";
import type { InstallKeys } from "../../keys";
import { addressLimit } from "./address-limit";
import { adminRoutes } from "./admin";
import { installApiGuards } from "../../api/guards";
import { AuthError, authErrors, authGuardErrors, echoApiVersion, sendAuthError } from "./errors";
import { createChallenge, enrollTotp, lastUsedStep, lockFactor, markVerified, openChallenge, ownFactor, unenroll } from "./factors";
import { checkPassword, hashPassword, passwordProblem } from "./passwords";
import {
  DEFAULT_SESSION_POLICY,
  endSessions,
  findSession,
  raiseToAal2,
  refreshSession,
  startSession,
  type SessionPolicy,
  type SessionRow,
  type TokenContext,
} from "./sessions";
import { clearFailures, DEFAULT_THROTTLE, factorKey, failedAttempt, passwordKey, reserveAttempt, type ThrottlePolicy } from "./throttle";
import { takeInvitation } from "./invitations";
import { InvalidAccessToken, verifyAccessToken } from "./tokens";
import { matchingStep } from "./totp";
import { factorsOf, findUserByEmail, findUserById, isActive, userJson, UUID, type UserRow } from "./users";

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

/** The signed-in caller of a route that needs a session. */
type Signed = { user: UserRow; session: SessionRow };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (value: unknown) => (typeof value === "string" ? value : "");
const LOGOUT_SCOPES = new Set(["global", "local", "others"]);

/**
 * The part of Supabase Auth (GoTrue) that staff sign-in needs, under /auth/v1 (register with
 * that prefix): password and refresh grants, logout, the user, TOTP factors, and the JWKS.
 * No sign-up and no recovery: accounts are made by `npm run staff`. See
 * docs/decisions/010-staff-sign-in.md; the wire is ../shared/reference/supabase-auth-wire.md.
 */
export default async function gotruePlugin(app: FastifyInstance, opts: GoTrueOptions) {
  const db = opts.db ?? app.db;
  const ctx: TokenContext = {
    keys: opts.keys,
    issuer: `${opts.siteUrl.replace(/\/+$/, "")}/auth/v1`,
    policy: { ...DEFAULT_SESSION_POLICY, ...opts.sessions },
  };
  const throttle: ThrottlePolicy = { ...DEFAULT_THROTTLE, ...opts.throttle };
  // A known password must not buy a steady ten codes every quarter of an hour: code locks grow.
  const codeThrottle: ThrottlePolicy = { ...throttle, growLocks: true };
  const tokenLimit = addressLimit(opts.limits?.tokenPerFiveMinutes ?? 150, 300);
  const mfaLimit = addressLimit(opts.limits?.mfaPerMinute ?? 15, 60);
  const defaultIssuer = new URL(opts.siteUrl).host;
  const owner = <T>(fn: (tx: Tx) => Promise<T>) => db.asOwner(fn);

  await installApiGuards(app, { errors: authGuardErrors, exposedHeaders: ["X-Supabase-Api-Version", "x-sb-error-code"] });
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
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return done(authErrors.badJson(), undefined);
      done(null, parsed);
    } catch {
      done(authErrors.badJson(), undefined);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 400 || status === 415) return sendAuthError(request, reply, authErrors.badJson());
    if (status === 413) return sendAuthError(request, reply, new AuthError(413, "request_too_large", "Request body too large"));
    request.log.error({ err: error }, "auth request failed");
    return sendAuthError(request, reply, authErrors.internal());
  });
  app.setNotFoundHandler((request, reply) => sendAuthError(request, reply, authErrors.notFound()));
  // GoTrue's admin API, for the install's secret key (npm run staff while the server runs).
  await app.register(adminRoutes, { db });

  function limited(limit: ReturnType<typeof addressLimit>, request: FastifyRequest) {
    const retryAfter = limit.take(request.ip);
    if (retryAfter > 0) {
      request.log.warn({ ip: request.ip, url: request.url }, "auth rate limit exceeded");
      throw authErrors.rateLimited(retryAfter);
    }
  }

  /** The caller's session from the bearer token, as GoTrue's requireAuthentication. */
  async function signedIn(request: FastifyRequest): Promise<Signed> {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || opts.keys.kindOf(bearer)) throw authErrors.noAuthorization();
    let claims;
    try {
      claims = await verifyAccessToken(opts.keys, bearer);
    } catch (error) {
      throw authErrors.badJwt(error instanceof InvalidAccessToken ? error.message : "token is invalid");
    }
    if (!UUID.test(claims.sub) || !UUID.test(claims.session_id)) throw authErrors.badJwt("token has invalid claims");
    return owner(async (tx) => {
      const user = await findUserById(tx, claims.sub);
      if (!user || !isActive(user)) throw authErrors.userNotFound();
      const session = await findSession(tx, claims.session_id);
      if (!session || session.user_id !== user.id) throw authErrors.sessionNotFound();
      // A session past its time-box has ended, even while its last access token is unexpired.
      if (session.not_after !== null && session.not_after <= new Date()) throw authErrors.sessionNotFound();
      return { user, session };
    });
  }

  // --- Sign-in and refresh ---------------------------------------------------------------------

  async function passwordGrant(request: FastifyRequest, body: Record<string, unknown>) {
    const email = text(body.email).trim().toLowerCase();
    const password = text(body.password);
    if (email === "" || password === "") throw authErrors.validation("missing email or phone");
    const key = passwordKey(email);
    // Counted before bcrypt runs: parallel guesses each take one of the account's attempts.
    const state = await owner((tx) => reserveAttempt(tx, key, throttle));
    if (state.lockedForSeconds > 0) throw authErrors.accountLocked(state.lockedForSeconds);
    if (state.delayMs > 0) await wait(state.delayMs);

    const user = await owner((tx) => findUserByEmail(tx, email));
    // Unknown address or not: one bcrypt comparison either way, so the time says nothing.
    const matches = await checkPassword(password, user?.encrypted_password);
    if (!user || !matches || !isActive(user)) {
      await owner((tx) => failedAttempt(tx, key, throttle));
      throw authErrors.invalidCredentials();
    }
    return owner(async (tx) => {
      await clearFailures(tx, key);
      return startSession(tx, ctx, user, { ip: request.ip, userAgent: request.headers["user-agent"] });
    });
  }

  /**
   * POST /verify, for an invitation's link only (`type: "invite"`, `token_hash`: supabase-js's
   * verifyOtp): a new aal1 session for the invitee, who then chooses a password and sets up an
   * authenticator. Counted with the password sign-ins of the address.
   */
  app.post("/verify", async (request) => {
    limited(tokenLimit, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.type !== "invite" || typeof body.token_hash !== "string" || body.token_hash.length === 0 || body.token_hash.length > 200) {
      throw authErrors.validation("Only an invitation's token_hash can be verified here");
    }
    const token = body.token_hash;
    return owner(async (tx) => {
      const user = await takeInvitation(tx, token);
      if (!user) throw authErrors.otpExpired();
      return startSession(tx, ctx, user, { ip: request.ip, userAgent: request.headers["user-agent"] }, "otp");
    });
  });

  async function refreshGrant(body: Record<string, unknown>) {
    const token = text(body.refresh_token);
    if (token === "") throw authErrors.refreshTokenNotFound();
    // Whatever was revoked is committed before the error is answered.
    const result = await owner((tx) => refreshSession(tx, ctx, token));
    if (!result.ok) throw result.error;
    return result.reply;
  }

  app.post("/token", async (request) => {
    limited(tokenLimit, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const grant = (request.query as Record<string, unknown>).grant_type;
    if (grant === "password") return passwordGrant(request, body);
    if (grant === "refresh_token") return refreshGrant(body);
    throw authErrors.unsupportedGrant();
  });

  app.post("/logout", async (request, reply) => {
    const scope = text((request.query as Record<string, unknown>).scope) || "global";
    if (!LOGOUT_SCOPES.has(scope)) throw authErrors.validation("Unsupported logout scope");
    const { session } = await signedIn(request);
    await owner((tx) => endSessions(tx, session, scope as "global" | "local" | "others"));
    return reply.code(204).send();
  });

  // --- The user --------------------------------------------------------------------------------

  app.get("/user", async (request) => {
    const { user } = await signedIn(request);
    return owner(async (tx) => userJson(user, await factorsOf(tx, user.id)));
  });

  /**
   * PUT /user: only a new password here (no e-mail or metadata changes). At least 12
   * characters, not a common one; with a verified factor, only from an aal2 session; and with the
   * current password (as GoTrue with "require current password"), except the first change of a
   * one-time password, just used to sign in. Clears the one-time password's
   * `password_change_required` and signs out the user's other sessions.
   */
  app.put("/user", async (request) => {
    const { user, session } = await signedIn(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const accepted = new Set(["password", "current_password", "code_challenge", "code_challenge_method"]);
    const unsupported = Object.keys(body).filter((k) => !accepted.has(k));
    if (unsupported.length > 0) throw authErrors.validation(`Only the password can be changed here (not ${unsupported.join(", ")})`);
    if (typeof body.password !== "string") return owner(async (tx) => userJson(user, await factorsOf(tx, user.id)));
    const password = body.password;
    const problem = passwordProblem(password, user.email);
    if (problem) throw authErrors.weakPassword(problem.message, problem.reasons);
    const hasVerifiedFactor = await owner(async (tx) => (await factorsOf(tx, user.id)).some((f) => f.status === "verified"));
    if (hasVerifiedFactor && session.aal !== "aal2") throw authErrors.insufficientAalToUpdate();
    // Someone at an unlocked, signed-in screen must not be able to lock the owner out.
    if (user.raw_app_meta_data.password_change_required !== true) {
      if (typeof body.current_password !== "string" || body.current_password === "") throw authErrors.currentPasswordRequired();
      if (!(await checkPassword(body.current_password, user.encrypted_password))) throw authErrors.currentPasswordInvalid();
    }
    if (await checkPassword(password, user.encrypted_password)) throw authErrors.samePassword();
    const hash = await hashPassword(password);
    return owner(async (tx) => {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now(),
           raw_app_meta_data = raw_app_meta_data - 'password_change_required'
         where id = $1`,
        [user.id, hash],
      );
      await endSessions(tx, session, "others");
      const fresh = (await findUserById(tx, user.id))!;
      return userJson(fresh, await factorsOf(tx, user.id));
    });
  });

  // --- TOTP factors ----------------------------------------------------------------------------

  app.post("/factors", async (request) => {
    const { user, session } = await signedIn(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.factor_type !== "totp") throw authErrors.validation("factor_type needs to be totp");
    const friendlyName = text(body.friendly_name).trim().slice(0, 100);
    const issuer = text(body.issuer).trim().slice(0, 100) || defaultIssuer;
    return owner((tx) => enrollTotp(tx, user, session.aal, { friendlyName, issuer }));
  });

  app.post<{ Params: { id: string } }>("/factors/:id/challenge", async (request) => {
    limited(mfaLimit, request);
    const { user } = await signedIn(request);
    if (!UUID.test(request.params.id)) throw authErrors.factorNotFound();
    return owner(async (tx) => createChallenge(tx, await ownFactor(tx, user.id, request.params.id), request.ip));
  });

  /**
   * Verifies a TOTP code against a challenge (GoTrue's verifyTOTPFactor). A right code raises the
   * session to aal2 and answers a whole session; each code is taken once (a step at or before
   * the last accepted one is refused); wrong codes count against the factor like failed
   * passwords, so an authenticator cannot be guessed even slowly.
   */
  app.post<{ Params: { id: string } }>("/factors/:id/verify", async (request) => {
    limited(mfaLimit, request);
    const { user, session } = await signedIn(request);
    if (!UUID.test(request.params.id)) throw authErrors.factorNotFound();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const code = text(body.code).trim();
    const challengeId = text(body.challenge_id);
    if (code === "") throw authErrors.validation("Code needs to be non-empty");
    if (!UUID.test(challengeId)) throw authErrors.challengeNotFound();
    const key = factorKey(request.params.id);

    const outcome = await owner(async (tx) => {
      const factor = await ownFactor(tx, user.id, request.params.id);
      await lockFactor(tx, factor.id);
      const challenge = await openChallenge(tx, factor, challengeId, request.ip);
      if ("expired" in challenge) return { error: authErrors.challengeExpired(challenge.expired) };
      const state = await reserveAttempt(tx, key, codeThrottle);
      if (state.lockedForSeconds > 0) return { error: authErrors.accountLocked(state.lockedForSeconds) };
      const step = matchingStep(factor.secret ?? "", code, await lastUsedStep(tx, factor.id));
      if (step === null) {
        await failedAttempt(tx, key, codeThrottle);
        return { error: authErrors.verificationFailed() };
      }
      await markVerified(tx, factor, challenge.id, step);
      await clearFailures(tx, key);
      const fresh = (await findUserById(tx, user.id))!;
      return { reply: await raiseToAal2(tx, ctx, fresh, session, factor.id) };
    });
    if ("error" in outcome) throw outcome.error;
    return outcome.reply;
  });

  app.delete<{ Params: { id: string } }>("/factors/:id", async (request) => {
    const { user, session } = await signedIn(request);
    if (!UUID.test(request.params.id)) throw authErrors.factorNotFound();
    return owner(async (tx) => unenroll(tx, await ownFactor(tx, user.id, request.params.id), session.aal));
  });
}

/**
 * GET /.well-known/jwks.json: the public halves of the install's live signing keys, cacheable
 * for ten minutes as GoTrue's (auth-js caches it as long). Public: no key needed to read it,
 * from any origin (its preflight is answered by the CORS of gotruePlugin's context, whose
 * OPTIONS route covers the whole prefix).
 */
export async function jwksPlugin(app: FastifyInstance, opts: { keys: InstallKeys }) {
  app.get("/.well-known/jwks.json", async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header("cache-control", "public, max-age=600").header("access-control-allow-origin", "*").send(opts.keys.jwks()),
  );
}
