import { useState } from "react";
import { isKind } from "~/admin/vocabulary/kinds";
import { routeHash } from "../routes";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { inputClass, labelClass, linkClass, secondaryButtonClass } from "../ui/styles";
import { loaded } from "../api/query-client";
import { AUDIT_PAGE as PAGE, useAuditLog } from "./api/audit-log";
import { describeEntry, type AuditEntry } from "./describe";

/** Reads are most of the log: each kind can be shown alone. */
const SHOW = {
  all: [],
  changes: [
    "status_change",
    "assign",
    "stage_change",
    "note",
    "erasure",
    "erasure_request",
    "content_edit",
    "retention",
    "orphan_files",
    "staff_unlock",
    "redirect_add",
    "redirect_remove",
  ],
  reads: ["read", "view", "download", "export"],
} as const satisfies Record<string, readonly AuditEntry["action"][]>;

/** What staff did, newest first; read only (the database writes it, nobody edits it). */
export function AuditPage() {
  const [page, setPage] = useState(0);
  const [show, setShow] = useState<keyof typeof SHOW>("all");
  const [person, setPerson] = useState("");
  const [actor, setActor] = useState<string | null>(null);
  const log = loaded(useAuditLog(SHOW[show], page, actor));

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <p className="mb-4 text-sm text-muted">
        Every read of submissions and their files, status change, export, erasure, content edit and retention run.
        Nobody can change or delete these entries.
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor="audit-show" className={labelClass}>
            Show
          </label>
          <select
            id="audit-show"
            className={inputClass}
            value={show}
            onChange={(e) => {
              setShow(e.target.value === "changes" || e.target.value === "reads" ? e.target.value : "all");
              setPage(0);
            }}
          >
            <option value="all">Everything</option>
            <option value="changes">Changes only</option>
            <option value="reads">Reads, downloads and exports</option>
          </select>
        </div>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setActor(person.trim() || null);
            setPage(0);
          }}
        >
          <div className="w-72">
            <label htmlFor="audit-person" className={labelClass}>
              Person (e-mail, empty for everyone)
            </label>
            <input
              id="audit-person"
              type="email"
              className={inputClass}
              value={person}
              onChange={(e) => setPerson(e.target.value)}
            />
          </div>
          <button type="submit" className={secondaryButtonClass}>
            Show their entries
          </button>
        </form>
      </div>
      <p className="mb-4 text-sm text-muted">
        Each person’s reads of one hour are shown as one entry.
        {actor && <> Showing {actor}’s entries only.</>}
      </p>
      {log.status === "loading" && <Loading label="Loading the audit log…" onRetry={log.reload} />}
      {log.status === "error" && (
        <ErrorPanel title="The audit log could not be loaded" message={log.error} onRetry={log.reload} />
      )}
      {log.status === "ready" && (
        <>
          {log.data.total === 0 ? (
            <p>{actor ? "No entries for this person." : "Nothing has been logged yet."}</p>
          ) : (
            <ol className="divide-y divide-line rounded-lg border border-line bg-white">
              {log.data.entries.map((entry) => (
                <li key={entry.id} className="p-3 text-sm">
                  <p>
                    <strong>{entry.actor_email ?? "The system"}</strong> {describeEntry(entry)}
                    {entry.target_table &&
                      isKind(entry.target_table) &&
                      entry.target_id &&
                      entry.action !== "erasure" && (
                        <>
                          {" "}
                          <a
                            className={linkClass}
                            href={routeHash({ name: "item", kind: entry.target_table, id: entry.target_id })}
                          >
                            Open the item
                          </a>
                        </>
                      )}
                  </p>
                  <p className="text-muted">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
          {log.data.total > PAGE && (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Newer entries
              </button>
              <span className="text-sm text-muted">
                Page {page + 1} of {Math.ceil(log.data.total / PAGE)}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={(page + 1) * PAGE >= log.data.total}
                onClick={() => setPage(page + 1)}
              >
                Older entries
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
