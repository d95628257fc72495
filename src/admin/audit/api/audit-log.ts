import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { AuditEntry } from "../describe";

export const AUDIT_PAGE = 50;
export const auditKeys = { all: ["audit-log"] as const };

const entry = z.object({
  id: z.number(),
  at: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_table: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).catch({}),
});
const answer = z.object({ total: z.number(), entries: z.array(entry) });

/**
 * A page of the audit log, newest first, with the total (rpc/audit_entries: each person's reads of
 * an hour folded into one entry); `actions` empty for every kind of entry, `actor` one person's only.
 */
export function useAuditLog(actions: readonly string[], page: number, actor: string | null = null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...auditKeys.all, actions, page, actor],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const data = await fromDatabase(
        client.rpc("audit_entries", {
          p_actions: [...actions],
          p_actor: actor ?? undefined,
          p_limit: AUDIT_PAGE,
          p_offset: page * AUDIT_PAGE,
        }),
      );
      const { total, entries } = jsonAnswer(answer, data);
      return { entries: entries as AuditEntry[], total };
    },
  });
}
