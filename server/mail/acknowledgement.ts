import type { SendMailOptions } from "nodemailer";
import type { AcknowledgementDecl } from "../../shared/submission-kinds.ts";
import { greetingName } from "../../shared/greeting.ts";
import { ERASURE_TOKEN, erasureLink } from "../../shared/your-data.ts";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

export { greetingName };

export type AcknowledgementOptions = {
  notice: { id: string };
  decl: AcknowledgementDecl;
  row: Record<string, unknown>;
  siteUrl: string;
  from: string;
  /** The company's name, which signs the mail, and its addresses for questions, as the site settings hold them. */
  company: CompanySettings;
};

export type CompanySettings = {
  name: string;
  addresses: Record<AcknowledgementDecl["writeTo"], string>;
  /** Under staff's replies to visitors, one line a row (Site settings; the company name without one). */
  signature: string;
};

/**
 * The short confirmation an applicant receives: fixed wording for the kind, their
 * first name at most, what happens next and whom to write to. Sent to the address in the row.
 */
export function composeAcknowledgement({
  notice,
  decl,
  row,
  siteUrl,
  from,
  company,
}: AcknowledgementOptions): SendMailOptions {
  const name = greetingName(row[decl.firstName]);
  const greeting = name ? `Dear ${name},` : "Hello,";
  const writeTo = company.addresses[decl.writeTo];
  const token =
    typeof row.erasure_token === "string" && ERASURE_TOKEN.test(row.erasure_token) ? row.erasure_token : null;
  const erase = token ? erasureLink(siteUrl, token) : null;
  const paragraphs = [
    `Thank you for your ${decl.what}. This is to confirm that we have received it.`,
    decl.next,
    `If you have a question in the meantime, write to ${writeTo}. Please do not reply to this message.`,
  ];
  const eraseWords =
    "If you would rather we did not keep it, you can ask us to erase it and every file you sent with it";
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(decl.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${erase ? `<p>${eraseWords}: <a href="${escapeHtml(erase)}">ask for erasure</a>.</p>\n` : ""}<p>${escapeHtml(company.name)}</p>
</body></html>
`;
  return {
    from,
    to: [String(row.email)],
    subject: headerText(decl.subject, 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: [
      greeting,
      "",
      ...paragraphs.flatMap((p) => [p, ""]),
      ...(erase ? [`${eraseWords}:`, erase, ""] : []),
      company.name,
      "",
    ].join("\n"),
    html,
  };
}
