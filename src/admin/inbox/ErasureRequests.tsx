import { ERASURE_WITHIN } from "~shared/your-data";
import { routeHash } from "../routes";
import { loaded } from "../api/query-client";
import { ErrorPanel } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { blockLinkClass } from "../ui/styles";
import { KIND_SINGULAR } from "~/admin/vocabulary/kinds";
import { useErasureRequests } from "./api/erasure-requests";

/** Above the list: the applications whose applicants asked to be erased and wait for a colleague to confirm. */
export function ErasureRequests() {
  const requests = loaded(useErasureRequests());
  if (requests.status === "error")
    return (
      <ErrorPanel title="The erasure requests could not be loaded" message={requests.error} onRetry={requests.reload} />
    );
  if (requests.status !== "ready" || requests.data.length === 0) return null;
  const n = requests.data.length;
  return (
    <section
      aria-labelledby="erasure-requests-heading"
      className="mb-6 rounded-lg border-2 border-red-300 bg-white p-4"
    >
      <h2 id="erasure-requests-heading" className="text-lg font-semibold">
        {n === 1 ? "1 applicant asked" : `${n} applicants asked`} to be erased
      </h2>
      <p className="mt-1 text-sm text-muted">Open each to confirm it; the law gives {ERASURE_WITHIN} at most.</p>
      <ul className="mt-2 space-y-1">
        {requests.data.map((request) => (
          <li key={request.id}>
            <a className={blockLinkClass} href={routeHash({ name: "item", kind: request.kind, id: request.id })}>
              {KIND_SINGULAR[request.kind]}, asked on{" "}
              <time dateTime={request.requested_at}>{formatDateTime(request.requested_at)}</time>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
