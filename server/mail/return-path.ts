import type { SendMailOptions } from "nodemailer";

/**
 * The mail with a return path of its own on the inbound domain (bounce+<ref>@domain), so a bounce
 * or a complaint about it comes back to the server's inbound listener naming what it is about
 * (server/inbound/). Without an inbound domain the mail is left as it was (the sender's address
 * is the return path).
 */
export function withReturnPath(mail: SendMailOptions, ref: string, domain: string | undefined): SendMailOptions {
  if (!domain) return mail;
  const to = [mail.to, mail.cc, mail.bcc].flat().filter((address) => address !== undefined && address !== null);
  return { ...mail, envelope: { from: `bounce+${ref}@${domain}`, to: to as NonNullable<SendMailOptions["to"]> } };
}
