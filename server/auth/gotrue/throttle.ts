import { createHash } from "node:crypto";
import type { Tx } from "../../db/types";

/**
 * Repeated failures on one account (a password, or a factor's TOTP codes) slow down and then
 * lock it for a while (docs/decisions/010-staff-sign-in.md). Counted in auth.sign_in_failures by
 * a hash of the e-mail address, whether or not an account has it, so the answers and their
 * timing are the same for unknown addresses. Per-address limits stop one client; this stops
 * guessing one account's password from many.
 */
export type ThrottlePolicy = {
  /** Failures after which each further attempt waits (doubling from baseDelayMs). */
  slowAfter: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the account is locked for lockSeconds. */
  lockAfter: number;
  lockSeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  slowAfter: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  lockAfter: 10,
  lockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
};

export const passwordKey = (email: string) => `password:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
export const factorKey = (factorId: string) => `mfa:${factorId}`;

export type ThrottleState = { lockedForSeconds: number; delayMs: number };

export async function throttleState(tx: Tx, key: string, policy: ThrottlePolicy): Promise<ThrottleState> {
  const { rows } = await tx.query<{ failures: number; locked_for: number | null }>(
    `select failures,
            ceil(extract(epoch from (locked_until - now())))::int as locked_for
       from auth.sign_in_failures
      where key = $1 and last_failed_at > now() - make_interval(secs => $2)`,
    [key, policy.windowSeconds],
  );
  const row = rows[0];
  if (!row) return { lockedForSeconds: 0, delayMs: 0 };
  const lockedForSeconds = row.locked_for !== null && row.locked_for > 0 ? row.locked_for : 0;
  const over = row.failures - policy.slowAfter;
  const delayMs = over >= 0 ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** over) : 0;
  return { lockedForSeconds, delayMs };
}

/** Counts one failure (a new window once the last one is old), locking at the threshold. */
export async function recordFailure(tx: Tx, key: string, policy: ThrottlePolicy): Promise<void> {
  await tx.query(
    `insert into auth.sign_in_failures as f (key, failures) values ($1, 1)
     on conflict (key) do update set
       failures = case when f.last_failed_at > now() - make_interval(secs => $2) then f.failures + 1 else 1 end,
       first_failed_at = case when f.last_failed_at > now() - make_interval(secs => $2) then f.first_failed_at else now() end,
       last_failed_at = now()`,
    [key, policy.windowSeconds],
  );
  await tx.query(
    `update auth.sign_in_failures set locked_until = now() + make_interval(secs => $3)
      where key = $1 and failures >= $2 and (locked_until is null or locked_until <= now())`,
    [key, policy.lockAfter, policy.lockSeconds],
  );
  // Old entries (mostly addresses that were never accounts) are not kept.
  await tx.query(`delete from auth.sign_in_failures where last_failed_at < now() - make_interval(secs => $1) and coalesce(locked_until, '-infinity') < now()`, [
    policy.windowSeconds,
  ]);
}

export async function clearFailures(tx: Tx, key: string): Promise<void> {
  await tx.query(`delete from auth.sign_in_failures where key = $1`, [key]);
}
