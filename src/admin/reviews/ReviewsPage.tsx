import { contentType, isContentType } from "~shared/content-types";
import { loaded } from "../api/query-client";
import { routeHash } from "../routes";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { linkClass } from "../ui/styles";
import { useWaitingReviews, type WaitingReview } from "./api/waiting";

/** What the change does once approved, in the reviewer's words. */
function whatItDoes(review: WaitingReview): string {
  if (review.action === "hide") return "Takes it off the site";
  if (review.action === "move") return "Moves it in its list";
  if (review.publish_at) return `Publishes it at ${formatDateTime(review.publish_at)}`;
  return "Publishes it when approved";
}

/**
 * One list of the changes waiting for the signed-in person's sign-off, oldest first, across every
 * content type they edit; each opens its type's page, where the change is previewed and decided.
 */
export function ReviewsPage() {
  const waiting = loaded(useWaitingReviews());
  return (
    <>
      <PageHeading>To review</PageHeading>
      <p className="mb-4 max-w-prose text-muted">
        Changes colleagues submitted for sign-off in the content you edit, oldest first. Open one to preview it, then
        approve it or send it back with a comment.
      </p>
      {waiting.status === "loading" && <Loading label="Loading the changes to review…" onRetry={waiting.reload} />}
      {waiting.status === "error" && (
        <ErrorPanel
          title="The changes to review could not be loaded"
          message={waiting.error}
          onRetry={waiting.reload}
        />
      )}
      {waiting.status === "ready" &&
        (waiting.data.length === 0 ? (
          <p>Nothing waits for your review.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {waiting.data.map((review) => (
              <li key={review.id} className="p-4">
                <p className="font-semibold">
                  {isContentType(review.type) ? (
                    <a className={linkClass} href={routeHash({ name: "site-content", type: review.type })}>
                      {review.title || "Untitled"}
                    </a>
                  ) : (
                    review.title
                  )}
                  <span className="ml-2 text-sm font-normal text-muted">
                    {isContentType(review.type) ? contentType(review.type).label : review.type}
                  </span>
                </p>
                <p className="text-sm text-muted">
                  Submitted by {review.submitted_by ?? "a colleague"},{" "}
                  <time dateTime={review.submitted_at}>{formatDateTime(review.submitted_at)}</time>.{" "}
                  {whatItDoes(review)}.
                </p>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
