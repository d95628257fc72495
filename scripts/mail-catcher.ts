/**
 * A local SMTP catcher for developers (`npm run dev:mail`): accepts every mail on loopback and
 * shows it on a small web page, so the notices of new submissions can be read without a real
 * mail server. Built from the packages the mail tests already use (smtp-server, mailparser).
 * Mails are kept in memory (the newest 200) and lost when it stops.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

type CaughtMail = { id: number; envelopeTo: string[]; parsed: ParsedMail };

export type MailCatcher = {
  smtpPort: number;
  httpPort: number;
  mails: CaughtMail[];
  close(): Promise<void>;
};

const KEEP = 200;

const escape = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const addressText = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(", ");

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #111; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  pre { white-space: pre-wrap; background: #f5f5f5; padding: .75rem; } iframe { width: 100%; height: 32rem; border: 1px solid #ddd; }
  a { color: #0645ad; }
</style></head><body>${body}</body></html>`;

function listPage(mails: CaughtMail[], smtpPort: number): string {
  const rows = [...mails]
    .reverse()
    .map(
      (
        mail,
      ) => `<tr><td>${escape(mail.parsed.date?.toISOString() ?? "")}</td><td>${escape(mail.envelopeTo.join(", "))}</td>
<td><a href="/mail/${mail.id}">${escape(mail.parsed.subject ?? "(no subject)")}</a></td><td>${escape(addressText(mail.parsed.replyTo))}</td></tr>`,
    )
    .join("\n");
  return page(
    "Mail catcher",
    `<h1>Mail catcher</h1>
<p>Set <code>SMTP_URL=smtp://127.0.0.1:${smtpPort}</code> for the server; every mail it sends is shown here, newest first. Reload to see new ones.</p>
${mails.length ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Reply-To</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No mail yet.</p>"}`,
  );
}

function mailPage(mail: CaughtMail): string {
  const headers = [...mail.parsed.headerLines].map((h) => escape(h.line)).join("\n");
  // The HTML part in a sandboxed frame: no script, no form, no navigation of this page.
  const html =
    typeof mail.parsed.html === "string"
      ? `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escape(mail.parsed.html)}"></iframe>`
      : "";
  return page(
    mail.parsed.subject ?? "Mail",
    `<p><a href="/">All mail</a></p><h1>${escape(mail.parsed.subject ?? "(no subject)")}</h1>
<p>Envelope recipients: ${escape(mail.envelopeTo.join(", "))}</p>
<h2>Plain text</h2><pre>${escape(mail.parsed.text ?? "")}</pre>${html}
<h2>Headers</h2><pre>${headers}</pre>`,
  );
}

const listening = (server: Server | SMTPServer["server"]) => (server.address() as AddressInfo).port;

export async function startMailCatcher({
  host = "127.0.0.1",
  smtpPort = 1025,
  httpPort = 1080,
} = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let next = 1;
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    // Plain SMTP, so `smtp://127.0.0.1:1025` works without a certificate.
    disabledCommands: ["STARTTLS"],
    // Any user name and password, over plain SMTP: an SMTP_URL with credentials works unchanged.
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "developer" }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({ id: next++, envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          if (mails.length > KEEP) mails.shift();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  smtp.on("error", (error) => console.error(`mail catcher: ${error.message}`));

  const http = createServer((request, response) => {
    const id = /^\/mail\/(\d+)$/.exec(request.url ?? "")?.[1];
    const mail = id ? mails.find((m) => m.id === Number(id)) : undefined;
    const [status, body] =
      request.url === "/"
        ? [200, listPage(mails, listening(smtp.server))]
        : mail
          ? [200, mailPage(mail)]
          : [404, page("Not found", '<p>Not found. <a href="/">All mail</a></p>')];
    response.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
    });
    response.end(body);
  });

  await new Promise<void>((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(httpPort, host, () => resolve());
  });
  return {
    smtpPort: listening(smtp.server),
    httpPort: listening(http),
    mails,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
