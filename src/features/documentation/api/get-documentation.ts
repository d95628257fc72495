import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { DocumentationEntry } from "../types";

/** Every documentation row, in the editors' order (as the published page lists them). */
export async function getDocumentation(): Promise<DocumentationEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("documentation")
    .select("id,title,description,sections,summary,access_url,download_url,download_size")
    .order("sort_order")
    .order("id");
  if (error) throw error;
  return data;
}

export const documentationQuery = () => queryOptions({ queryKey: ["documentation"], queryFn: getDocumentation });

export const useDocumentation = () => useQuery(documentationQuery());
