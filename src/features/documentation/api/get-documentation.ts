import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { DocumentationEntry } from "../types";

/** Every documentation row, in the order the database gives them (spec §7: no ordering). */
export async function getDocumentation(): Promise<DocumentationEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("documentation").select("*");
  if (error) throw error;
  return data;
}

export const documentationQuery = () => queryOptions({ queryKey: ["documentation"], queryFn: getDocumentation });

export const useDocumentation = () => useQuery(documentationQuery());
