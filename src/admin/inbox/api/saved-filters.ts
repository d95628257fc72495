import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { changedRows, fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

const savedFilter = z.object({ id: z.string(), name: z.string(), search: z.string() });
export type SavedFilter = z.infer<typeof savedFilter>;
const savedKey = ["inbox", "saved-filters"] as const;

/** This person's saved filters (each sees only their own: row-level security), by name. */
export function useSavedFilters() {
  const { client } = useStaff();
  return useQuery({
    queryKey: savedKey,
    queryFn: async () =>
      jsonAnswer(
        z.array(savedFilter),
        await fromDatabase(client.from("inbox_saved_filters").select("id,name,search").order("name")),
      ),
  });
}

export function useSaveFilter() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, search }: { name: string; search: string }) =>
      fromDatabase(client.from("inbox_saved_filters").insert({ name, search })),
    onSettled: () => queries.invalidateQueries({ queryKey: savedKey }),
  });
}

export function useRemoveFilter() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      changedRows(client.from("inbox_saved_filters").delete().eq("id", id).select("id")),
    onSettled: () => queries.invalidateQueries({ queryKey: savedKey }),
  });
}
