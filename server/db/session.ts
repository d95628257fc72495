import type { Role, Tx } from "./types.ts";

const ROLES: ReadonlySet<Role> = new Set(["anon", "authenticated", "service_role"]);

/**
 * Makes the open transaction act as the API caller, as PostgREST does: the role (what
 * `SET LOCAL ROLE` does, through set_config so it is one round trip and the role is a bound
 * value) and the JWT claims that policies may read with current_setting('request.jwt.claims').
 * Everything is transaction-local, so the connection is clean again after COMMIT/ROLLBACK.
 */
export async function actAs(tx: Tx, role: Role, claims: Record<string, unknown>): Promise<void> {
  if (!ROLES.has(role)) throw new Error(`Unknown role: ${String(role)}`);
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [role, JSON.stringify({ ...claims, role })],
  );
}
