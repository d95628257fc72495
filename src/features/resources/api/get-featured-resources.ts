import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { Resource } from "../types";

/** How many featured resources the home page shows (spec §9). */
export const FEATURED_LIMIT = 3;

/** The newest featured resources, at most three (spec §7). */
export async function getFeaturedResources(): Promise<Resource[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("resources")
    .select("*")
    .eq("featured", true)
    .order("date", { ascending: false })
    .limit(FEATURED_LIMIT);
  if (error) throw error;
  return data;
}

export const featuredResourcesQuery = () =>
  queryOptions({ queryKey: ["resources", "featured"], queryFn: getFeaturedResources });

export const useFeaturedResources = () => useQuery(featuredResourcesQuery());
