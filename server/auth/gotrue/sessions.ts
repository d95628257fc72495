import type { InstallKeys } from "../../keys/index.ts";
import type { Tx } from "../../db/types.ts";
import type { AuthError } from "./errors.ts";
import { authErrors } from "./errors.ts";
import {
  ACCESS_TOKEN_SECONDS,
  childRefreshToken,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  type AmrEntry,
} from "./tokens.ts";
import { factorsOf, findUserById, isActive, userJson, type UserRow } from "./users.ts";

export type SessionRow = {
  id: string;
  user_id: string;
  aal: "aal1" | "aal2";
  factor_id: string | null;
  not_after: Date | null;
  created_at: Date;
};

export type SessionPolicy = {
  /** How long a session lives however often it is refreshed (GoTrue's sessions timebox). */
  timeboxSeconds: number;
  /** How long a used refresh token may be presented again (GoTrue's refresh token reuse interval). */
  reuseIntervalSeconds: number;
  /** How long an aal1 session of a user with a verified factor lives: the time to finish signing in. */
  lowAalSeconds: number;
};

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  timeboxSeconds: 12 * 3600,
  reuseIntervalSeconds: 10,
  lowAalSeconds: 15 * 60,
};

/** What the server needs to make tokens. */
export type TokenContext = { keys: InstallKeys; issuer: string; policy: SessionPolicy };

export type SessionReply = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
};

const SESSION_COLUMNS = "id, user_id, aal, factor_id, not_after, created_at";

export async function findSession(tx: Tx, id: string): Promise<SessionRow | null> {
  const { rows } = await tx.query<SessionRow>(`select ${SESSION_COLUMNS} from auth.sessions where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The session's authentication methods, newest first, as the `amr` claim. */
async function amrOf(tx: Tx, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query<{ method: string; at: Date }>(
    `select authentication_method as method, created_at as at from auth.mfa_amr_claims
      where session_id = $1 order by created_at desc, authentication_method`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(r.at.getTime() / 1000) }));
}

export async function addAmr(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
    [sessionId, method],
  );
}

async function issueRefreshToken(
  tx: Tx,
  session: SessionRow,
  parentHash: string | null,
  made = newRefreshToken(),
): Promise<string> {
  const { token, hash } = made;
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    hash,
    session.user_id,
    session.id,
    parentHash,
  ]);
  await tx.query(`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`, [
    session.id,
  ]);
  return token;
}

/** A whole session reply: a new access token, the given refresh token, the user with its factors. */
async function sessionReply(
  tx: Tx,
  ctx: TokenContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionReply> {
  const amr = await amrOf(tx, session.id);
  const { token, expiresAt } = await signAccessToken(ctx.keys, ctx.issuer, user, {
    sessionId: session.id,
    aal: session.aal,
    amr,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await factorsOf(tx, user.id)),
  };
}

/** A new aal1 session after a password sign-in (or, `otp`, an invitation's link). */
export async function startSession(
  tx: Tx,
  ctx: TokenContext,
  user: UserRow,
  client: { ip: string; userAgent: string | undefined },
  method: "password" | "otp" = "password",
): Promise<SessionReply> {
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, not_after, user_agent, ip)
     values ($1, 'aal1', now() + make_interval(secs => $2), $3, $4) returning ${SESSION_COLUMNS}`,
    [user.id, ctx.policy.timeboxSeconds, client.userAgent?.slice(0, 500) ?? null, client.ip],
  );
  const session = rows[0]!;
  await addAmr(tx, session.id, method);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
  const fresh = (await findUserById(tx, user.id))!;
  return sessionReply(tx, ctx, fresh, session, await issueRefreshToken(tx, session, null));
}

/**
 * Raises the session to aal2 after a verified TOTP code (GoTrue's updateMFASessionAndClaims):
 * the factor and the `totp` method recorded, its refresh token rotated, and every other aal1
 * session of the user signed out.
 */
export async function raiseToAal2(
  tx: Tx,
  ctx: TokenContext,
  user: UserRow,
  session: SessionRow,
  factorId: string,
): Promise<SessionReply> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    session.id,
    factorId,
  ]);
  await addAmr(tx, session.id, "totp");
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2' and id <> $2`, [user.id, session.id]);
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [session.id],
  );
  const raised = { ...session, aal: "aal2" as const, factor_id: factorId };
  return sessionReply(tx, ctx, user, raised, await issueRefreshToken(tx, raised, rows.at(-1)?.token ?? null));
}

