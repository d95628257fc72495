import { isStaffRole, STAFF_ROLES, type StaffRole } from "../../../shared/staff-roles.ts";
import type { Tx } from "../../db/types.ts";
import { hashPassword, oneTimePassword } from "./passwords.ts";
import { clearFailures, lockedKeys, passwordKey } from "./throttle.ts";

/**
 * Staff accounts (docs/decisions/010-staff-sign-in.md), as `npm run staff` makes them: a user of
 * auth.users marked `app_metadata.role = 'staff'`, e-mail confirmed, with a one-time password
 * (`app_metadata.password_change_required`) that must be changed at first sign-in before the
 * account can read anything. Run with the database owner's connection, never through the API.
 */
export type StaffSummary = {
  email: string;
  roles: StaffRole[];
  /** locked: too many wrong passwords; the lock ends by itself, or `unlock` lifts it. */
  status: "active" | "disabled" | "locked";
  twoFactor: boolean;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The roles a command names: known ones, each once, at least one. */
export function validRoles(roles: readonly string[]): StaffRole[] {
  const unknown = roles.filter((r) => !isStaffRole(r));
  if (unknown.length > 0) throw new StaffError(`Unknown role ${unknown.join(", ")}: use ${STAFF_ROLES.join(", ")}`);
  if (roles.length === 0) throw new StaffError("Give at least one role");
  return [...new Set(roles as StaffRole[])].sort();
}

/** The roles kept in an account's app_metadata (unknown words ignored, as the database does). */
export const rolesOf = (metadata: Record<string, unknown> | null | undefined): StaffRole[] =>
  Array.isArray(metadata?.roles) ? metadata.roles.filter(isStaffRole) : [];

export class StaffError extends Error {}

export function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value) || value.length > 254) throw new StaffError(`Not an e-mail address: ${email}`);
  return value;
}

/** A new one-time password; a lock from failed sign-ins is lifted with it. */
async function setOneTimePassword(tx: Tx, userId: string, email: string): Promise<string> {
  const password = oneTimePassword();
  await tx.query(`delete from auth.sign_in_failures where key = $1`, [passwordKey(email)]);
  await tx.query(
    `update auth.users set encrypted_password = $2, updated_at = now(),
       raw_app_meta_data = raw_app_meta_data || '{"password_change_required": true}'::jsonb
     where id = $1`,
    [userId, await hashPassword(password)],
  );
  return password;
}

/**
 * Adds a staff account with these roles (or re-enables and marks an existing user, whose roles
 * become these): returns its one-time password.
 */
export async function addStaff(
  tx: Tx,
  email: string,
  roles: readonly string[] = ["admin"],
): Promise<{ id: string; password: string; created: boolean }> {
  const address = normaliseEmail(email);
  const granted = JSON.stringify({ role: "staff", roles: validRoles(roles) });
  const { rows: existing } = await tx.query<{ id: string }>(`select id from auth.users where email = $1`, [address]);
  let id = existing[0]?.id;
  const created = !id;
  if (!id) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, '', now(), '{"provider": "email", "providers": ["email"]}'::jsonb || $2::jsonb)
       returning id`,
      [address, granted],
    );
    id = rows[0]!.id;
  } else {
    await tx.query(
      `update auth.users set banned_until = null, deleted_at = null, updated_at = now(),
         raw_app_meta_data = raw_app_meta_data || $2::jsonb
       where id = $1`,
      [id, granted],
    );
    await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
  }
  return { id, password: await setOneTimePassword(tx, id, address), created };
}

async function staffId(tx: Tx, email: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from auth.users where email = $1 and raw_app_meta_data ->> 'role' = 'staff'`,
    [normaliseEmail(email)],
  );
  if (!rows[0]) throw new StaffError(`No staff account for ${email}`);
  return rows[0].id;
}

/** Disables an account at once: no sign-in, no refresh, and every session signed out (so no reading either). */
export async function disableStaff(tx: Tx, email: string): Promise<void> {
  const id = await staffId(tx, email);
  await tx.query(`update auth.users set banned_until = 'infinity', updated_at = now() where id = $1`, [id]);
  await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
}

/** Lifts a lock from wrong passwords (someone who knows the address can lock an account). */
export async function unlockStaff(tx: Tx, email: string): Promise<void> {
  await staffId(tx, email);
  await clearFailures(tx, passwordKey(normaliseEmail(email)));
}

/** Lifts a disable: the account may sign in again with the password it had. */
export async function enableStaff(tx: Tx, email: string): Promise<void> {
  const id = await staffId(tx, email);
  await tx.query(`update auth.users set banned_until = null, updated_at = now() where id = $1`, [id]);
}

/**
 * For a lost authenticator: removes the account's factors, signs it out everywhere and gives
 * it a new one-time password, so whoever knew the old password cannot enrol their own
 * authenticator before the staff member does.
 */
export async function resetTwoFactor(tx: Tx, email: string): Promise<{ password: string }> {
  const id = await staffId(tx, email);
  await tx.query(
    `delete from auth.sign_in_failures where key in (select 'mfa:' || f.id from auth.mfa_factors f where f.user_id = $1)`,
    [id],
  );
  await tx.query(`delete from auth.mfa_factors where user_id = $1`, [id]);
  await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
  return { password: await setOneTimePassword(tx, id, normaliseEmail(email)) };
}

export async function listStaff(tx: Tx): Promise<StaffSummary[]> {
  const { rows } = await tx.query<{
    email: string;
    app: Record<string, unknown>;
    banned: boolean;
    factors: number;
    must_change: boolean;
    last_sign_in_at: Date | null;
  }>(
    `select u.email, u.raw_app_meta_data as app,
            (u.banned_until is not null and u.banned_until > now()) or u.deleted_at is not null as banned,
            (select count(*)::int from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as factors,
            coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') = 'true' as must_change,
            u.last_sign_in_at
       from auth.users u
      where u.raw_app_meta_data ->> 'role' = 'staff'
      order by u.email`,
  );
  const locked = await lockedKeys(
    tx,
    rows.map((r) => passwordKey(r.email)),
  );
  return rows.map((r) => ({
    email: r.email,
    roles: rolesOf(r.app),
    status: r.banned ? "disabled" : locked.has(passwordKey(r.email)) ? "locked" : "active",
    twoFactor: r.factors > 0,
    mustChangePassword: r.must_change,
    lastSignInAt: r.last_sign_in_at,
  }));
}
