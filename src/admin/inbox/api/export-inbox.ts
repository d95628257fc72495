import { useMutation } from "@tanstack/react-query";
import type { DataClient } from "~/lib/supabase";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { toCsv, type CsvColumn } from "../csv";
import { INQUIRY_LABELS, KIND_LABELS, STATUS_LABELS } from "../kinds";
import type { InboxFilters } from "../query";
import { fetchInboxPage } from "./fetch-page";
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

/** Every row the filters match (all pages, 1000 at a time), as CSV; the export is logged (without the search text). */
export async function exportInbox(client: DataClient, filters: InboxFilters): Promise<{ csv: string; rows: number }> {
  const rows: InboxRow[] = [];
  for (let from = 0; ; from += BATCH) {
    const page = (await fetchInboxPage(client, filters, from, BATCH)).rows;
    rows.push(...page);
    if (page.length < BATCH) break;
  }
  const { search: _search, page: _page, ...logged } = filters;
  await fromDatabase(client.rpc("log_export", { kind: filters.kind, filters: logged, row_count: rows.length }));
  return { csv: toCsv(rows, EXPORT_COLUMNS), rows: rows.length };
}

/** The export as the inbox's button runs it. */
export function useExportInbox() {
  const { client } = useStaff();
  return useMutation({ mutationFn: (filters: InboxFilters) => exportInbox(client, filters) });
}
