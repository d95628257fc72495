import { z } from "zod";
import type { DataClient } from "~/lib/supabase";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { applyFilters, startOfDay, type InboxFilters } from "../query";
import { inboxRow, type InboxRow } from "./rows";

export const INBOX_COLUMNS =
  "kind,id,created_at,name,email,organisation,subject,summary,status,status_changed_at,owner_id,stage,stage_since";

/** A page of the inbox and how many match: exactly, or (a search's common word) `more` than `total`. */
export type InboxPage = { rows: InboxRow[]; total: number; more: boolean };

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
    ...(filters.owner === "all" ? {} : { filter_owner: filters.owner }),
    ...(filters.stage ? { filter_stage: filters.stage } : {}),
    ...(from ? { created_from: from.toISOString() } : {}),
    ...(to ? { created_before: to.toISOString() } : {}),
    max_rows: count,
    skip_rows: first,
  };
}

const searchAnswer = z.object({ rows: z.array(inboxRow), total: z.number(), more: z.boolean().default(false) });

/**
 * `count` rows of the inbox from row `first`, newest first, with how many match. A search goes
 * through rpc/search_inbox, which can use the search indexes (row-level security keeps them from
 * serving the view; docs/decisions/024-inbox-search.md); the rest reads the view.
 */
export async function fetchInboxPage(
  client: DataClient,
  me: string,
  filters: InboxFilters,
  first: number,
  count: number,
): Promise<InboxPage> {
  if (filters.search.trim()) {
    return jsonAnswer(
      searchAnswer,
      await fromDatabase(client.rpc("search_inbox", searchArguments(filters, first, count))),
    );
  }
  const answer = await applyFilters(client.from("inbox").select(INBOX_COLUMNS, { count: "exact" }), filters, me)
    .order("created_at", { ascending: false })
    .order("id")
    .range(first, first + count - 1);
  return { rows: jsonAnswer(z.array(inboxRow), await fromDatabase(answer)), total: answer.count ?? 0, more: false };
}

/**
 * `count` rows of the inbox (no search) after `after` in the list's order (newest first, then
 * id): keyset paging, for the export, so each request finds its place through the indexes.
 */
export async function fetchInboxAfter(
  client: DataClient,
  me: string,
  filters: InboxFilters,
  after: InboxRow | undefined,
  count: number,
): Promise<InboxRow[]> {
  let query = applyFilters(client.from("inbox").select(INBOX_COLUMNS), filters, me);
  if (after) {
    // "Older, or as old and a later id", spelt as a range the created_at index serves (lte) and a
    // filter on it: an `or` alone would read every row each time.
    query = query
      .lte("created_at", after.created_at)
      .or(`created_at.lt.${JSON.stringify(after.created_at)},id.gt.${after.id}`);
  }
  const answer = await query.order("created_at", { ascending: false }).order("id").limit(count);
  return jsonAnswer(z.array(inboxRow), await fromDatabase(answer));
}