type RefreshRow = { id: string; token: string; revoked: boolean; updated_at: Date; session_id: string };

/**
 * The refresh_token grant, with GoTrue's rotation rules (internal/tokens/service.go): the token
 * presented is revoked and a child issued; a revoked token presented again within the reuse
 * interval (a client that lost the answer, or two tabs refreshing together) gets the session's
 * live descendant of it, never a second child, so a thief replaying it cannot fork the session;
 * later, it is taken as stolen and the whole session is signed out. The answer to that is an
 * error, but what it did is committed: the caller must not roll it back.
 */
export async function refreshSession(
  tx: Tx,
  ctx: TokenContext,
  refreshToken: string,
): Promise<{ ok: true; reply: SessionReply } | { ok: false; error: AuthError }> {
  const { rows } = await tx.query<RefreshRow>(
    `select id, token, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
    [hashRefreshToken(refreshToken)],
  );
  const presented = rows[0];
  if (!presented) return { ok: false, error: authErrors.refreshTokenNotFound() };
  const session = await findSession(tx, presented.session_id);
  if (!session) return { ok: false, error: authErrors.refreshSessionNotFound() };
  const user = await findUserById(tx, session.user_id);
  if (!user) return { ok: false, error: authErrors.refreshSessionNotFound() };
  if (!isActive(user)) {
    await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
    return { ok: false, error: authErrors.userBanned() };
  }
  if (session.not_after && session.not_after.getTime() <= Date.now()) {
    await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
    return { ok: false, error: authErrors.sessionExpired() };
  }
  if (session.aal === "aal1" && session.created_at.getTime() + ctx.policy.lowAalSeconds * 1000 <= Date.now()) {
    const { rows: verified } = await tx.query(
      `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
      [user.id],
    );
    if (verified.length > 0) {
      await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
      return { ok: false, error: authErrors.sessionExpired("Low AAL: User Needs MFA Verification") };
    }
  }
  if (presented.revoked) {
    const reusableUntil = presented.updated_at.getTime() + ctx.policy.reuseIntervalSeconds * 1000;
    if (Date.now() > reusableUntil) {
      await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
      return { ok: false, error: authErrors.refreshTokenAlreadyUsed() };
    }
    const live = await liveDescendant(tx, ctx, refreshToken, presented.token);
    if (live === null) return { ok: false, error: authErrors.refreshTokenAlreadyUsed() };
    return { ok: true, reply: await sessionReply(tx, ctx, user, session, live) };
  }
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [presented.id]);
  const child = childRefreshToken(ctx.keys.secretKey, refreshToken);
  return {
    ok: true,
    reply: await sessionReply(tx, ctx, user, session, await issueRefreshToken(tx, session, presented.token, child)),
  };
}

/** How many rotations a replayed token may be behind the live one (two tabs, a lost answer). */
const MAX_REPLAY_DEPTH = 20;

/**
 * The unrevoked token a used one's chain of children leads to, worked out from the token itself
 * (each child is derived from its parent), or null: after a key rotation, a sign-in to aal2 (whose
 * token is random) or a chain longer than any client needs.
 */
async function liveDescendant(tx: Tx, ctx: TokenContext, token: string, hash: string): Promise<string | null> {
  let parent = { token, hash };
  for (let depth = 0; depth < MAX_REPLAY_DEPTH; depth++) {
    const child = childRefreshToken(ctx.keys.secretKey, parent.token);
    const { rows } = await tx.query<{ revoked: boolean }>(
      `select revoked from auth.refresh_tokens where token = $1 and parent = $2`,
      [child.hash, parent.hash],
    );
    if (!rows[0]) return null;
    if (!rows[0].revoked) return child.token;
    parent = child;
  }
  return null;
}

/** POST /logout: this session (`local`), the others (`others`) or all of the user's (`global`, the default). */
export async function endSessions(tx: Tx, session: SessionRow, scope: "global" | "local" | "others"): Promise<void> {
  if (scope === "local") await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
  else if (scope === "others")
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [session.user_id, session.id]);
  else await tx.query(`delete from auth.sessions where user_id = $1`, [session.user_id]);
}
