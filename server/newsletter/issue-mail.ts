import type { SendMailOptions } from "nodemailer";
import { NEWSLETTER_PATHS } from "../../shared/newsletter.ts";
import { issueHtml, issueText, type IssueBody } from "../../shared/newsletter-mail.ts";
import { headerText } from "../mail/mail-text.ts";

export type IssueMailOptions = {
  issue: { id: string; subject: string; body: unknown };
  to: string;
  /** The recipient's unsubscribe token; null for a test mail to a member of staff (no list to leave). */
  unsubscribeToken: string | null;
  /** Identifies this copy: a subscriber's id, or the test delivery's. */
  copyId: string;
  siteUrl: string;
  from: string;
  /** What Site settings say: the name newsletters come from, and where replies go. */
  sender?: NewsletterSenderSettings;
  company?: IssueCompany;
};

export type NewsletterSenderSettings = { name?: string; replyTo?: string };
/** The company at the top and foot of an issue. */
export type IssueCompany = NonNullable<IssueBody["company"]>;

/** The sending address of a `From` ("Kosmos website <noreply@…>" or a bare address). */
const addressOf = (from: string) => from.match(/<([^<>]+)>\s*$/)?.[1] ?? from.trim();

export const unsubscribeLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${NEWSLETTER_PATHS.unsubscribe}?token=${token}`;

/**
 * An issue as a subscriber receives it: the body (shared/newsletter-mail.ts, so nothing staff
 * typed is script), the unsubscribe link at the foot, and RFC 8058's headers, so the mail client's own
 * "Unsubscribe" button unsubscribes in one POST without opening a page.
 */
export function composeIssueMail({
  issue,
  to,
  unsubscribeToken,
  copyId,
  siteUrl,
  from,
  sender = {},
  company,
}: IssueMailOptions): SendMailOptions {
  const link = unsubscribeToken ? unsubscribeLink(siteUrl, unsubscribeToken) : null;
  const subject = headerText(unsubscribeToken ? issue.subject : `[Test] ${issue.subject}`, 160);
  const content = { subject, body: issue.body, unsubscribeLink: link, siteUrl, ...(company ? { company } : {}) };
  const host = new URL(siteUrl).hostname || "localhost";
  return {
    // Nodemailer quotes the name as the header needs: nothing staff typed becomes another header.
    from: sender.name ? { name: headerText(sender.name, 80), address: addressOf(from) } : from,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    to: [to],
    subject,
    // The same for every attempt at this copy: a receiving system can tell a repeat.
    messageId: `<newsletter-${issue.id}-${copyId}@${host}>`,
    ...(link ? { list: { unsubscribe: link } } : {}),
    headers: {
      ...(link ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
      "Auto-Submitted": "auto-generated",
      Precedence: "bulk",
    },
    disableFileAccess: true,
    disableUrlAccess: true,
    text: issueText(content),
    html: issueHtml(content),
  };
}
