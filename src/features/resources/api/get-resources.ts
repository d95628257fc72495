import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { CARD_COLUMNS } from "~shared/library";
import type { Resource } from "../types";

/** The resource library: every row, newest first, no filter, no paging (spec §7). */
export async function getResources(): Promise<Resource[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("resources").select(CARD_COLUMNS).order("date", { ascending: false });
  if (error) throw error;
  return data;
}

export const resourcesQuery = () => queryOptions({ queryKey: ["resources", "library"], queryFn: getResources });

export const useResources = () => useQuery(resourcesQuery());
