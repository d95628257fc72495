import type { Tx } from "../../db/types.ts";
import { passwordKey } from "./throttle.ts";
import { findUserById, USER_COLUMNS, type UserRow } from "./users.ts";

/**
 * The SQL behind GoTrue's admin API (server/auth/gotrue/admin.ts) and `npm run staff`: accounts
 * as the install's operator changes them. Run as the database owner.
 */

export async function listUsers(tx: Tx, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await tx.query<UserRow & { total: number }>(
    `select ${USER_COLUMNS}, count(*) over ()::int as total from auth.users
      where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total =
    rows[0]?.total ??
    (await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`)).rows[0]!.n;
  return { users: rows.map(({ total: _total, ...user }) => user as UserRow), total };
}

export async function createUser(
  tx: Tx,
  user: {
    email: string;
    passwordHash: string;
    confirmed: boolean;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
  },
): Promise<UserRow | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb)
     on conflict do nothing
     returning id`,
    [
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify({ provider: "email", providers: ["email"], ...user.appMetadata }),
      JSON.stringify(user.userMetadata),
    ],
  );
  return rows[0] ? findUserById(tx, rows[0].id) : null;
}

/** Every session of the account ends: its tokens are refused at their next use. */
export async function signOutEverywhere(tx: Tx, userId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** A new password set by the operator: a lock from failed sign-ins is lifted with it, and every session ends. */
export async function setPassword(tx: Tx, user: UserRow, passwordHash: string): Promise<void> {
  await tx.query(`delete from auth.sign_in_failures where key = $1`, [passwordKey(user.email)]);
  await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    user.id,
    passwordHash,
  ]);
  await signOutEverywhere(tx, user.id);
}

/** Merged into what is there, as GoTrue does; a key set to null is removed. */
export async function mergeAppMetadata(tx: Tx, userId: string, patch: Record<string, unknown>): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set raw_app_meta_data = (raw_app_meta_data || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

/** Banned until then (null lifts it); a ban ends every session at once. */
export async function setBan(tx: Tx, userId: string, until: Date | null): Promise<void> {
  await tx.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [userId, until]);
  if (until) await signOutEverywhere(tx, userId);
}

/** Removes one factor (a lost authenticator); its lock from wrong codes goes too, and the account's sessions end. */
export async function deleteFactor(tx: Tx, userId: string, factorId: string): Promise<boolean> {
  const { rowCount } = await tx.query(`delete from auth.mfa_factors where id = $1 and user_id = $2`, [
    factorId,
    userId,
  ]);
  if (rowCount === 0) return false;
  await tx.query(`delete from auth.sign_in_failures where key = $1`, [`mfa:${factorId}`]);
  await signOutEverywhere(tx, userId);
  return true;
}
