import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { noticeKeys } from "./list-notices";

/** Queues a failed notice again (the server's mail worker wakes for it); false if it is no longer failed. */
export function useSendNoticeAgain() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (noticeId: string) => fromDatabase(client.rpc("send_notice_again", { notice_id: noticeId })),
    onSettled: () => queries.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
