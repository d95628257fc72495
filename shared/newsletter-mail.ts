/**
 * An issue of the newsletter as a mail's body, HTML and text: what subscribers receive
 * (server/newsletter/issue-mail.ts) and what the back office previews, made by the same code.
 */
import { escapeHtml as escape } from "./html.ts";
import { registrationLine, type CompanyRegistration } from "./company-registration.ts";
import { richTextHtml, richTextPlain } from "./rich-text.ts";

export type IssueBody = {
  subject: string;
  body: unknown;
  /** The recipient's own unsubscribe address; null in a test copy or a preview. */
  unsubscribeLink: string | null;
  siteUrl: string;
  /** The company as Site settings say it: its name at the top, its registration at the foot. */
  company?: CompanyRegistration & { name: string };
};

const TEST_FOOT = "A test copy: subscribers see their own unsubscribe link here.";
const FOOT = "You receive this because you subscribed to the Kosmos Intelligence newsletter.";

/** What the mail's body holds: the issue and its foot (the back office shows this as the preview). */
export function issueBodyHtml({ body, unsubscribeLink, siteUrl }: Omit<IssueBody, "subject">): string {
  const foot = unsubscribeLink ? `${FOOT} <a href="${escape(unsubscribeLink)}">Unsubscribe</a>` : escape(TEST_FOOT);
  return `${richTextHtml(body, siteUrl)}\n<hr>\n<p><small>${foot}</small></p>`;
}

export function issueHtml(content: IssueBody): string {
  const name = content.company?.name ?? "Kosmos Intelligence";
  const registered = content.company ? registrationLine(content.company) : null;
  // The brand's colours and wordmark in text (mail programs block pictures until asked), one column.
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="max-width:640px;margin:0 auto;background:#ffffff;font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#0f172a">
<div style="background:#0b1f3a;border-bottom:4px solid #2563eb;padding:20px 24px">
<a href="${escape(content.siteUrl)}" style="color:#ffffff;font-size:22px;font-weight:700;letter-spacing:0.02em;text-decoration:none">${escape(name)}</a>
</div>
<div style="padding:16px 24px">
${issueBodyHtml(content)}
</div>
${
  registered
    ? `<p style="margin:0;padding:12px 24px 20px;font-size:12px;color:#475569">${escape(registered)}</p>
`
    : ""
}</div>
</body></html>
`;
}

export function issueText({ body, unsubscribeLink, siteUrl, company }: IssueBody): string {
  const foot = unsubscribeLink ? `${FOOT} Unsubscribe: ${unsubscribeLink}` : TEST_FOOT;
  const registered = company ? registrationLine(company) : null;
  return `${richTextPlain(body, siteUrl)}\n\n--\n${foot}\n${registered ? `${registered}\n` : ""}`;
}
