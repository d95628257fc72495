import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { inboxKeys } from "./keys";

/**
 * How many items are new to the signed-in person, per kind (the kinds their roles read): arrived
 * since their account began, not opened by them, not archived or spam. A colleague opening an
 * item changes nothing here.
 */
export function useInboxUnread() {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.unread,
    // The menu's count follows new submissions without a reload.
    refetchInterval: 60_000,
    queryFn: async () => jsonAnswer(z.record(z.string(), z.number()), await fromDatabase(client.rpc("inbox_unread"))),
  });
}

/** Which of these items (a page of the inbox) the signed-in person has not opened yet. */
export function useNewToMe(ids: readonly string[]) {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.newToMe(ids),
    enabled: ids.length > 0,
    queryFn: async () =>
      new Set(jsonAnswer(z.array(z.string()), await fromDatabase(client.rpc("new_to_me", { p_ids: [...ids] })))),
  });
}
