import type { Tx } from "../../db/types.ts";
import { authErrors } from "./errors.ts";
import { newTotpSecret, qrCodeSvg, totpFor } from "./totp.ts";
import { factorJson, factorsOf, type FactorRow, type UserRow } from "./users.ts";

/** GoTrue's defaults: MFA_MAX_ENROLLED_FACTORS 10, MFA_MAX_VERIFIED_FACTORS 10, challenge expiry 300 s. */
const MAX_ENROLLED = 10;
const MAX_VERIFIED = 10;
export const CHALLENGE_LIFE_SECONDS = 300;
/** How recent a code from an existing factor must be to add or remove a factor. */
export const FRESH_VERIFICATION_SECONDS = 300;

type Caller = { sessionId: string; aal: string };

/**
 * While a verified factor exists, changing the factors needs a code entered in the last five
 * minutes (the session's `totp` amr entry), not only an aal2 token: a token stolen from an
 * open tab cannot swap the owner's authenticator for the thief's.
 */
async function requireFreshVerification(tx: Tx, sessionId: string): Promise<void> {
  const { rows } = await tx.query(
    `select 1 from auth.mfa_amr_claims
      where session_id = $1 and authentication_method = 'totp' and created_at > now() - make_interval(secs => $2)`,
    [sessionId, FRESH_VERIFICATION_SECONDS],
  );
  if (rows.length === 0) throw authErrors.reauthenticationNeeded();
}

/**
 * POST /factors (totp): a new unverified factor. A user who already has a verified factor must
 * be at aal2 to add another, so a stolen password alone cannot add the thief's authenticator,
 * and must have entered a code in the last five minutes, so a stolen token alone cannot either.
 */
export async function enrollTotp(
  tx: Tx,
  user: UserRow,
  caller: Caller,
  params: { friendlyName: string; issuer: string },
) {
  const factors = await factorsOf(tx, user.id);
  if (params.friendlyName !== "" && factors.some((f) => f.friendly_name === params.friendlyName)) {
    throw authErrors.factorNameConflict(params.friendlyName);
  }
  const verified = factors.filter((f) => f.status === "verified").length;
  if (factors.length >= MAX_ENROLLED || verified >= MAX_VERIFIED) throw authErrors.tooManyFactors();
  if (verified > 0 && caller.aal !== "aal2") throw authErrors.insufficientAalToEnroll();
  if (verified > 0) await requireFreshVerification(tx, caller.sessionId);

  const secret = newTotpSecret();
  const uri = totpFor(secret, params.issuer, user.email).toString();
  const { rows } = await tx.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3)
     returning id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, last_challenged_at`,
    [user.id, params.friendlyName, secret],
  );
  const factor = rows[0]!;
  return {
    id: factor.id,
    type: "totp" as const,
    friendly_name: factor.friendly_name ?? "",
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}

/** The user's factor by id (unverified ones older than five minutes are gone), or mfa_factor_not_found. */
export async function ownFactor(tx: Tx, userId: string, factorId: string): Promise<FactorRow> {
  const factor = (await factorsOf(tx, userId)).find((f) => f.id === factorId);
  if (!factor) throw authErrors.factorNotFound();
  return factor;
}

export async function createChallenge(tx: Tx, factor: FactorRow, ip: string) {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at`,
    [factor.id, ip],
  );
  await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
  const challenge = rows[0]!;
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_LIFE_SECONDS,
  };
}

type ChallengeRow = { id: string; verified_at: Date | null; ip_address: string; age_seconds: number };

/**
 * The challenge to verify against, as GoTrue's validateChallenge: of this factor, not verified
 * before and from the address that asked for it (else mfa_ip_address_mismatch), not older than
 * five minutes (else it is deleted and mfa_challenge_expired). Locked, so two verifications of
 * one challenge cannot both pass.
 */
export async function openChallenge(
  tx: Tx,
  factor: FactorRow,
  challengeId: string,
  ip: string,
): Promise<ChallengeRow | { expired: string }> {
  const { rows } = await tx.query<ChallengeRow>(
    `select id, verified_at, host(ip_address) as ip_address, extract(epoch from now() - created_at)::float8 as age_seconds
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factor.id],
  );
  const challenge = rows[0];
  if (!challenge) throw authErrors.challengeNotFound();
  if (challenge.verified_at !== null || challenge.ip_address !== hostOf(ip)) throw authErrors.challengeMismatch();
  if (challenge.age_seconds > CHALLENGE_LIFE_SECONDS) {
    await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
    return { expired: challenge.id };
  }
  return challenge;
}

/** Postgres's host() of an address (an IPv4 address mapped into IPv6 stays as written). */
const hostOf = (ip: string) => ip.replace(/%.*$/, "");

/**
 * Verifications of one factor one at a time: two of one code on two challenges at the same
 * moment cannot both see it unused. Taken before the challenge's lock, always in that order.
 */
export async function lockFactor(tx: Tx, factorId: string): Promise<void> {
  await tx.query(`select 1 from auth.mfa_factors where id = $1 for update`, [factorId]);
}

/** The last time step a code of this factor was accepted at: no code at or before it is taken again. */
export async function lastUsedStep(tx: Tx, factorId: string): Promise<number> {
  const { rows } = await tx.query<{ step: string | null }>(
    `select max(otp_code::bigint)::text as step from auth.mfa_challenges
      where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
    [factorId],
  );
  return rows[0]?.step ? Number(rows[0].step) : -1;
}

export async function markVerified(tx: Tx, factor: FactorRow, challengeId: string, step: number): Promise<void> {
  await tx.query(`update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`, [
    challengeId,
    String(step),
  ]);
  if (factor.status !== "verified") {
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
  }
  // GoTrue deletes the user's other unverified factors of the type once one is verified.
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2 and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
  // Challenges are kept only as long as they matter (the latest verified one holds the last step).
  await tx.query(
    `delete from auth.mfa_challenges c where c.factor_id = $1 and c.id <> $2
       and (c.verified_at is not null or c.created_at < now() - make_interval(secs => $3))`,
    [factor.id, challengeId, CHALLENGE_LIFE_SECONDS],
  );
}

/**
 * DELETE /factors/{id}: a verified factor needs aal2 and a code entered in the last five minutes;
 * the user's aal2 sessions on it drop to aal1 (GoTrue's DowngradeSessionsToAAL1).
 */
export async function unenroll(tx: Tx, factor: FactorRow, caller: Caller) {
  if (factor.status === "verified" && caller.aal !== "aal2") throw authErrors.insufficientAalToUnenroll();
  if (factor.status === "verified") await requireFreshVerification(tx, caller.sessionId);
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
    factor.id,
  ]);
  return { id: factor.id };
}

export { factorJson };
