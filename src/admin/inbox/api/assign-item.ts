import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

/** Gives the item to a colleague (or to nobody: null); the database refuses one who may not read it. */
export function useAssignItem(kind: Kind, id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (owner: string | null) =>
      fromDatabase(client.rpc("assign_item", { p_kind: kind, p_id: id, ...(owner ? { p_owner: owner } : {}) })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.item(kind, id) }),
        queries.invalidateQueries({ queryKey: inboxKeys.history(kind, id) }),
        queries.invalidateQueries({ queryKey: ["inbox", "page"] }),
      ]),
  });
}
