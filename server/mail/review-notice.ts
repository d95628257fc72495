import type { SendMailOptions } from "nodemailer";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

export type ReviewNoticeOptions = {
  notice: { id: string; kind: "review-waiting" | "review-decided" };
  /** The change's row (public.content_reviews, to_jsonb). */
  review: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A change waits for sign-off: the colleagues who may approve it hear what, by whom, and where the
 * queue is. Decided: its author hears whether it was approved (and is live, or scheduled) or sent
 * back, with the reviewer's comment.
 */
export function composeReviewNotice({ notice, review, siteUrl, from, to }: ReviewNoticeOptions): SendMailOptions {
  const title = stringOf(review.title) || "an item";
  const origin = siteUrl.replace(/\/+$/, "");
  const waiting = notice.kind === "review-waiting";
  const hiding = review.action === "hide";
  const link = waiting
    ? `${origin}/admin/#/reviews`
    : `${origin}/admin/#/site/${encodeURIComponent(stringOf(review.type))}`;
  const comment = stringOf(review.comment).trim();
  const { subject, lead } = waiting
    ? {
        subject: `To review: ${title}`,
        lead: `${stringOf(review.submitted_by) || "A colleague"} submitted ${
          hiding
            ? "taking “" + title + "” off the site"
            : review.action === "move"
              ? "moving “" + title + "” in its list"
              : "a change to “" + title + "”"
        } for your review.`,
      }
    : review.state === "approved"
      ? {
          subject: `Approved: ${title}`,
          lead: `${stringOf(review.reviewed_by) || "A colleague"} approved your change to “${title}”: ${
            review.publish_at ? "it is published at the time you chose." : "the site shows it within seconds."
          }`,
        }
      : {
          subject: `Sent back: ${title}`,
          lead: `${stringOf(review.reviewed_by) || "A colleague"} sent your change to “${title}” back: nothing changed on the site.`,
        };
  const action = waiting ? "Review it in the back office" : "Open it in the back office";
  const lines = [lead, ...(comment ? ["", "Comment:", comment] : []), "", `${action}:`, link, ""];
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>${escapeHtml(lead)}</p>
${comment ? `<h2 style="font-size:15px;margin:16px 0 4px">Comment</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(comment)}</p>\n` : ""}<p><a href="${escapeHtml(link)}">${action}</a> (staff sign-in required).</p>
</body></html>
`;
  return {
    from,
    to,
    subject: headerText(subject, 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: lines.join("\n"),
    html,
  };
}
