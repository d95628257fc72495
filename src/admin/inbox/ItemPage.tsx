import { Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { routeHash } from "../routes";
import { holds } from "~shared/staff-roles";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { blockLinkClass, inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { useItemHistory } from "./api/item-history";
import { useLogView } from "./api/log-view";
import type { HistoryEntry, SubmissionRow as Row } from "./api/rows";
import { useSetStatus } from "./api/set-status";
import { useSubmission } from "./api/submission";
import { Attachments } from "./Attachments";
import { ItemNavigation } from "./ItemNavigation";
import { OwnerPanel } from "./OwnerPanel";
import { StagePanel } from "./StagePanel";
import { NotesPanel } from "./NotesPanel";
import { ThreadPanel } from "./ThreadPanel";
import { EraseButton } from "./EraseDialog";
import { ErasureRequestPanel } from "./ErasureRequestPanel";
import { careersLink, replyLink } from "./item-links";
import {
  FIELDS,
  INQUIRY_LABELS,
  isStatus,
  KIND_SINGULAR,
  STAGES,
  stageLabel,
  STATUS_LABELS,
  STATUSES,
  type Kind,
  type Status,
} from "~/admin/vocabulary/kinds";
import { StatusBadge } from "./StatusBadge";

const statusLabel = (value: string | null | undefined) => (isStatus(value) ? STATUS_LABELS[value] : value);

function display(column: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (column === "inquiry_type" && typeof value === "string") return INQUIRY_LABELS[value] ?? value;
  return String(value);
}

function historyText(kind: Kind, entry: HistoryEntry): string {
  if (entry.action === "status_change") return `${statusLabel(entry.details.from)} → ${statusLabel(entry.details.to)}`;
  if (entry.action === "stage_change")
    return `Moved from ${stageLabel(kind, entry.details.from ?? "")} to ${stageLabel(kind, entry.details.to ?? "")}`;
  if (entry.action === "note") return "Note added";
  if (entry.action === "assign") return entry.details.to ? `Given to ${entry.details.to}` : "Taken back, nobody's";
  return "Opened";
}

function titleOf(kind: Kind, row: Row): string {
  if (kind === "job_applications") return `${String(row.first_name ?? "")} ${String(row.surname ?? "")}`.trim();
  return typeof row.name === "string" && row.name ? row.name : row.email;
}

/** One submission: every field, its files, its owner, status and history, reply and erase. Opening it marks it read and is logged. */
export function ItemPage({ kind, id }: { kind: Kind; id: string }) {
  const { roles } = useStaff();
  const [status, setStatus] = useState<Status | null>(null);
  const [message, setMessage] = useState("");
  const [saveError, setSaveError] = useState("");
  const [erased, setErased] = useState<{ title: string; summary: string } | null>(null);
  const opened = useRef("");

  const item = loaded(useSubmission(kind, id));
  const history = loaded(useItemHistory(kind, id));
  const setItemStatus = useSetStatus(kind, id);
  const { mutate: logView } = useLogView();
  const { mutate: markRead } = setItemStatus;

  // Opening an item: logged, and a new one becomes read (once per item shown).
  const row = item.status === "ready" ? item.data : null;
  useEffect(() => {
    if (!row || opened.current === row.id) return;
    opened.current = row.id;
    setStatus(row.status);
    logView({ kind, id: row.id });
    if (row.status === "new") markRead("read", { onSuccess: () => setStatus("read") });
  }, [row, kind, logView, markRead]);

  async function changeStatus(next: Status) {
    setSaveError("");
    setMessage("");
    const previous = status;
    setStatus(next);
    try {
      await setItemStatus.mutateAsync(next);
      setMessage(`Marked as ${STATUS_LABELS[next].toLowerCase()}.`);
    } catch (error) {
      setStatus(previous);
      setSaveError(`The status was not changed: ${errorText(error)}`);
    }
  }

  if (erased) {
    return (
      <>
        <PageHeading>{erased.title}</PageHeading>
        <StatusMessage message={erased.summary} />
        <p className="mt-4">
          <a className={blockLinkClass} href={routeHash({ name: "inbox", search: "" })}>
            Back to the inbox
          </a>
        </p>
      </>
    );
  }
  if (item.status === "loading") return <Loading label="Loading the item…" onRetry={item.reload} />;
  if (item.status === "error")
    return <ErrorPanel title="The item could not be loaded" message={item.error} onRetry={item.reload} />;
  if (!row) {
    return (
      <>
        <PageHeading>Item not found</PageHeading>
        <p>It may have been erased or deleted by the retention period.</p>
        <p className="mt-4">
          <a className={blockLinkClass} href="#/inbox">
            Back to the inbox
          </a>
        </p>
      </>
    );
  }

  const subject = `Re: your ${KIND_SINGULAR[kind].toLowerCase()} to Kosmos`;
  return (
    <>
      <ItemNavigation id={row.id} createdAt={row.created_at} onArchive={() => void changeStatus("archived")} />
      <PageHeading
        actions={
          // Work items are answered in their conversation below (their answer comes back there).
          kind === "newsletter_subscribers" && (
            <a className={secondaryButtonClass} href={replyLink(row.email, subject)}>
              <Mail aria-hidden="true" className="size-4" />
              Reply by email
            </a>
          )
        }
      >
        {titleOf(kind, row)}
      </PageHeading>
      <p className="-mt-4 mb-6 text-sm text-muted">
        {KIND_SINGULAR[kind]} · received <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </p>
      <StatusMessage message={message} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="details-heading" className="rounded-lg border border-line bg-white p-4">
            <h2 id="details-heading" className="text-lg font-semibold">
              Details
            </h2>
            <dl className="mt-3 space-y-3">
              {FIELDS[kind].map((field) => (
                <div key={field.column}>
                  <dt className="text-sm font-medium text-muted">{field.label}</dt>
                  <dd className={field.long ? "whitespace-pre-wrap break-words" : "break-words"}>
                    {field.column === "position_title" && typeof row.position_title === "string" ? (
                      <a className={blockLinkClass} href={careersLink(row.position_title)}>
                        {row.position_title}
                      </a>
                    ) : (
                      display(field.column, row[field.column])
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <Attachments kind={kind} row={row} />
          </section>
          {kind !== "newsletter_subscribers" && <ThreadPanel key={row.stage} kind={kind} row={row} />}
          {kind !== "newsletter_subscribers" && <NotesPanel kind={kind} id={row.id} />}
        </div>

        <aside className="space-y-6">
          {typeof row.erasure_requested_at === "string" && (
            <ErasureRequestPanel
              kind={kind}
              id={row.id}
              requestedAt={row.erasure_requested_at}
              onErased={(summary) => setErased({ title: "Application erased", summary })}
            />
          )}
          {kind !== "newsletter_subscribers" && <OwnerPanel kind={kind} row={row} />}
          {STAGES[kind].length > 0 && <StagePanel kind={kind} row={row} />}
          <section aria-labelledby="status-heading" className="rounded-lg border border-line bg-white p-4">
            <h2 id="status-heading" className="text-lg font-semibold">
              Status
            </h2>
            <p className="mt-2">{status && <StatusBadge status={status} />}</p>
            <label htmlFor="item-status" className={`${labelClass} mt-3`}>
              Change status
            </label>
            <select
              id="item-status"
              className={inputClass}
              value={status ?? row.status}
              onChange={(e) => isStatus(e.target.value) && void changeStatus(e.target.value)}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            {saveError && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {saveError}
              </p>
            )}
            <h3 className="mt-4 text-sm font-semibold">History</h3>
            {history.status === "error" && (
              <ErrorPanel title="The history could not be loaded" message={history.error} onRetry={history.reload} />
            )}
            {history.status === "ready" && (
              <ul className="mt-2 space-y-1 text-sm text-muted">
                {history.data.length === 0 && <li>No changes yet.</li>}
                {history.data.map((entry, i) => (
                  <li key={i}>
                    {historyText(kind, entry)} by {entry.actor_email ?? "the system"},{" "}
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {/* Erasing a person across every form is admin's (the database refuses anyone else). */}
          {holds(roles, "admin") && (
            <section aria-labelledby="erase-heading" className="rounded-lg border border-red-200 bg-white p-4">
              <h2 id="erase-heading" className="text-lg font-semibold">
                Right to erasure
              </h2>
              <p className="my-2 text-sm text-muted">
                Deletes everything this person sent, in every form, with their files.
              </p>
              <EraseButton email={row.email} onErased={(summary) => setErased({ title: "Person erased", summary })} />
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
