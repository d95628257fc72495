import { createHash } from "node:crypto";
import type { Tx } from "../../db/types.ts";
import { findUserById, isActive, type UserRow } from "./users.ts";

/**
 * An invitation's link (supabase/migrations/20261126000300_staff_invitations.sql): the
 * token it carries, looked up by its SHA-256, taken once, within 24 hours, and only for a staff
 * account still waiting for its first password. Null for anything else, with no difference
 * between an unknown, a used and an expired token.
 */
export async function takeInvitation(tx: Tx, token: string): Promise<UserRow | null> {
  const hash = createHash("sha256").update(token).digest("base64url");
  await tx.query(`delete from private.staff_invitations where expires_at <= now()`);
  const { rows } = await tx.query<{ user_id: string }>(
    `delete from private.staff_invitations where token_hash = $1 and expires_at > now() returning user_id`,
    [hash],
  );
  const user = rows[0] ? await findUserById(tx, rows[0].user_id) : null;
  if (!user || !isActive(user)) return null;
  const app = user.raw_app_meta_data;
  return app.role === "staff" && app.password_change_required === true ? user : null;
}
