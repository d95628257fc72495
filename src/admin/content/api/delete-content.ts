import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import type { Collection } from "../collection";
import { contentKeys } from "./keys";

/** Deletes an item (editor and admin; the database refuses anyone else). */
export function useDeleteContent<Item extends { id: string; title: string }, Row extends { title: string }, Draft>(
  collection: Collection<Item, Row, Draft>,
) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => collection.access.remove(client, id),
    onSettled: () => queries.invalidateQueries({ queryKey: contentKeys.list(collection.table) }),
  });
}
