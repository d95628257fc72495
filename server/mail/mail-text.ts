/** What every notice's mail shares, whatever it is about. */

/** Anything a visitor typed that goes into a header: control characters (CR, LF…) become spaces. */
export function headerText(value: string, maxLength = 100): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
  return value.replace(controls, " ").trim().slice(0, maxLength);
}

import { escapeHtml } from "../../shared/html.ts";

export { escapeHtml };

/** The same on every attempt, so a copy sent twice (a crash between send and mark) is recognisable. */
export function messageIdOf(noticeId: string, siteUrl: string): string {
  return `<notice-${noticeId}@${new URL(siteUrl).hostname || "localhost"}>`;
}

/** Headers and options of every automated mail. */
export const AUTOMATED_MAIL = {
  headers: {
    // Out-of-office replies must not go to the visitor (the Reply-To) or back to us (RFC 3834).
    "Auto-Submitted": "auto-generated",
    "X-Auto-Response-Suppress": "All",
  },
  // Nothing in a notice may make nodemailer read a file or fetch a URL.
  disableFileAccess: true,
  disableUrlAccess: true,
} as const;

/**
 * A notice to staff about the back office's work (a claim due, a release to sign off): its
 * paragraphs as plain text and as HTML (every value escaped), and a link to the page it concerns.
 */
export function staffNotice({
  notice,
  siteUrl,
  from,
  to,
  subject,
  paragraphs,
  link,
}: {
  notice: { id: string };
  siteUrl: string;
  from: string;
  to: string[];
  subject: string;
  paragraphs: string[];
  link: { href: string; text: string };
}) {
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a> (staff sign-in required).</p>
</body></html>
`;
  return {
    from,
    to,
    subject: headerText(subject, 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: [...paragraphs.flatMap((paragraph) => [paragraph, ""]), `${link.text}:`, link.href, ""].join("\n"),
    html,
  };
}
