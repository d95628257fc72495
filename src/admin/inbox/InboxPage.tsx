import { Download } from "lucide-react";
import { useState } from "react";
import { routeHash } from "../routes";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading, saveBlob } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { useExportInbox } from "./api/export-inbox";
import { useInboxCounts } from "./api/inbox-counts";
import { useInboxPage } from "./api/inbox-page";
import { InboxFilterForm } from "./InboxFilters";
import { ErasureRequests } from "./ErasureRequests";
import { SavedFilters } from "./SavedFilters";
import { KIND_LABELS, readableKinds, STAGES } from "~/admin/vocabulary/kinds";
import { BulkMove } from "./BulkMove";
import { StageTabs } from "./StageTabs";
import { InboxResults } from "./InboxResults";
import { filtersFromSearch, PAGE_SIZE, type InboxFilters, type OwnerView } from "./query";

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
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.search.trim()) params.set("q", filters.search.trim());
  if (filters.page > 0) params.set("page", String(filters.page));
  return params.toString();
}

/** Every submission in one list, newest first, filtered and paged by the server (one request a page). */
export function InboxPage({ search }: { search: string }) {
  const { roles } = useStaff();
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
  const exporter = useExportInbox();
  // A kind with stages chosen: its pipeline across the top, and items ticked to move together.
  const staged = filters.kind !== "all" && STAGES[filters.kind].length > 0 ? filters.kind : null;
  const [ticked, setTicked] = useState<{ search: string; ids: string[] }>({ search, ids: [] });
  const selected = ticked.search === search ? ticked.ids : [];
  const tick = (id: string, on: boolean) =>
    setTicked({ search, ids: on ? [...selected, id] : selected.filter((other) => other !== id) });

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
      <ErasureRequests />

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

      <div className="mt-6">
        {staged && (
          <StageTabs
            kind={staged}
            stage={filters.stage}
            addressOf={(stage) => searchOf({ ...filters, stage, page: 0 })}
          />
        )}
        {staged && list.status === "ready" && list.data.rows.length > 0 && (
          <BulkMove
            kind={staged}
            selected={selected}
            onMoved={(said) => {
              setMessage(said);
              setTicked({ search, ids: [] });
            }}
          />
        )}
      </div>
      <section aria-labelledby="results-heading" className="mt-2">
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
            <InboxResults rows={list.data.rows} staged={staged} selected={selected} onTick={tick} />
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
