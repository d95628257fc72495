import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

const note = z.object({ id: z.string(), author_email: z.string(), body: z.string(), created_at: z.string() });
export type Note = z.infer<typeof note>;

/** The item's notes, oldest first (only staff who read its kind see them). */
export function useNotes(kind: Kind, id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.notes(kind, id),
    queryFn: async () =>
      jsonAnswer(
        z.array(note),
        await fromDatabase(
          client
            .from("inbox_notes")
            .select("id,author_email,body,created_at")
            .eq("kind", kind)
            .eq("item_id", id)
            .order("created_at"),
        ),
      ),
  });
}

/** Writes a note; the database refuses a mention of anyone who may not read the item. */
export function useAddNote(kind: Kind, id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => fromDatabase(client.rpc("add_note", { p_kind: kind, p_id: id, p_body: body })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.notes(kind, id) }),
        queries.invalidateQueries({ queryKey: inboxKeys.history(kind, id) }),
      ]),
  });
}
