import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { useStaff } from "~/admin/staff-context";
import type { ContentTypeName } from "~shared/content-types";
import { jsonAnswer } from "../api/json-answer";
import { fromDatabase } from "../api/request";

const trashKey = (type: string) => ["site-content", "trash", type] as const;
const itemsKey = (type: string) => ["site-content", type] as const;

const trashed = z.object({
  item_id: z.string(),
  slug: z.string(),
  title: z.string(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  versions: z.number(),
  restorable_until: z.string(),
});
export type TrashedItem = z.infer<typeof trashed>;

/** The type's items deleted in the last 30 days (rpc/content_trash), newest first. */
export function useTrash(type: ContentTypeName) {
  const { client } = useStaff();
  return useQuery({
    queryKey: trashKey(type),
    queryFn: async () =>
      jsonAnswer(z.array(trashed), await fromDatabase(client.rpc("content_trash", { content_type: type }))),
  });
}

/** Deletes an item: the database keeps it in the trash for 30 days, with its history. */
export function useDeleteItem(type: ContentTypeName) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fromDatabase(client.from("content_items").delete().eq("id", id)),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: itemsKey(type) }),
        queries.invalidateQueries({ queryKey: trashKey(type) }),
      ]),
  });
}

/** Brings an item back from the trash, hidden, with its history (rpc/restore_content_item). */
export function useRestoreItem(type: ContentTypeName) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fromDatabase(client.rpc("restore_content_item", { p_item: id })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: itemsKey(type) }),
        queries.invalidateQueries({ queryKey: trashKey(type) }),
      ]),
  });
}
