import type { Tx } from "../../db/types.ts";

/** A row of auth.users as the server reads it. */
export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
};

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "webauthn" | "phone";
  status: "unverified" | "verified";
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
};

/** Factors left unverified this long are deleted (GoTrue's MFA factor expiry). */
export const UNVERIFIED_FACTOR_LIFE_SECONDS = 300;

/** Every column the server reads of auth.users, in UserRow's order. */
export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, banned_until, deleted_at, is_anonymous`;

/** A UUID as GoTrue accepts one in a path or a claim. */
export { UUID } from "../../../shared/identifiers.ts";

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Disabled (banned) or deleted accounts cannot sign in or refresh. */
export function isActive(user: UserRow, now = new Date()): boolean {
  return user.deleted_at === null && (user.banned_until === null || user.banned_until <= now);
}

/** The user's factors, unverified ones older than five minutes purged first (as GoTrue does on enrol). */
export async function factorsOf(tx: Tx, userId: string): Promise<FactorRow[]> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
    [userId, UNVERIFIED_FACTOR_LIFE_SECONDS],
  );
  const { rows } = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A factor as GoTrue shows it (never its secret). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? "",
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    ...(factor.last_challenged_at ? { last_challenged_at: iso(factor.last_challenged_at) } : {}),
  };
}

/**
 * The user as GoTrue answers it (models.User). `factors` is always there, even empty: auth-js
 * reads the next assurance level from `session.user.factors`.
 */
export function userJson(user: UserRow, factors: FactorRow[]) {
  const confirmedAt = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: user.phone ?? "",
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    ...(user.banned_until ? { banned_until: iso(user.banned_until) } : {}),
    factors: factors.map(factorJson),
  };
}

/** The user's own new password: a one-time password's change-required mark goes with the old one. */
export async function changeOwnPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, updated_at = now(),
       raw_app_meta_data = raw_app_meta_data - 'password_change_required'
     where id = $1`,
    [userId, passwordHash],
  );
}
