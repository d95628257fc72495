/**
 * An issue of the newsletter as a mail's body, HTML and text: what subscribers receive
 * (server/newsletter/issue-mail.ts) and what the back office previews, made by the same code.
 */
import { escapeHtml as escape } from "./html.ts";
import { richTextHtml, richTextPlain } from "./rich-text.ts";

export type IssueBody = {
  subject: string;
  body: unknown;
  /** The recipient's own unsubscribe address; null in a test copy or a preview. */
  unsubscribeLink: string | null;
  siteUrl: string;
};

const TEST_FOOT = "A test copy: subscribers see their own unsubscribe link here.";
const FOOT = "You receive this because you subscribed to the Kosmos Intelligence newsletter.";

/** What the mail's body holds: the issue and its foot (the back office shows this as the preview). */
export function issueBodyHtml({ body, unsubscribeLink, siteUrl }: Omit<IssueBody, "subject">): string {
  const foot = unsubscribeLink ? `${FOOT} <a href="${escape(unsubscribeLink)}">Unsubscribe</a>` : escape(TEST_FOOT);
  return `${richTextHtml(body, siteUrl)}\n<hr>\n<p><small>${foot}</small></p>`;
}

export function issueHtml(content: IssueBody): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#111;max-width:640px;margin:0 auto;padding:16px">
${issueBodyHtml(content)}
</body></html>
`;
}

export function issueText({ body, unsubscribeLink, siteUrl }: IssueBody): string {
  const foot = unsubscribeLink ? `${FOOT} Unsubscribe: ${unsubscribeLink}` : TEST_FOOT;
  return `${richTextPlain(body, siteUrl)}\n\n--\n${foot}\n`;
}
