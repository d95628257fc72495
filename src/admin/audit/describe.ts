import type { Tables } from "~shared/database.types";
import { KIND_SINGULAR, isKind, stageLabel } from "~/admin/vocabulary/kinds";
import { londonTime } from "~/admin/ui/london-time";

/**
 * An entry of the audit log as the page reads it (public.audit_log's row; its details an object).
 * The actions: view, status_change, export, erasure, content_edit, retention, orphan_files, read,
 * download, redirect_add, redirect_remove, assign (an inbox item given to someone), stage_change, note,
 * erasure_request (an applicant's, from their acknowledgement's link), and the team's
 * staff_* changes.
 */
export type AuditEntry = Omit<Tables<"audit_log">, "actor_id" | "details"> & { details: Record<string, unknown> };

const total = (rows: unknown) =>
  rows && typeof rows === "object" ? Object.values(rows).reduce((a: number, b) => a + (Number(b) || 0), 0) : 0;

function what(table: string | null): string {
  if (table && isKind(table)) return KIND_SINGULAR[table].toLowerCase();
  if (table === "resources") return "resource";
  if (table === "documentation") return "document";
  return table ?? "item";
}

const hourFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

/** A person's reads of one hour, folded into one entry by the database (rpc/audit_entries). */
function foldedReads(d: Record<string, unknown>): string {
  const places = (Array.isArray(d.tables) ? d.tables.map(String) : []).map((table) =>
    table === "inbox"
      ? "the inbox"
      : table === "inbox_counts"
        ? "the inbox's counts"
        : table === "inbox_unread"
          ? "their unread counts"
          : `${what(table)} records`,
  );
  const times = Number(d.folded);
  const rows = Number(d.rows) || 0;
  const since = typeof d.from === "string" && times > 1 ? ` from ${hourFormat.format(new Date(d.from))}` : "";
  const list = places.length > 1 ? `${places.slice(0, -1).join(", ")} and ${places.at(-1)}` : (places[0] ?? "records");
  return `read ${list} ${times === 1 ? "once" : `${times} times`}${since} (${rows} ${rows === 1 ? "row" : "rows"} in all).`;
}

/** One entry in words: what was done, to what (never personal data: the log holds none). */
export function describeEntry(entry: AuditEntry): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case "view":
      return `opened a ${what(entry.target_table)}.`;
    case "status_change":
      return `changed a ${what(entry.target_table)} from ${String(d.from)} to ${String(d.to)}.`;
    case "export":
      return `exported ${Number(d.rows) || 0} inbox items as CSV.`;
    case "erasure":
      return d.requested_at
        ? `erased a ${what(entry.target_table)} its applicant asked to be erased: ${total(d.rows)} submission and ${Number(d.files) || 0} files.`
        : `erased a person: ${total(d.rows)} submissions and ${Number(d.files) || 0} files.`;
    case "erasure_request":
      return `recorded an applicant's request, made with the link in their acknowledgement, to erase their ${what(entry.target_table)}.`;
    case "content_edit": {
      const title = String(d.title ?? "");
      // The editorial workflow's steps: said as they happened, with the reason or comment given.
      if (d.operation === "submitted for review") return `submitted a change to “${title}” for review.`;
      if (d.operation === "approved")
        return d.publish_at
          ? `approved the change to “${title}” submitted by ${String(d.submitted_by)}, to be published at ${londonTime(String(d.publish_at))} (London).`
          : `approved and published the change to “${title}” submitted by ${String(d.submitted_by)}.`;
      if (d.operation === "sent back") return `sent back the change to “${title}”: “${String(d.comment ?? "")}”.`;
      if (d.operation === "published past the checks")
        return `published “${title}” past the checks (${String(d.problems ?? "")}), because: “${String(d.reason ?? "")}”.`;
      if (d.operation === "sign-off required" || d.operation === "sign-off lifted")
        return `${d.operation === "sign-off required" ? "required" : "lifted"} sign-off for ${String(d.type)}.`;
      const verb = d.operation === "insert" ? "added" : d.operation === "delete" ? "deleted" : "edited";
      return `${verb} the ${what(entry.target_table)} “${String(d.title ?? "")}”.`;
    }
    case "retention":
      return "months" in d && !("rows" in d)
        ? `set the retention period to ${String(d.months)} months.`
        : `applied the retention period: ${total(d.rows)} old submissions and ${Number(d.files) || 0} files deleted.`;
    case "read": {
      if (typeof d.folded === "number") return foldedReads(d);
      if (entry.target_table === "inbox_counts") return "read the inbox's counts.";
      if (entry.target_table === "inbox_unread") return "read their unread counts.";
      const rows = Number(d.rows) || 0;
      const where = entry.target_table === "inbox" ? "the inbox" : `${what(entry.target_table)} records`;
      const how =
        Array.isArray(d.filters) && d.filters.length > 0 ? ` (filtered by ${d.filters.map(String).join(", ")})` : "";
      const key = d.key === "secret" ? " with the secret key" : "";
      return `read ${rows} ${rows === 1 ? "row" : "rows"} of ${where}${how}${key}.`;
    }
    case "download":
      return `downloaded a file from ${String(d.bucket ?? entry.target_table)}${d.key === "secret" ? " with the secret key" : ""}.`;
    case "staff_unlock":
      return "unlocked a staff account locked by wrong passwords.";
    case "orphan_files":
      return `removed ${Number(d.files) || 0} uploaded files that no submission named.`;
    case "stage_change": {
      const kind = entry.target_table && isKind(entry.target_table) ? entry.target_table : null;
      const label = (stage: unknown) => (kind ? stageLabel(kind, String(stage)) : String(stage));
      return `moved a ${what(entry.target_table)} from ${label(d.from)} to ${label(d.to)}.`;
    }
    case "note": {
      const n = Number(d.mentions) || 0;
      return `wrote a note on a ${what(entry.target_table)}${n > 0 ? ` mentioning ${n} ${n === 1 ? "colleague" : "colleagues"}` : ""}.`;
    }
    case "assign":
      return d.to
        ? `gave a ${what(entry.target_table)} to ${String(d.to)}${d.from ? ` (it was ${String(d.from)}'s)` : ""}.`
        : `took a ${what(entry.target_table)} back from ${String(d.from)}: nobody's now.`;
    case "redirect_add":
      return `redirected ${String(d.from)} to ${String(d.to)}.`;
    case "redirect_remove":
      return `removed the redirect from ${String(d.from)} to ${String(d.to)}.`;
    default:
      return String(entry.action);
  }
}
