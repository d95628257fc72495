import type { Role, Tx } from "./types.ts";

/** What the audit log records of a read or a download (never a value a visitor wrote). */
export type AuditAction = "read" | "download";

/**
 * Writes one audit entry in the caller's transaction, as the database's owner, so that a read and
 * its entry commit together (supabase/migrations/20261125000800_read_audit.sql). The actor comes
 * from the request's JWT claims, which stay set; the caller's role is back when it returns.
 */
export async function auditInTransaction(
  tx: Tx,
  callerRole: Role,
  action: AuditAction,
  target: { table: string; id?: string | null },
  details: Record<string, unknown>,
): Promise<void> {
  // As the session's own role (the owner) for this one statement, then the caller's role again.
  await tx.query("select set_config('role', 'none', true)", []);
  await tx.query("select private.audit($1, $2, $3, $4::jsonb)", [
    action,
    target.table,
    target.id ?? null,
    JSON.stringify(details),
  ]);
  await tx.query("select set_config('role', $1, true)", [callerRole]);
}
