import type { SendMailOptions } from "nodemailer";
import { CONFIRMATION_DAYS, NEWSLETTER_PATHS } from "../../shared/newsletter.ts";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

export type ConfirmationOptions = {
  notice: { id: string };
  email: string;
  /** The one-time token the link carries (only its SHA-256 is stored). */
  token: string;
  siteUrl: string;
  from: string;
};

/** The link that opens the confirmation page; the token is checked when the visitor presses its button. */
export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${NEWSLETTER_PATHS.confirm}?token=${token}`;
}

/**
 * The double opt-in's mail: the link, how long it works, and that nothing happens
 * without it. Nothing in it comes from the sign-up but the address it is sent to.
 */
export function composeConfirmation({ notice, email, token, siteUrl, from }: ConfirmationOptions): SendMailOptions {
  const link = confirmationLink(siteUrl, token);
  const text = [
    "Please confirm that you would like to receive the Kosmos Intelligence newsletter.",
    "",
    `Open this link within ${CONFIRMATION_DAYS} days and press "Confirm my subscription":`,
    link,
    "",
    "Did not sign up? Ignore this mail: without your confirmation we will not write to you again,",
    "and your address is deleted within 30 days.",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Confirm your subscription</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>Please confirm that you would like to receive the Kosmos Intelligence newsletter.</p>
<p><a href="${escapeHtml(link)}">Confirm my subscription</a> (the link works for ${CONFIRMATION_DAYS} days).</p>
<p>Did not sign up? Ignore this mail: without your confirmation we will not write to you again, and your address is deleted within 30 days.</p>
</body></html>
`;
  return {
    from,
    to: [email],
    subject: headerText("Confirm your subscription to the Kosmos newsletter", 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text,
    html,
  };
}
