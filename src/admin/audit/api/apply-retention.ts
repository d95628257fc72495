import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { auditKeys } from "./audit-log";

/** What a retention run removed: rows per table, and the files that went with them. */
const retentionResult = z.object({ rows: z.record(z.string(), z.number()), files: z.array(z.string()) });

/** Runs the retention now, as the server does each day (admin only). */
export function useApplyRetention() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => jsonAnswer(retentionResult, await fromDatabase(client.rpc("apply_retention"))),
    onSettled: () => queries.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
