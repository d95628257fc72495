import { errorText } from "../api/messages";
import { ErrorPanel } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { useQuarantine } from "./api/quarantine";

/**
 * Mail that came back to the server and could not be placed: an answer to a reply address this
 * install did not make, or whose item is gone, or mail to a return path that was no report.
 * Kept aside, never lost; its text stays in the database.
 */
export function Quarantine() {
  const kept = useQuarantine();
  return (
    <section aria-labelledby="quarantine-heading" className="mt-8">
      <h2 id="quarantine-heading" className="text-lg font-semibold">
        Mail kept aside
      </h2>
      <p className="mt-1 text-sm text-muted">
        Mail that came in for an address this site did not give out, or for an item that was erased.
      </p>
      {kept.isError && (
        <ErrorPanel
          title="The mail kept aside could not be loaded"
          message={errorText(kept.error)}
          onRetry={() => void kept.refetch()}
        />
      )}
      {kept.data && kept.data.length === 0 && <p className="mt-2 text-sm">Nothing kept aside.</p>}
      {kept.data && kept.data.length > 0 && (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
          {kept.data.map((mail) => (
            <li key={mail.id} className="p-4 text-sm">
              <p className="font-medium break-words">{mail.subject || "(no subject)"}</p>
              <p className="text-muted break-words">
                From {mail.envelope_from || "an empty sender"} to {mail.envelope_to},{" "}
                <time dateTime={mail.received_at}>{formatDateTime(mail.received_at)}</time>
              </p>
              <p className="mt-1">{mail.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
