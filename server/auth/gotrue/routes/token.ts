import type { FastifyInstance, FastifyRequest } from "fastify";
import { authErrors } from "../errors.ts";
import { takeInvitation } from "../invitations.ts";
import { checkPassword } from "../passwords.ts";
import { endSessions, refreshSession, startSession } from "../sessions.ts";
import { clearFailures, failedAttempt, passwordKey, reserveAttempt } from "../throttle.ts";
import { signedIn } from "../caller.ts";
import { findUserByEmail, isActive } from "../users.ts";
import {
  logoutQuery,
  tokenBody,
  tokenQuery,
  verifyBody,
  type LogoutQuery,
  type TokenBody,
  type TokenQuery,
  type VerifyBody,
} from "../schemas.ts";
import { clientOf, countOn, type AuthRoutes } from "./context.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOGOUT_SCOPES = ["global", "local", "others"] as const;
type LogoutScope = (typeof LOGOUT_SCOPES)[number];
const isScope = (value: string): value is LogoutScope => (LOGOUT_SCOPES as readonly string[]).includes(value);

/** Sign-in (password, refresh, an invitation's link) and sign-out. */
export function tokenRoutes(app: FastifyInstance, auth: AuthRoutes) {
  const { owner } = auth;

  async function passwordGrant(request: FastifyRequest, body: TokenBody) {
    const email = (body.email ?? "").trim().toLowerCase();
    const password = body.password ?? "";
    if (email === "" || password === "") throw authErrors.validation("missing email or phone");
    const key = passwordKey(email);
    // Counted before bcrypt runs: parallel guesses each take one of the account's attempts.
    const state = await owner((tx) => reserveAttempt(tx, key, auth.throttle));
    if (state.lockedForSeconds > 0) throw authErrors.accountLocked(state.lockedForSeconds);
    if (state.delayMs > 0) await wait(state.delayMs);

    const user = await owner((tx) => findUserByEmail(tx, email));
    // Unknown address or not: one bcrypt comparison either way, so the time says nothing.
    const matches = await checkPassword(password, user?.encrypted_password);
    if (!user || !matches || !isActive(user)) {
      await owner((tx) => failedAttempt(tx, key, auth.throttle));
      throw authErrors.invalidCredentials();
    }
    return owner(async (tx) => {
      await clearFailures(tx, key);
      return startSession(tx, auth.tokens, user, clientOf(request));
    });
  }

  async function refreshGrant(body: TokenBody) {
    const token = body.refresh_token ?? "";
    if (token === "") throw authErrors.refreshTokenNotFound();
    // Whatever was revoked is committed before the error is answered.
    const result = await owner((tx) => refreshSession(tx, auth.tokens, token));
    if (!result.ok) throw result.error;
    return result.reply;
  }

  app.post<{ Body: TokenBody; Querystring: TokenQuery }>(
    "/token",
    { schema: { body: tokenBody, querystring: tokenQuery }, onRequest: countOn(auth.tokenLimit) },
    async (request) => {
      const body = request.body ?? {};
      if (request.query.grant_type === "password") return passwordGrant(request, body);
      if (request.query.grant_type === "refresh_token") return refreshGrant(body);
      throw authErrors.unsupportedGrant();
    },
  );

  /**
   * POST /verify, for an invitation's link only (`type: "invite"`, `token_hash`: supabase-js's
   * verifyOtp): a new aal1 session for the invitee, who then chooses a password and sets up an
   * authenticator. Counted with the password sign-ins of the address.
   */
  app.post<{ Body: VerifyBody }>(
    "/verify",
    { schema: { body: verifyBody }, onRequest: countOn(auth.tokenLimit) },
    async (request) => {
      const type = request.body?.type;
      const token = request.body?.token_hash ?? "";
      if (type !== "invite" || token.length === 0 || token.length > 200) {
        throw authErrors.validation("Only an invitation's token_hash can be verified here");
      }
      return owner(async (tx) => {
        const user = await takeInvitation(tx, token);
        if (!user) throw authErrors.otpExpired();
        return startSession(tx, auth.tokens, user, clientOf(request), "otp");
      });
    },
  );

  app.post<{ Querystring: LogoutQuery }>(
    "/logout",
    { schema: { querystring: logoutQuery } },
    async (request, reply) => {
      const scope = request.query.scope || "global";
      if (!isScope(scope)) throw authErrors.validation("Unsupported logout scope");
      const { session } = await signedIn(request, owner);
      await owner((tx) => endSessions(tx, session, scope));
      return reply.code(204).send();
    },
  );
}
