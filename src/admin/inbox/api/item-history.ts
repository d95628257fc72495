import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";
import { historyEntry } from "./rows";

/** The item's last 20 entries in the audit log, newest first. */
export function useItemHistory(kind: Kind, id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.history(kind, id),
    queryFn: async () =>
      jsonAnswer(
        z.array(historyEntry),
        await fromDatabase(
          client
            .from("audit_log")
            .select("at,actor_email,action,details")
            .eq("target_table", kind)
            .eq("target_id", id)
            .order("at", { ascending: false })
            .limit(20),
        ),
      ),
  });
}
