import { useQuery } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import type { Collection } from "../collection";
import { contentKeys } from "./keys";

/** Every item of a library table, in the order its public page shows them. */
export function useContentList<Item extends { id: string; title: string }, Row extends { title: string }, Draft>(
  collection: Collection<Item, Row, Draft>,
) {
  const { client } = useStaff();
  return useQuery({ queryKey: contentKeys.list(collection.table), queryFn: () => collection.access.read(client) });
}
