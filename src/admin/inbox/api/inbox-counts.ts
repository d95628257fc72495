import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { inboxKeys } from "./keys";

/** New items per kind (only the kinds the caller's roles read). */
export function useInboxCounts() {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.counts,
    queryFn: async () => jsonAnswer(z.record(z.string(), z.number()), await fromDatabase(client.rpc("inbox_counts"))),
  });
}
