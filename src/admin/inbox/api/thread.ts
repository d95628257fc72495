import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

const message = z.object({
  id: z.string(),
  direction: z.enum(["in", "out"]),
  author_email: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof message>;

/** The mail to and from the person on this item, oldest first. */
export function useThread(kind: Kind, id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.thread(kind, id),
    queryFn: async () =>
      jsonAnswer(
        z.array(message),
        await fromDatabase(
          client
            .from("inbox_messages")
            .select("id,direction,author_email,subject,body,created_at")
            .eq("kind", kind)
            .eq("item_id", id)
            .order("created_at"),
        ),
      ),
  });
}

/** Writes to the person: kept in the thread and sent by the server, with the item's reply address. */
export function useSendReply(kind: Kind, id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, body }: { subject: string; body: string }) =>
      fromDatabase(client.rpc("send_reply", { p_kind: kind, p_id: id, p_subject: subject, p_body: body })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.thread(kind, id) }),
        queries.invalidateQueries({ queryKey: inboxKeys.history(kind, id) }),
      ]),
  });
}
