import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { KINDS, type Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";
import { removedResult } from "./rows";

const request = z.object({ kind: z.enum(KINDS), id: z.string(), requested_at: z.string() });
export type ErasureRequest = z.infer<typeof request>;

/** The applications whose applicants asked to be erased, of the kinds the caller reads, oldest first. */
export function useErasureRequests() {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.erasureRequests,
    queryFn: async () =>
      jsonAnswer(z.array(request), await fromDatabase(client.rpc("erasure_requests"))).sort((a, b) =>
        a.requested_at.localeCompare(b.requested_at),
      ),
  });
}

/** Erases the application its applicant asked to be erased, with its files; the database refuses any other. */
export function useConfirmErasure(kind: Kind, id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      jsonAnswer(removedResult, await fromDatabase(client.rpc("confirm_erasure", { p_kind: kind, p_id: id }))),
    onSettled: () => queries.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
