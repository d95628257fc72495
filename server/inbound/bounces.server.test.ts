/**
 * Bounces and complaints, on PGlite and on PostgreSQL, through real SMTP both ways: each mail the
 * server sends leaves with a return path of its own on the inbound domain; a delivery report
 * (RFC 3464) or a feedback-loop complaint (RFC 5965) sent there by a real SMTP client reaches the
 * server's inbound listener. A permanent bounce of a confirmation mail suppresses the address
 * (the sign-up goes, and it cannot sign up again); a complaint about an acknowledgement does the
 * same; a delayed reply is sent again later, a bounced one shows in its item's conversation; a
 * report about a mail nobody sent is quarantined.
 */
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { freePort } from "../../tests/support/server/free-port.ts";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";

const DOMAIN = "in.kosmos.test";

/** A report as a receiving mail server writes it: a human part, then the machine-readable one. */
function report(to: string, type: "delivery-status" | "feedback-report", fields: string): string {
  return [
    "From: Mail Delivery System <mailer-daemon@uni.example>",
    `To: ${to}`,
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=${type}; boundary="kosmos-report"`,
    "",
    "--kosmos-report",
    "Content-Type: text/plain",
    "",
    "This is the mail system at host mx.uni.example.",
    "--kosmos-report",
    `Content-Type: message/${type}`,
    "",
    fields,
    "--kosmos-report--",
    "",
  ].join("\r\n");
}
const failed = (status: string, action = "failed") =>
  `Reporting-MTA: dns; mx.uni.example\r\n\r\nFinal-Recipient: rfc822; someone@uni.example\r\nAction: ${action}\r\nStatus: ${status}\r\nDiagnostic-Code: smtp; 550 ${status} user unknown\r\n`;

describe.each(databases)("bounces and complaints on $name", (factory) => {
  let api: ApiTestApp;
  let smtp: TestSmtpServer;
  let inboundPort: number;
  let anon: ReturnType<typeof client>;
  let sales: string;
  let careers: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const sendReport = (to: string, raw: string) =>
    createTransport({ host: "127.0.0.1", port: inboundPort, secure: false, ignoreTLS: true }).sendMail({
      envelope: { from: "mailer-daemon@uni.example", to: [to] },
      raw,
    });
  /** The return path the server gave the mail it sent to `address` about `subject`. */
  const returnPathOf = async (address: string, subject: RegExp) => {
    await waitUntil(
      () => smtp.received.some((m) => m.envelope.to.includes(address) && subject.test(m.parsed.subject ?? "")),
      20_000,
    );
    return smtp.received.find((m) => m.envelope.to.includes(address) && subject.test(m.parsed.subject ?? ""))!.envelope
      .from;
  };
  const outboxOf = async (ref: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ status: string; last_error: string | null; later: boolean }>(
          "select status, last_error, next_attempt_at > now() + interval '50 minutes' as later from public.notification_outbox where id = $1",
          [ref.slice(1)],
        ),
      )
    ).rows[0];
  const suppressed = async (address: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ reason: string }>(
          "select reason from private.newsletter_suppressions where address_hash = private.address_hash($1)",
          [address],
        ),
      )
    ).rows.map((row) => row.reason);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    inboundPort = await freePort();
    api = await startApiApp(factory, {
      SMTP_URL: smtp.url,
      SITE_URL: "https://kosmos.test",
      INBOUND_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: inboundPort,
      INBOUND_SMTP_HOST: "127.0.0.1",
    });
    anon = client(api.app, api.anonKey);
    sales = (await staffSessions(api.app, "bounce-sales@kosmos.test", { roles: ["sales"] })).aal2;
    careers = (await staffSessions(api.app, "bounce-careers@kosmos.test", { roles: ["careers"] })).aal2;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("suppresses an address whose confirmation mail bounced for good: the sign-up goes and cannot come back", async () => {
    const address = "gone@uni.example";
    expect((await anon.post("/rest/v1/newsletter_subscribers", { email: address })).statusCode).toBe(201);
    const returnPath = await returnPathOf(address, /confirm/i);
    expect(returnPath).toMatch(new RegExp(`^bounce\\+n[0-9a-f-]{36}@${DOMAIN.replace(/\./g, "\\.")}$`));

    await sendReport(returnPath, report(returnPath, "delivery-status", failed("5.1.1")));
    expect(await suppressed(address)).toEqual(["bounced"]);
    expect(await api.count("newsletter_subscribers")).toBe(0);
    expect(await outboxOf(returnPath.slice("bounce+".length, returnPath.indexOf("@")))).toMatchObject({
      status: "failed",
      last_error: "Bounced (5.1.1: smtp; 550 5.1.1 user unknown).",
    });
    // Signing up again is taken and stores nothing.
    expect((await anon.post("/rest/v1/newsletter_subscribers", { email: address })).statusCode).toBe(201);
    expect(await api.count("newsletter_subscribers")).toBe(0);
  });

  it("suppresses an applicant who marked the acknowledgement as spam, and the Newsletter page counts both", async () => {
    const row = jobApplication({ email: "annoyed@uni.example", cv_url: null });
    expect((await anon.post("/rest/v1/job_applications", row)).statusCode).toBe(201);
    const returnPath = await returnPathOf("annoyed@uni.example", /received your application/i);
    await sendReport(returnPath, report(returnPath, "feedback-report", "Feedback-Type: abuse\r\nVersion: 1\r\n"));
    expect(await suppressed("annoyed@uni.example")).toEqual(["complained"]);
    const counts = await anon.post("/rest/v1/rpc/newsletter_bounces", {}, as(sales));
    expect(json(counts)).toEqual({ bounced: 1, complained: 1 });
    expect((await anon.post("/rest/v1/rpc/newsletter_bounces", {}, as(careers))).statusCode).toBe(403);
  });

  it("sends a delayed reply again later, and shows a bounced one in its item's conversation", async () => {
    const row = jobApplication({ email: "far@uni.example", cv_url: null });
    expect((await anon.post("/rest/v1/job_applications", row)).statusCode).toBe(201);
    const reply = (subject: string) =>
      anon.post(
        "/rest/v1/rpc/send_reply",
        { p_kind: "job_applications", p_id: row.id, p_subject: subject, p_body: "Dear Ada, would Tuesday suit you?" },
        as(careers),
      );
    expect((await reply("First try")).statusCode).toBe(200);
    const first = await returnPathOf("far@uni.example", /^First try$/);
    await sendReport(first, report(first, "delivery-status", failed("4.4.1", "delayed")));
    expect(await outboxOf(first.slice("bounce+".length, first.indexOf("@")))).toMatchObject({
      status: "pending",
      later: true,
      last_error: "Delayed (4.4.1: smtp; 550 4.4.1 user unknown): sent again in an hour.",
    });

    expect((await reply("Second try")).statusCode).toBe(200);
    const second = await returnPathOf("far@uni.example", /^Second try$/);
    await sendReport(second, report(second, "delivery-status", failed("5.2.1")));
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query(
        "select author_email, subject, body from public.inbox_messages where item_id = $1 and direction = 'in'",
        [row.id],
      ),
    );
    expect(rows).toEqual([
      {
        author_email: "Mail delivery system",
        subject: "Your reply could not be delivered",
        body: "The mail server of far@uni.example refused the reply (5.2.1: smtp; 550 5.2.1 user unknown).",
      },
    ]);
  });

  it("quarantines a report about a mail nobody sent", async () => {
    const stranger = `bounce+n00000000-0000-4000-8000-000000000001@${DOMAIN}`;
    await sendReport(stranger, report(stranger, "delivery-status", failed("5.1.1")));
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query("select reason from private.inbound_quarantine where envelope_to = $1", [stranger]),
    );
    expect(rows).toEqual([{ reason: "A report about a mail this server has no record of." }]);
  });
});
