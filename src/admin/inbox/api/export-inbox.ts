import { useMutation } from "@tanstack/react-query";
import type { DataClient } from "~/lib/supabase";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { csvHeader, csvRows, type CsvColumn } from "../csv";
import { INQUIRY_LABELS, KIND_LABELS, STATUS_LABELS } from "~/admin/vocabulary/kinds";
import type { InboxFilters } from "../query";
import { fetchInboxAfter, fetchInboxPage } from "./fetch-page";
import type { InboxRow } from "./rows";

const EXPORT_COLUMNS: CsvColumn<InboxRow>[] = [
  { header: "Received", value: (r) => r.created_at },
  { header: "Kind", value: (r) => KIND_LABELS[r.kind] ?? r.kind },
  { header: "Status", value: (r) => STATUS_LABELS[r.status] ?? r.status },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Organisation", value: (r) => r.organisation },
  { header: "Subject", value: (r) => (r.subject && INQUIRY_LABELS[r.subject]) ?? r.subject },
  { header: "Message", value: (r) => r.summary },
  { header: "Id", value: (r) => r.id },
];

const BATCH = 1000;

/**
 * Every row the filters match, as a CSV file; the export is logged (without the search text).
 * The rows come 1,000 a request, each batch after the last row of the one before (keyset paging:
 * the last request costs what the first did), and each batch becomes a part of the file at once,
 * so the page holds one batch at a time however many rows there are.
 */
export async function exportInbox(
  client: DataClient,
  me: string,
  filters: InboxFilters,
): Promise<{ file: Blob; rows: number }> {
  const parts: Blob[] = [new Blob([csvHeader(EXPORT_COLUMNS)])];
  let rows = 0;
  let after: InboxRow | undefined;
  for (let from = 0; ; from += BATCH) {
    const page = filters.search.trim()
      ? (await fetchInboxPage(client, me, filters, from, BATCH)).rows
      : await fetchInboxAfter(client, me, filters, after, BATCH);
    parts.push(new Blob([csvRows(page, EXPORT_COLUMNS)]));
    rows += page.length;
    after = page.at(-1);
    if (page.length < BATCH) break;
  }
  const { search: _search, page: _page, ...logged } = filters;
  await fromDatabase(client.rpc("log_export", { kind: filters.kind, filters: logged, row_count: rows }));
  return { file: new Blob(parts, { type: "text/csv;charset=utf-8" }), rows };
}

/** The export as the inbox's button runs it. */
export function useExportInbox() {
  const { client, userId } = useStaff();
  return useMutation({ mutationFn: (filters: InboxFilters) => exportInbox(client, userId, filters) });
}
