import { useState } from "react";
import { routeHash } from "../routes";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading, saveBlob } from "../ui/PageHeading";
import { blockLinkClass, buttonClass, secondaryButtonClass } from "../ui/styles";
import { useExportConfirmed } from "./api/export-confirmed";
import { useCreateIssue } from "./api/issue";
import { useNewsletterOverview, type IssueSummary } from "./api/overview";
import { SubscriberList } from "./SubscriberList";

const STATUS_TEXT = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;

function progress(issue: IssueSummary): string {
  if (issue.status === "draft") return `Last saved ${formatDateTime(issue.updated_at)}`;
  const parts = [`${issue.sent} sent`, `${issue.failed} failed`, `${issue.left} left`];
  if (issue.skipped) parts.push(`${issue.skipped} unsubscribed before their copy`);
  return `${parts.join(" · ")} of ${issue.recipients ?? 0} subscribers`;
}

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The newsletter: the list's states and how it changed by month, the export of
 * confirmed subscribers, and the issues with their progress. Sales and admins open it.
 */
export function NewsletterPage() {
  const overview = loaded(useNewsletterOverview());
  const create = useCreateIssue();
  const exporter = useExportConfirmed();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");

  async function newIssue() {
    setError("");
    try {
      const id = await create.mutateAsync();
      window.location.hash = routeHash({ name: "newsletter-issue", id });
    } catch (cause) {
      setError(`The issue was not created: ${errorText(cause)}`);
    }
  }

  async function exportConfirmed() {
    setError("");
    setMessage("");
    try {
      const { file, rows } = await exporter.mutateAsync();
      saveBlob(file, `newsletter-confirmed-${new Date().toISOString().slice(0, 10)}.csv`);
      setMessage(`Exported ${rows} confirmed ${rows === 1 ? "subscriber" : "subscribers"}.`);
    } catch (cause) {
      setError(`The export did not complete: ${errorText(cause)}`);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          <button type="button" className={buttonClass} onClick={newIssue} disabled={create.isPending}>
            New issue
          </button>
        }
      >
        Newsletter
      </PageHeading>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      {overview.status === "loading" && <Loading label="Loading the newsletter…" onRetry={overview.reload} />}
      {overview.status === "error" && (
        <ErrorPanel title="The newsletter could not be loaded" message={overview.error} onRetry={overview.reload} />
      )}
      {overview.status === "ready" && (
        <div className="grid gap-8">
          <section aria-labelledby="subscribers-heading">
            <h2 id="subscribers-heading" className="text-lg font-semibold">
              Subscribers
            </h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {(
                [
                  ["Confirmed", overview.data.states.confirmed, "receive each issue"],
                  ["Unconfirmed", overview.data.states.unconfirmed, "removed after 30 days unless they confirm"],
                  ["Unsubscribed", overview.data.states.unsubscribed, "only a keyed hash of the address is kept"],
                  [
                    "Bounced",
                    overview.data.bounces.bounced,
                    "their mail server refused a mail for good: not sent again",
                  ],
                  ["Complained", overview.data.bounces.complained, "marked a mail as spam: not sent again"],
                ] as const
              ).map(([label, count, note]) => (
                <div key={label} className="rounded-lg border border-line bg-white p-4">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-2xl font-bold">{count}</dd>
                  <dd className="text-sm text-muted">{note}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={exportConfirmed}
                disabled={exporter.isPending}
              >
                Export confirmed subscribers (CSV)
              </button>
              <a className={blockLinkClass} href={routeHash({ name: "inbox", search: "kind=newsletter_subscribers" })}>
                Subscribers in the inbox
              </a>
            </div>
            <SubscriberList />
            <div className="mt-4 overflow-x-auto">
              <table className="min-w-full text-left text-sm">
                <caption className="mb-2 text-left text-sm text-muted">The last twelve months</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4">
                      Month
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Signed up
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Confirmed
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Unsubscribed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.months.map((m) => (
                    <tr key={m.month} className="border-b border-line">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {monthName.format(new Date(`${m.month}-01T00:00:00Z`))}
                      </th>
                      <td className="py-2 pr-4">{m.signed_up}</td>
                      <td className="py-2 pr-4">{m.confirmed}</td>
                      <td className="py-2 pr-4">{m.unsubscribed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="issues-heading">
            <h2 id="issues-heading" className="text-lg font-semibold">
              Issues
            </h2>
            {overview.data.issues.length === 0 ? (
              <p className="mt-2">No issues yet. Press “New issue” to write the first.</p>
            ) : (
              <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
                {overview.data.issues.map((issue) => (
                  <li key={issue.id} className="p-4 text-sm">
                    <a className={blockLinkClass} href={routeHash({ name: "newsletter-issue", id: issue.id })}>
                      {issue.subject}
                    </a>
                    <p className="text-muted">
                      {STATUS_TEXT[issue.status]}
                      {issue.send_started_at && (
                        <>
                          {" "}
                          · sent by {issue.send_started_by ?? "a member of staff"} on{" "}
                          <time dateTime={issue.send_started_at}>{formatDateTime(issue.send_started_at)}</time>
                        </>
                      )}
                    </p>
                    <p>{progress(issue)}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}

export default NewsletterPage;
