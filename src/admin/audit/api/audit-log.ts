import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { AuditEntry } from "../describe";

export const AUDIT_PAGE = 50;
export const auditKeys = { all: ["audit-log"] as const };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A page of the audit log, newest first, with the total; `actions` empty for every kind of entry. */
export function useAuditLog(actions: readonly string[], page: number) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...auditKeys.all, actions, page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      let query = client
        .from("audit_log")
        .select("id,at,actor_email,action,target_table,target_id,details", { count: "exact" });
      if (actions.length > 0) query = query.in("action", actions);
      const answer = await query
        .order("id", { ascending: false })
        .range(page * AUDIT_PAGE, page * AUDIT_PAGE + AUDIT_PAGE - 1);
      const rows = await fromDatabase(answer);
      const entries: AuditEntry[] = rows.map((row) => ({ ...row, details: isObject(row.details) ? row.details : {} }));
      return { entries, total: answer.count ?? 0 };
    },
  });
}
