import { useState } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { TextAreaField } from "../ui/Field";
import { ErrorPanel, StatusMessage } from "../ui/Notice";
import { londonTime } from "../ui/london-time";
import { formatDateTime } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { ItemPreview } from "./ItemPreview";
import { useDecideReview, useReviews, type Review } from "./workflow-api";

/**
 * Sign-off of one item: where its latest change for review stands. Its author sees it
 * waiting (and may withdraw it by submitting again) or sent back with the comment; a colleague
 * previews it and approves it, which publishes it (or schedules it, for the time its author
 * asked), or sends it back saying what to change. The
 * database decides who may (decision 044): this only shows what it allows.
 */
export function ItemReview({ type, itemId, onApproved }: { type: string; itemId: string; onApproved: () => void }) {
  const { email } = useStaff();
  const reviews = useReviews(type);
  const latest = reviews.data?.find((review) => review.item_id === itemId);
  if (!latest || latest.state === "withdrawn") return null;
  return (
    <section
      aria-labelledby={`review-${itemId}`}
      className="space-y-3 rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`review-${itemId}`} className="text-lg font-semibold">
        Sign-off
      </h2>
      <ReviewState review={latest} mine={latest.submitted_by === email} />
      {latest.state === "waiting" && latest.submitted_by !== email && (
        <>
          {latest.action === "publish" && <ItemPreview itemId={itemId} review={latest.id} />}
          <Decision type={type} review={latest} onApproved={onApproved} />
        </>
      )}
    </section>
  );
}

/** The time the author asked for, when it is still to come at the approval (or now, while it waits). */
const laterTime = (review: Review) =>
  review.publish_at && Date.parse(review.publish_at) > Date.parse(review.reviewed_at ?? new Date().toISOString())
    ? `${londonTime(review.publish_at)} (London)`
    : null;

/** A change that is not of the item's fields, in the words its waiting state says. */
const WAITING = {
  hide: { what: "Taking it off the site", until: "before it is hidden" },
  move: { what: "Moving it in its list", until: "before it moves" },
} as const;

function ReviewState({ review, mine }: { review: Review; mine: boolean }) {
  const by = mine ? "you" : (review.submitted_by ?? "someone");
  const later = laterTime(review);
  if (review.state === "waiting" && review.action !== "publish") {
    const { what, until } = WAITING[review.action];
    return (
      <p data-testid="review-state">
        {what} was submitted for review by {by} on {formatDateTime(review.submitted_at)}.{" "}
        {mine ? `A colleague must approve it ${until}.` : "Approve it, or send it back."}
      </p>
    );
  }
  if (review.state === "waiting") {
    return (
      <p data-testid="review-state">
        Submitted for review by {by} on {formatDateTime(review.submitted_at)}
        {later ? `, to be published at ${later}` : ""}.{" "}
        {mine ? "A colleague must approve it before it is published." : "Preview it, then approve it or send it back."}
      </p>
    );
  }
  if (review.state === "approved") {
    const when = review.reviewed_at ? formatDateTime(review.reviewed_at) : "an unknown date";
    if (review.action === "hide" || review.action === "move") {
      const what = review.action === "hide" ? "Taking it off the site" : "Moving it in its list";
      return (
        <p data-testid="review-state">
          {`${what}, submitted by ${by}, was approved by ${review.reviewed_by ?? "a colleague"} on ${when}.`}
        </p>
      );
    }
    return (
      <p data-testid="review-state">
        {later
          ? `The change submitted by ${by} was approved by ${review.reviewed_by ?? "a colleague"} on ${when}, to be published at ${later} (see Schedule).`
          : `The change submitted by ${by} was approved and published by ${review.reviewed_by ?? "a colleague"} on ${when}.`}
      </p>
    );
  }
  return (
    <div data-testid="review-state" className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>
        Sent back by {review.reviewed_by ?? "a colleague"}
        {review.reviewed_at ? ` on ${formatDateTime(review.reviewed_at)}` : ""}:
      </p>
      <blockquote className="mt-1 whitespace-pre-wrap border-l-4 border-amber-500 pl-3">{review.comment}</blockquote>
    </div>
  );
}

function Decision({ type, review, onApproved }: { type: string; review: Review; onApproved: () => void }) {
  const decide = useDecideReview(type);
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState("");
  const [done, setDone] = useState("");
  const later = laterTime(review);

  async function run(approve: boolean) {
    setProblem("");
    if (!approve && !comment.trim()) {
      setProblem("Comment: say what the author should change.");
      return;
    }
    try {
      await decide.mutateAsync({ review, approve, comment });
      setDone(
        !approve
          ? "Sent back to its author with your comment."
          : review.action === "hide"
            ? "Approved: it is off the site."
            : review.action === "move"
              ? "Approved: it has moved."
              : later
                ? `Approved: it will be published at ${later}.`
                : "Approved and published.",
      );
      if (approve) onApproved();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <div className="space-y-3">
      <TextAreaField
        name="review-comment"
        label="Comment for the author (needed to send it back)"
        rows={3}
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem && <ErrorPanel title="Not done" message={problem} />}
      <StatusMessage message={done} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} disabled={decide.isPending} onClick={() => void run(true)}>
          {review.action === "hide"
            ? "Approve and hide"
            : review.action === "move"
              ? "Approve the move"
              : later
                ? `Approve, to publish at ${later}`
                : "Approve and publish"}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={decide.isPending}
          onClick={() => void run(false)}
        >
          Send back
        </button>
      </div>
    </div>
  );
}
