import { useQuery } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { newsletterKeys } from "./overview";

export type LibraryItem = { id: string; title: string; description: string; read_more_url: string; date: string };

/** The resource library's newest items, to put into an issue. */
export function useLibrary() {
  const { client } = useStaff();
  return useQuery({
    queryKey: newsletterKeys.library,
    queryFn: async (): Promise<LibraryItem[]> =>
      fromDatabase(
        client
          .from("resources")
          .select("id, title, description, read_more_url, date")
          .order("date", { ascending: false })
          .limit(50),
      ),
  });
}
