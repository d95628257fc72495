import { SUBMISSION_TABLES } from "../../shared/submissions.ts";
import { auditInTransaction } from "../db/audit.ts";
import type { Role, Tx } from "../db/types.ts";
import type { ApiQuery, Condition, Prefer } from "./parse.ts";
import type { ResultRow } from "./sql.ts";

/**
 * What holds visitors' personal data (finding 4): every read of these by a signed-in
 * person or the secret key leaves an audit entry: the submission tables (shared/submissions.ts)
 * and the inbox, the view over them all.
 */
const AUDITED_RELATIONS: ReadonlySet<string> = new Set([...SUBMISSION_TABLES, "inbox"]);
/** Functions whose answer is drawn from those rows (the inbox's counts per kind, and of what is new to the caller). */
const AUDITED_FUNCTIONS: ReadonlySet<string> = new Set(["inbox_counts", "inbox_unread"]);

/** Up to this many rows, the entry names them; past it, a count only (an export is one entry). */
const IDS_LISTED = 100;

const audits = (role: Role) => role !== "anon";
export const isAuditedRead = (role: Role, relation: string) => audits(role) && AUDITED_RELATIONS.has(relation);
export const isAuditedCall = (role: Role, fn: string) => audits(role) && AUDITED_FUNCTIONS.has(fn);

/** Which columns a query filtered on, and how (`status.eq`, `or(name.ilike,email.ilike)`), never the values. */
function describeCondition(condition: Condition): string {
  if ("logic" in condition)
    return `${condition.negate ? "not." : ""}${condition.logic}(${condition.items.map(describeCondition).join(",")})`;
  return `${condition.column}.${condition.negate ? "not." : ""}${condition.op}`;
}

function idsOf(row: ResultRow): string[] | null {
  if (row.n === 0 || row.n > IDS_LISTED || !row.body) return row.n === 0 ? [] : null;
  const parsed = JSON.parse(row.body) as unknown;
  const rows = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  const ids = rows.map((r) => r.id).filter((id): id is string => typeof id === "string");
  return ids.length === rows.length ? ids : null;
}

/** After a read of an audited relation, in its transaction: who, what, how many, which. */
export async function auditRead(tx: Tx, role: Role, relation: string, query: ApiQuery, prefer: Prefer, row: ResultRow) {
  const ids = idsOf(row);
  await auditInTransaction(
    tx,
    role,
    "read",
    { table: relation },
    {
      rows: row.n,
      ...(row.total !== undefined && row.total !== null ? { total: row.total } : {}),
      ...(ids ? { ids } : {}),
      columns: query.select.map((item) => (item === "*" ? "*" : item.column)),
      filters: query.filters.map(describeCondition),
      ...(prefer.count ? { counted: prefer.count } : {}),
      ...(role === "service_role" ? { key: "secret" } : {}),
    },
  );
}

/** Before an audited function runs (its answer is counts, not rows). */
export async function auditCall(tx: Tx, role: Role, fn: string) {
  await auditInTransaction(
    tx,
    role,
    "read",
    { table: fn },
    { function: fn, ...(role === "service_role" ? { key: "secret" } : {}) },
  );
}
