import { useState } from "react";
import { isKind, KIND_SINGULAR } from "~/admin/vocabulary/kinds";
import { routeHash } from "../routes";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { Quarantine } from "./Quarantine";
import { blockLinkClass, inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { NOTICE_STATUSES, useNotices, type Notice } from "./api/list-notices";
import { useSendNoticeAgain } from "./api/send-notice-again";

/** A failed scheduled backup's notice names its run, not a submission. */
const BACKUP_RUNS = "backup_runs";

function subjectOf(n: Notice): string {
  if (isKind(n.submission_table)) return KIND_SINGULAR[n.submission_table];
  if (n.submission_table === "users") return "Invitation to the staff area";
  if (n.submission_table === "content_schedules") return "Scheduled publish, to its author";
  return n.submission_table === BACKUP_RUNS ? "Scheduled backup" : n.submission_table;
}

const asShown = (value: string): "all" | Notice["status"] => NOTICE_STATUSES.find((s) => s === value) ?? "all";

const STATUS_TEXT = { pending: "Pending", sent: "Sent", failed: "Failed", held: "Held" } as const;
const PAGE = 50;

/** The email notices of new submissions and failed backups: pending, sent, failed with the last error, and 'send again'. */
export function NoticesPage() {
  const [status, setStatus] = useState<"all" | Notice["status"]>("all");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const list = loaded(useNotices(status, PAGE));
  const resend = useSendNoticeAgain();

  async function sendAgain(notice: Notice) {
    setError("");
    setMessage("");
    try {
      const resent = await resend.mutateAsync(notice.id);
      setMessage(
        resent
          ? "The notice will be sent again within a minute."
          : "That notice is no longer failed or held; nothing to send.",
      );
    } catch (cause) {
      setError(`The notice was not queued again: ${errorText(cause)}`);
    }
  }

  return (
    <>
      <PageHeading>Email notices</PageHeading>
      <p className="mb-4 text-sm text-muted">
        Every new submission sends a notice to the team. Notices stay pending while no mail server is configured (in
        development each is kept here instead, with its subject and text). A mail to a visitor past the hour&apos;s
        bound (for one network, or for all) is held: send it if it is wanted.
      </p>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      <div className="mb-4 max-w-xs">
        <label htmlFor="notice-status" className={labelClass}>
          Show
        </label>
        <select
          id="notice-status"
          className={inputClass}
          value={status}
          onChange={(e) => setStatus(asShown(e.target.value))}
        >
          <option value="all">All notices</option>
          <option value="pending">Pending</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
          <option value="held">Held (too many mails to visitors in an hour)</option>
        </select>
      </div>
      {list.status === "loading" && <Loading label="Loading notices…" onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title="The notices could not be loaded" message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" &&
        (list.data.notices.length === 0 ? (
          <p>No notices.</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-muted">
              The {Math.min(PAGE, list.data.total)} newest of {list.data.total}.
            </p>
            <ul className="divide-y divide-line rounded-lg border border-line bg-white">
              {list.data.notices.map((n) => (
                <li
                  key={n.id}
                  className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-start sm:justify-between"
                >
                  <div>
                    <p className="font-semibold">
                      {n.kept_subject !== null ? "Kept here, not sent" : STATUS_TEXT[n.status]} · {subjectOf(n)} (
                      {n.kind})
                    </p>
                    <p className="text-muted">
                      Created <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                      {n.sent_at && (
                        <>
                          {" "}
                          · sent <time dateTime={n.sent_at}>{formatDateTime(n.sent_at)}</time>
                        </>
                      )}
                      {n.recipient && <> · to {n.recipient}</>} · {n.attempts}{" "}
                      {n.attempts === 1 ? "attempt" : "attempts"}
                      {n.status === "pending" && n.attempts > 0 && (
                        <>
                          {" "}
                          · next try <time dateTime={n.next_attempt_at}>{formatDateTime(n.next_attempt_at)}</time>
                        </>
                      )}
                    </p>
                    {n.kept_subject !== null && <KeptMail subject={n.kept_subject} text={n.kept_text ?? ""} />}
                    {n.last_error && (
                      <p className="mt-1 text-red-800">
                        {n.status === "held" ? n.last_error : `Last error: ${n.last_error}`}
                      </p>
                    )}
                    {isKind(n.submission_table) && (
                      <a
                        className={blockLinkClass}
                        href={routeHash({ name: "item", kind: n.submission_table, id: n.submission_id })}
                      >
                        Open the submission
                      </a>
                    )}
                    {n.submission_table === "users" && (
                      <a className={blockLinkClass} href={routeHash({ name: "team" })}>
                        Open the team
                      </a>
                    )}
                    {n.submission_table === BACKUP_RUNS && (
                      <a className={blockLinkClass} href={routeHash({ name: "audit" })}>
                        See the latest backups
                      </a>
                    )}
                  </div>
                  {(n.status === "failed" || n.status === "held") && (
                    <button type="button" className={secondaryButtonClass} onClick={() => void sendAgain(n)}>
                      {n.status === "held" ? "Send it now" : "Send again"}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        ))}
      <Quarantine />
    </>
  );
}

/** A mail the server kept instead of sending (development, no mail server): what it would have said. */
function KeptMail({ subject, text }: { subject: string; text: string }) {
  return (
    <div className="mt-2">
      <p>
        <span className="font-medium">Subject:</span> {subject}
      </p>
      <details className="mt-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand">
          The mail&apos;s text
        </summary>
        <pre className="mt-1 max-w-prose rounded border border-line bg-surface p-3 font-sans text-sm break-words whitespace-pre-wrap text-ink">
          {text}
        </pre>
      </details>
    </div>
  );
}
