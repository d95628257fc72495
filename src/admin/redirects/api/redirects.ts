import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { changedRows, fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

/** A redirect as the back office lists it (public.redirects). */
export type RedirectRow = {
  id: string;
  from_path: string;
  to_path: string;
  automatic: boolean;
  created_at: string;
  created_by: string | null;
};

const keys = { all: ["redirects"] as const };

/** Every redirect, by the address it is from. */
export function useRedirects() {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.all,
    queryFn: async () =>
      (await fromDatabase(
        client.from("redirects").select("id,from_path,to_path,automatic,created_at,created_by").order("from_path"),
      )) as RedirectRow[],
  });
}

/**
 * The addresses that redirect (an article's old address, or one an admin redirected): a link to
 * one still leads to a page in one step, so a form lets it stand (the database does too).
 */
export function useRedirectSources(): ReadonlySet<string> {
  const { client } = useStaff();
  const sources = useQuery({
    queryKey: [...keys.all, "sources"],
    queryFn: async () => (await fromDatabase(client.from("redirects").select("from_path"))) as { from_path: string }[],
  });
  return new Set((sources.data ?? []).map((row) => row.from_path));
}

/** Adds a redirect (admins: the database refuses anyone else, a loop, a chain or an address to nowhere). */
export function useAddRedirect() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      await fromDatabase(client.from("redirects").insert({ from_path: from, to_path: to }).select("id"));
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemoveRedirect() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => changedRows(client.from("redirects").delete().eq("id", id).select("id")),
    onSettled: () => queries.invalidateQueries({ queryKey: keys.all }),
  });
}
