import { Download } from "lucide-react";
import { useState } from "react";
import { routeHash } from "../routes";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading, saveBlob } from "../ui/PageHeading";
import { linkClass, secondaryButtonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { useExportInbox } from "./api/export-inbox";
import { useInboxCounts } from "./api/inbox-counts";
import { useNewToMe } from "./api/inbox-unread";
import { useInboxPage } from "./api/inbox-page";
import { InboxFilterForm } from "./InboxFilters";
import { SavedFilters } from "./SavedFilters";
import { KIND_LABELS, KIND_SINGULAR, readableKinds } from "~/admin/vocabulary/kinds";
import { filtersFromSearch, PAGE_SIZE, type InboxFilters, type OwnerView } from "./query";
import { useColleagues } from "./api/colleagues";
import { StatusBadge } from "./StatusBadge";

const VIEWS: { owner: OwnerView; label: string }[] = [
  { owner: "mine", label: "Mine" },
  { owner: "unassigned", label: "Unassigned" },
  { owner: "all", label: "All" },
];

function searchOf(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.owner !== "all") params.set("owner", filters.owner);
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.search.trim()) params.set("q", filters.search.trim());
  if (filters.page > 0) params.set("page", String(filters.page));
  return params.toString();
}

/** Every submission in one list, newest first, filtered and paged by the server (one request a page). */
export function InboxPage({ search }: { search: string }) {
  const { roles, userId } = useStaff();
  const filters = filtersFromSearch(search);
  // The kinds this person's roles read (the database shows them no others).
  const kinds = readableKinds(roles);
  const [message, setMessage] = useState("");
  const [exportError, setExportError] = useState("");
  const [exporting, setExporting] = useState(false);
  const go = (next: InboxFilters) => {
    location.hash = routeHash({ name: "inbox", search: searchOf(next) });
  };

  const list = loaded(useInboxPage(search));
  const counts = loaded(useInboxCounts());
  const newToMe = useNewToMe(list.status === "ready" ? list.data.rows.map((row) => row.id) : []);
  const exporter = useExportInbox();
  const colleagues = useColleagues().data;
  const ownerOf = (id: string) =>
    id === userId ? "you" : (colleagues?.find((c) => c.id === id)?.email ?? "a colleague");

  async function exportCsv() {
    setExportError("");
    setMessage("");
    setExporting(true);
    try {
      const { file, rows } = await exporter.mutateAsync(filters);
      saveBlob(file, `kosmos-inbox-${new Date().toISOString().slice(0, 10)}.csv`);
      setMessage(`Exported ${rows} ${rows === 1 ? "item" : "items"} as CSV.`);
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          <button type="button" className={secondaryButtonClass} onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? "Exporting…" : "Export CSV"}
          </button>
        }
      >
        Inbox
      </PageHeading>
      <StatusMessage message={message} />
      {exportError && <ErrorPanel title="The export failed" message={exportError} onRetry={exportCsv} />}

      <nav aria-label="Whose items" className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((view) => (
          <a
            key={view.owner}
            href={routeHash({ name: "inbox", search: searchOf({ ...filters, owner: view.owner, page: 0 }) })}
            aria-current={filters.owner === view.owner ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            {view.label}
          </a>
        ))}
      </nav>

      <section aria-labelledby="new-heading" className="mb-6">
        <h2 id="new-heading" className="sr-only">
          New items by kind
        </h2>
        {counts.status === "error" ? (
          <ErrorPanel
            title="The counts of new items could not be loaded"
            message={counts.error}
            onRetry={counts.reload}
          />
        ) : (
          <ul className="flex flex-wrap gap-2">
            {kinds.map((kind) => {
              const n = counts.status === "ready" ? (counts.data[kind] ?? 0) : null;
              return (
                <li key={kind}>
                  <a
                    href={routeHash({ name: "inbox", search: searchOf({ ...filters, kind, status: "new", page: 0 }) })}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-sm text-ink hover:border-brand"
                  >
                    {KIND_LABELS[kind]}
                    <span className="rounded-full bg-brand px-2 text-xs font-semibold text-white">
                      {n === null ? "…" : `${n} new`}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <InboxFilterForm key={search} filters={filters} kinds={kinds} onApply={go} />
      <SavedFilters search={search} />

      <section aria-labelledby="results-heading" className="mt-6">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        {list.status === "loading" && <Loading label="Loading the inbox…" onRetry={list.reload} />}
        {list.status === "error" && (
          <ErrorPanel title="The inbox could not be loaded" message={list.error} onRetry={list.reload} />
        )}
        {list.status === "ready" && (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {list.data.total === 0
                ? "Nothing matches these filters."
                : `Showing ${filters.page * PAGE_SIZE + 1}–${filters.page * PAGE_SIZE + list.data.rows.length} of ${list.data.more ? "more than " : ""}${list.data.total.toLocaleString("en-GB")}`}
            </p>
            <ul className="divide-y divide-line rounded-lg border border-line bg-white">
              {list.data.rows.map((row) => (
                <li key={`${row.kind}/${row.id}`} className="p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <a
                      href={routeHash({ name: "item", kind: row.kind, id: row.id })}
                      className={`${linkClass} ${row.status === "new" ? "font-bold" : ""}`}
                    >
                      {row.name || row.email}
                      <span className="sr-only">, {KIND_SINGULAR[row.kind]}</span>
                    </a>
                    <span className="flex items-center gap-2">
                      {newToMe.data?.has(row.id) && (
                        <span className="rounded-full bg-amber-300 px-2 text-xs font-semibold text-navy">
                          New to you
                        </span>
                      )}
                      <StatusBadge status={row.status} />
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-muted">
                    {KIND_SINGULAR[row.kind]} · {row.email} ·{" "}
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                    {row.owner_id && ` · owner: ${ownerOf(row.owner_id)}`}
                  </p>
                  {row.summary && <p className="mt-1 line-clamp-2 text-sm text-ink">{row.summary}</p>}
                </li>
              ))}
            </ul>
            {(list.data.total > PAGE_SIZE || list.data.more) && (
              <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={filters.page === 0}
                  onClick={() => go({ ...filters, page: filters.page - 1 })}
                >
                  Previous page
                </button>
                <span className="text-sm text-muted">
                  {list.data.more
                    ? `Page ${filters.page + 1}`
                    : `Page ${filters.page + 1} of ${Math.ceil(list.data.total / PAGE_SIZE)}`}
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={
                    list.data.more
                      ? list.data.rows.length < PAGE_SIZE
                      : (filters.page + 1) * PAGE_SIZE >= list.data.total
                  }
                  onClick={() => go({ ...filters, page: filters.page + 1 })}
                >
                  Next page
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}
