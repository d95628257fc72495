import type { SendMailOptions } from "nodemailer";
import { CONTACT_ADDRESSES } from "../../shared/contact-addresses.ts";
import type { CompanySettings } from "./acknowledgement.ts";
import { escapeHtml, headerText } from "./mail-text.ts";

export type ReplyOptions = {
  notice: { id: string };
  /**
   * The reply (public.inbox_messages, to_jsonb) with the visitor's `email`, its item's
   * `reply_token` and the `thread` before it (outbox.ts claims it so).
   */
  message: Record<string, unknown>;
  siteUrl: string;
  from: string;
  company: CompanySettings;
  /** Where answers come back to (the server's inbound listener); unset, the team's public address. */
  inboundDomain: string | undefined;
};

type Earlier = { id: string; direction: "in" | "out"; message_id: string | null };

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");
const MESSAGE_ID = /^<[^<>\s@]+@[^<>\s@]+>$/;

/** A reply's own Message-ID: the same every time it is composed, so the thread can name it. */
export const replyMessageId = (id: string, siteUrl: string) =>
  `<reply-${id}@${new URL(siteUrl).hostname || "localhost"}>`;

/** The team's public address for a kind, when answers cannot come back to the server. */
function teamAddress(kind: string, company: CompanySettings): string {
  if (kind === "job_applications") return company.addresses.careers;
  if (kind === "research_partnerships") return company.addresses.partnerships;
  if (kind === "incubation_programme") return company.addresses.institute;
  return CONTACT_ADDRESSES.contact;
}

/**
 * A member of staff's reply to the person who sent an item: their words as plain text and HTML
 * (escaped), signed with the signature in Site settings (the company's name without one); a reply address of the item's own, so the answer
 * comes back to its thread; Message-ID, In-Reply-To and References, so both sides' mail programs
 * thread it with what went before.
 */
export function composeReply({
  notice,
  message,
  siteUrl,
  from,
  company,
  inboundDomain,
}: ReplyOptions): SendMailOptions {
  const thread = (Array.isArray(message.thread) ? message.thread : []) as Earlier[];
  const references = thread
    .map((earlier) => (earlier.direction === "out" ? replyMessageId(earlier.id, siteUrl) : earlier.message_id))
    .filter((id): id is string => typeof id === "string" && MESSAGE_ID.test(id));
  const token = stringOf(message.reply_token);
  const replyTo =
    inboundDomain && token ? `reply+${token}@${inboundDomain}` : teamAddress(stringOf(message.kind), company);
  const body = stringOf(message.body);
  const signature = company.signature.replace(/\r\n?/g, "\n");
  const text = `${body}\n\n${signature}\n`;
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(stringOf(message.subject))}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
${body
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
  .join("\n")}
<p>${escapeHtml(signature).replace(/\n/g, "<br>")}</p>
</body></html>
`;
  return {
    from,
    to: [stringOf(message.email)],
    replyTo,
    subject: headerText(stringOf(message.subject), 200),
    messageId: replyMessageId(stringOf(message.id) || notice.id, siteUrl),
    ...(references.length ? { inReplyTo: references.at(-1), references } : {}),
    text,
    html,
    // Nothing in a reply may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
