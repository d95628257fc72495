import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changedRows } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind, Status } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

/** Triage: new, read, archived or spam. The lists, counts and the item's history follow. */
export function useSetStatus(kind: Kind, id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (status: Status) => changedRows(client.from(kind).update({ status }).eq("id", id).select("id")),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.history(kind, id) }),
        queries.invalidateQueries({ queryKey: inboxKeys.counts }),
        queries.invalidateQueries({ queryKey: ["inbox", "page"] }),
      ]),
  });
}
