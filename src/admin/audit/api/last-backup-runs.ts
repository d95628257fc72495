import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

const backupRun = z.object({
  scheduled_for: z.string(),
  finished_at: z.string().nullable(),
  outcome: z.enum(["succeeded", "failed"]).nullable(),
  size_bytes: z.number().nullable(),
  duration_ms: z.number().nullable(),
  error: z.string().nullable(),
});
/** A scheduled backup as rpc/last_backup_runs answers it (private.backup_runs). */
export type BackupRun = z.infer<typeof backupRun>;

/** The latest scheduled backups (admin only). */
export function useLastBackupRuns(count = 5) {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["backup-runs", count],
    queryFn: async () =>
      jsonAnswer(z.array(backupRun), (await fromDatabase(client.rpc("last_backup_runs", { max_rows: count }))) ?? []),
  });
}
