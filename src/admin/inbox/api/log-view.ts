import { useMutation } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";

/** An item was opened: the database logs who saw it (never what it holds). */
export function useLogView() {
  const { client } = useStaff();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: string }) =>
      fromDatabase(client.rpc("log_view", { target_table: kind, target_id: id })),
  });
}
