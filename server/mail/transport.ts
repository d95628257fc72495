import type { Transporter } from "nodemailer";

/**
 * The SMTP connection from SMTP_URL: `smtps://` is TLS from the first byte; `smtp://` upgrades
 * with STARTTLS whenever the server offers it (and fails rather than fall back to plain text if
 * the upgrade fails); `?requireTLS=true` refuses a server that does not offer it. Credentials go
 * in the URL (`smtp://user:password@host:587`). nodemailer logs nothing unless asked. It is
 * loaded here, only when SMTP_URL is set, not with the server (decision 031).
 */
export async function createSmtpTransport(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url,
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
