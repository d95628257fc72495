import type { DataClient } from "~/lib/supabase";
import { unwrap } from "../useLoad";
import type { InboxRow } from "./export";
import { applyFilters, startOfDay, type InboxFilters } from "./query";

export const INBOX_COLUMNS: string = "kind,id,created_at,name,email,organisation,subject,summary,status,status_changed_at";

export type InboxPage = { rows: InboxRow[]; total: number; status: number };

/**
 * The search's arguments for rpc/search_inbox: the same filters as the view's query
 * (query.ts applyFilters), as the function takes them.
 */
export function searchArguments(filters: InboxFilters, first: number, count: number) {
  const from = startOfDay(filters.from);
  const to = startOfDay(filters.to);
  if (to) to.setDate(to.getDate() + 1); // inclusive: up to the end of that day
  // A filter left out is the function's default (none).
  return {
    term: filters.search.trim(),
    ...(filters.kind === "all" ? {} : { filter_kind: filters.kind }),
    ...(filters.status === "all" ? {} : { filter_status: filters.status }),
    ...(from ? { created_from: from.toISOString() } : {}),
    ...(to ? { created_before: to.toISOString() } : {}),
    max_rows: count,
    skip_rows: first,
  };
}

/**
 * `count` rows of the inbox from row `first`, newest first, with how many match. A search goes
 * through rpc/search_inbox, which can use the search indexes (row-level security keeps them from
 * serving the view; docs/decisions/024-inbox-search.md); the rest reads the view.
 */
export async function fetchInboxPage(client: DataClient, filters: InboxFilters, first: number, count: number): Promise<InboxPage> {
  if (filters.search.trim()) {
    const result = await client.rpc("search_inbox", searchArguments(filters, first, count));
    const page = unwrap(result) as { rows: InboxRow[]; total: number };
    return { rows: page.rows, total: page.total, status: result.status };
  }
  const result = await applyFilters(client.from("inbox").select(INBOX_COLUMNS, { count: "exact" }), filters)
    .order("created_at", { ascending: false })
    .order("id")
    .range(first, first + count - 1);
  return { rows: unwrap(result) as unknown as InboxRow[], total: result.count ?? 0, status: result.status };
}
