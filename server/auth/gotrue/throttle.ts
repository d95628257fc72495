import { createHash } from "node:crypto";
import type { Tx } from "../../db/types.ts";

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
  /** Each lockout in a row lasts twice the one before (codes: a known password must not buy 960 guesses a day). */
  growLocks: boolean;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  slowAfter: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  lockAfter: 10,
  lockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  // Passwords: anyone who knows a staff address can lock the account, so a lock must not grow.
  growLocks: false,
};

export const passwordKey = (email: string) =>
  `password:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
export const factorKey = (factorId: string) => `mfa:${factorId}`;

export type ThrottleState = { lockedForSeconds: number; delayMs: number };

const window = `make_interval(secs => $2)`;

/**
 * Reserves one attempt on the account before anything is checked: one statement counts
 * it and reads the lock, so parallel attempts each see the ones before them (no read-then-write
 * race) and at most `lockAfter` are ever evaluated in a window. An attempt past the allowance
 * locks the account and is refused unevaluated, as is every attempt while it is locked (those are
 * not counted, so a lock does not grow by being knocked on). A reserved attempt that then fails
 * stays counted (failedAttempt); one that succeeds clears the account's counter (clearFailures).
 */
export async function reserveAttempt(tx: Tx, key: string, policy: ThrottlePolicy): Promise<ThrottleState> {
  const { rows } = await tx.query<{ failures: number; locked_for: number | null }>(
    `insert into auth.sign_in_failures as f (key, failures) values ($1, 1)
     on conflict (key) do update set
       failures = case when f.locked_until > now() then f.failures
                       when f.locked_until is null and f.last_failed_at > now() - ${window} then f.failures + 1 else 1 end,
       first_failed_at = case when f.locked_until > now() or (f.locked_until is null and f.last_failed_at > now() - ${window})
                              then f.first_failed_at else now() end,
       last_failed_at = case when f.locked_until > now() then f.last_failed_at else now() end,
       -- A lock that has ended gives a fresh allowance (its lockouts are remembered).
       locked_until = case when f.locked_until > now() then f.locked_until end
     returning failures, ceil(extract(epoch from (locked_until - now())))::int as locked_for`,
    [key, policy.windowSeconds],
  );
  const row = rows[0]!;
  if (row.locked_for !== null && row.locked_for > 0) return { lockedForSeconds: row.locked_for, delayMs: 0 };
  if (row.failures > policy.lockAfter) return { lockedForSeconds: await lock(tx, key, policy), delayMs: 0 };
  const over = row.failures - 1 - policy.slowAfter;
  return { lockedForSeconds: 0, delayMs: over >= 0 ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** over) : 0 };
}

/** Locks the account; with `growLocks`, each lockout in a row lasts twice the one before (up to a day). */
async function lock(tx: Tx, key: string, policy: ThrottlePolicy): Promise<number> {
  const { rows } = await tx.query<{ locked_for: number }>(
    `update auth.sign_in_failures
        set locked_until = now() + make_interval(secs => least(86400, $2 * power(2, case when $3 then least(lockouts, 10) else 0 end))),
            lockouts = lockouts + 1
      where key = $1
      returning ceil(extract(epoch from (locked_until - now())))::int as locked_for`,
    [key, policy.lockSeconds, policy.growLocks],
  );
  return rows[0]?.locked_for ?? policy.lockSeconds;
}

/** A reserved attempt failed: it stays counted, and the one that reaches the threshold locks the account. */
export async function failedAttempt(tx: Tx, key: string, policy: ThrottlePolicy): Promise<void> {
  const { rows } = await tx.query<{ failures: number }>(
    `select failures from auth.sign_in_failures where key = $1 and (locked_until is null or locked_until <= now())`,
    [key],
  );
  if (rows[0] && rows[0].failures >= policy.lockAfter) await lock(tx, key, policy);
  // Old entries (mostly addresses that were never accounts) are not kept; a record of lockouts
  // is kept for a day, so that locks for codes keep growing through a slow attack.
  await tx.query(
    `delete from auth.sign_in_failures
      where coalesce(locked_until, '-infinity') < now()
        and ((lockouts = 0 and last_failed_at < now() - make_interval(secs => $1)) or last_failed_at < now() - interval '1 day')`,
    [policy.windowSeconds],
  );
}

/** A success: the account's counter (and any lockout record) is cleared. */
export async function clearFailures(tx: Tx, key: string): Promise<void> {
  await tx.query(`delete from auth.sign_in_failures where key = $1`, [key]);
}

/** The accounts among `keys` locked now, with when their lock ends. */
export async function lockedKeys(tx: Tx, keys: string[]): Promise<Map<string, Date>> {
  const { rows } = await tx.query<{ key: string; locked_until: Date }>(
    `select key, locked_until from auth.sign_in_failures where key = any($1::text[]) and locked_until > now()`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.locked_until]));
}
