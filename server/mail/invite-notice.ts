import type { SendMailOptions } from "nodemailer";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

/** How long an invitation's link works. */
export const INVITATION_HOURS = 24;

export type InvitationOptions = {
  notice: { id: string };
  /** The invitee's address. */
  email: string;
  /** The one-time token the link carries (only its SHA-256 is stored). */
  token: string;
  siteUrl: string;
  from: string;
};

/** The link that opens the staff area on the invitation (in the hash: never sent to a server, never in a log). */
export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/#/invite/${token}`;
}

/**
 * An invitation to the staff area: what it is, the link (24 hours, once), and what
 * follows (a password of their own, an authenticator app).
 */
export function composeInvitation({ notice, email, token, siteUrl, from }: InvitationOptions): SendMailOptions {
  const link = invitationLink(siteUrl, token);
  const lines = [
    "You have been invited to the Kosmos staff area.",
    "",
    `Open this link within ${INVITATION_HOURS} hours to choose your password (it works once):`,
    link,
    "",
    "You will then set up an authenticator app (such as Google Authenticator, Microsoft",
    "Authenticator or 1Password): staff sign in with a password and a code from it.",
    "",
    "Not expecting this? Ignore this mail: nothing happens without the link.",
    "",
  ];
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Your invitation to the Kosmos staff area</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>You have been invited to the Kosmos staff area.</p>
<p><a href="${escapeHtml(link)}">Choose your password</a> within ${INVITATION_HOURS} hours (the link works once).</p>
<p>You will then set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password): staff sign in with a password and a code from it.</p>
<p>Not expecting this? Ignore this mail: nothing happens without the link.</p>
</body></html>
`;
  return {
    from,
    to: [email],
    subject: headerText("Your invitation to the Kosmos staff area", 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: lines.join("\n"),
    html,
  };
}
