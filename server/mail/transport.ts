import { readFile } from "node:fs/promises";
import type { Transporter } from "nodemailer";

/** DKIM signing (RFC 6376) of every mail sent, when configured: nodemailer signs, the key stays in its file. */
export type DkimSettings = { MAIL_DKIM_DOMAIN?: string; MAIL_DKIM_SELECTOR?: string; MAIL_DKIM_KEY_FILE?: string };

/** A transport that delivers nothing (development without a mail server): the worker keeps each mail in its notice. */
export async function createKeepingTransport(): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({ jsonTransport: true });
}

/**
 * The SMTP connection from SMTP_URL: `smtps://` is TLS from the first byte; `smtp://` upgrades
 * with STARTTLS whenever the server offers it (and fails rather than fall back to plain text if
 * the upgrade fails); `?requireTLS=true` refuses a server that does not offer it. Credentials go
 * in the URL (`smtp://user:password@host:587`). nodemailer logs nothing unless asked. It is
 * loaded here, only when SMTP_URL is set, not with the server (decision 031).
 */
export async function createSmtpTransport(
  url: string,
  dkim: DkimSettings = {},
  { pool = false }: { pool?: boolean } = {},
): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  const { MAIL_DKIM_DOMAIN: domainName, MAIL_DKIM_SELECTOR: keySelector, MAIL_DKIM_KEY_FILE: keyFile } = dkim;
  return nodemailer.createTransport({
    url,
    // A pool keeps one connection open for many mails (the newsletter); notices open one each.
    ...(pool ? { pool: true, maxConnections: 1 } : {}),
    ...(domainName && keySelector && keyFile
      ? { dkim: { domainName, keySelector, privateKey: await readFile(keyFile, "utf8") } }
      : {}),
    // nodemailer waits up to 2 and 10 minutes by default; a send must end well inside its lease.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
}

/** Where mail goes, for the start-up log: never the credentials an SMTP_URL may carry. */
export function describeSmtp(url: string): string {
  const { protocol, hostname, port } = new URL(url);
  return `${protocol}//${hostname}${port ? `:${port}` : ""}`;
}
