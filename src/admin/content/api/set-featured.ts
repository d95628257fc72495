import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { contentKeys } from "./keys";
import { setFeatured } from "./tables";

/** Puts a resource on the home page's featured list, or takes it off. */
export function useSetFeatured() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => setFeatured(client, id, featured),
    onSettled: () => queries.invalidateQueries({ queryKey: contentKeys.list("resources") }),
  });
}
