import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import type { Collection } from "../collection";
import { contentKeys } from "./keys";

/** Saves an item: a new one when `id` is null. The public page shows it at its next load. */
export function useSaveContent<Item extends { id: string; title: string }, Row extends { title: string }, Draft>(
  collection: Collection<Item, Row, Draft>,
) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, row }: { id: string | null; row: Row }) => collection.access.write(client, id, row),
    onSettled: () => queries.invalidateQueries({ queryKey: contentKeys.list(collection.table) }),
  });
}
