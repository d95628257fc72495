import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/types.ts";
import { authErrors } from "./errors.ts";
import { findSession, type SessionRow } from "./sessions.ts";
import { findUserById, isActive, UUID, type UserRow } from "./users.ts";

/** The signed-in caller of a route that needs a session. */
export type SignedIn = { user: UserRow; session: SessionRow };

const hasAudience = (aud: unknown) => aud === "authenticated" || (Array.isArray(aud) && aud.includes("authenticated"));

/**
 * The caller's account and session, as GoTrue's requireAuthentication: the bearer token was
 * verified once, by the API guard in front of every Auth route (`request.caller`, with the
 * install's live keys and nothing else); here it must be a user's session token, and its account
 * and session must still be live in the database.
 */
export async function signedIn(
  request: FastifyRequest,
  owner: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
): Promise<SignedIn> {
  const caller = request.caller;
  if (!caller || caller.role !== "authenticated") throw authErrors.noAuthorization();
  const { sub, session_id: sessionId, aud } = caller.claims;
  if (
    !hasAudience(aud) ||
    typeof sub !== "string" ||
    typeof sessionId !== "string" ||
    !UUID.test(sub) ||
    !UUID.test(sessionId)
  ) {
    throw authErrors.badJwt("token has invalid claims");
  }
  return owner(async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user || !isActive(user)) throw authErrors.userNotFound();
    const session = await findSession(tx, sessionId);
    if (!session || session.user_id !== user.id) throw authErrors.sessionNotFound();
    // A session past its time-box has ended, even while its last access token is unexpired.
    if (session.not_after !== null && session.not_after <= new Date()) throw authErrors.sessionNotFound();
    return { user, session };
  });
}
