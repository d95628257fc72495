import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

/** An item was opened: the database logs who saw it (never what it holds), and it is read for them. */
export function useLogView() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: string }) =>
      fromDatabase(client.rpc("log_view", { target_table: kind, target_id: id })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.unread }),
        queries.invalidateQueries({ queryKey: ["inbox", "new-to-me"] }),
      ]),
  });
}
