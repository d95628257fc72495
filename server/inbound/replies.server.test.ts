/**
 * Replies by mail and the answers that come back, on PGlite and on PostgreSQL, through real SMTP
 * both ways: a recruiter's reply (rpc/send_reply) leaves through the outbox to a real SMTP server
 * with the item's own reply address and a Message-ID; the applicant's answer, sent by a real SMTP
 * client (nodemailer) to the server's inbound listener, joins the item's thread and makes it new
 * again. A forged reply address and an erased item's are quarantined (nothing lost); any other
 * recipient is refused with 550; a reply to an erased person is refused; one address sending more
 * than the hour's limit is told to come back later (451), and nothing of it is stored.
 */
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { freePort } from "../../tests/support/server/free-port.ts";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { startInboundListener } from "./listener.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";

const DOMAIN = "in.kosmos.test";

describe.each(databases)("replies by mail on $name", (factory) => {
  let api: ApiTestApp;
  let smtp: TestSmtpServer;
  let inboundPort: number;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let admin: string;
  let item: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const applicant = () =>
    createTransport({
      host: "127.0.0.1",
      port: inboundPort,
      secure: false,
      ignoreTLS: true,
      tls: { rejectUnauthorized: false },
    });
  const thread = async () =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ direction: string; author_email: string; subject: string; body: string }>(
          "select direction, author_email, subject, body from public.inbox_messages where item_id = $1 order by created_at",
          [item],
        ),
      )
    ).rows;
  const quarantine = async () =>
    json<{ reason: string; envelope_to: string }[]>(await anon.post("/rest/v1/rpc/inbound_quarantine", {}, as(admin)));

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
    careers = (await staffSessions(api.app, "reply-careers@kosmos.test", { roles: ["careers"] })).aal2;
    admin = (await staffSessions(api.app, "reply-admin@kosmos.test", { roles: ["admin"] })).aal2;
    const row = jobApplication({ first_name: "Mary", email: "mary@uni.example", cv_url: null });
    expect((await anon.post("/rest/v1/job_applications", row)).statusCode).toBe(201);
    item = row.id;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("sends the reply with the item's own reply address, and the applicant's answer joins the thread", async () => {
    const sent = await anon.post(
      "/rest/v1/rpc/send_reply",
      {
        p_kind: "job_applications",
        p_id: item,
        p_subject: "Your application",
        p_body: "Dear Mary,\n\nWould Tuesday suit you?",
      },
      as(careers),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await waitUntil(() => smtp.received.some((m) => m.parsed.subject === "Your application"), 20_000);
    const out = smtp.received.find((m) => m.parsed.subject === "Your application")!;
    expect(out.envelope.to).toEqual(["mary@uni.example"]);
    const replyTo = out.parsed.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(new RegExp(`^reply\\+j[0-9a-f]{32}\\.[0-9a-f]{16}@${DOMAIN.replace(/\./g, "\\.")}$`));
    expect(out.parsed.messageId).toMatch(/^<reply-[0-9a-f-]{36}@kosmos\.test>$/);
    expect(out.parsed.text).toBe("Dear Mary,\n\nWould Tuesday suit you?\n\nKosmos Intelligence\n");

    await api.app.db.asOwner((tx) =>
      tx.query("update public.job_applications set status = 'read' where id = $1", [item]),
    );
    await applicant().sendMail({
      from: "Mary Somerville <mary@uni.example>",
      to: replyTo,
      subject: "Re: Your application",
      text: "Tuesday is fine.\n\nMary",
      inReplyTo: out.parsed.messageId,
      references: [out.parsed.messageId!],
    });
    expect(await thread()).toEqual([
      {
        direction: "out",
        author_email: "reply-careers@kosmos.test",
        subject: "Your application",
        body: "Dear Mary,\n\nWould Tuesday suit you?",
      },
      {
        direction: "in",
        author_email: "mary@uni.example",
        subject: "Re: Your application",
        body: "Tuesday is fine.\n\nMary",
      },
    ]);
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ status: string }>("select status from public.job_applications where id = $1", [item]),
    );
    expect(rows[0]!.status).toBe("new");
    // Read by those who read the kind.
    expect(
      json<unknown[]>(await anon.get(`/rest/v1/inbox_messages?select=id&item_id=eq.${item}`, as(careers))),
    ).toHaveLength(2);

    // The second reply names the thread so far.
    await anon.post(
      "/rest/v1/rpc/send_reply",
      { p_kind: "job_applications", p_id: item, p_subject: "Re: Your application", p_body: "Tuesday at ten, then." },
      as(careers),
    );
    await waitUntil(() => smtp.received.some((m) => m.parsed.text?.startsWith("Tuesday at ten")), 20_000);
    const second = smtp.received.find((m) => m.parsed.text?.startsWith("Tuesday at ten"))!;
    expect(second.parsed.inReplyTo).toBe("<" + (await lastInboundId()) + ">");
    expect(second.parsed.references).toEqual([out.parsed.messageId, `<${await lastInboundId()}>`]);
  });

  async function lastInboundId() {
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ message_id: string }>(
        "select message_id from public.inbox_messages where item_id = $1 and direction = 'in' order by created_at desc limit 1",
        [item],
      ),
    );
    return rows[0]!.message_id.replace(/^<|>$/g, "");
  }

  it("quarantines a forged reply address, refuses any other recipient, and keeps nothing of an erased item", async () => {
    const forged = `reply+j${"0".repeat(32)}.${"f".repeat(16)}@${DOMAIN}`;
    await applicant().sendMail({ from: "someone@else.example", to: forged, subject: "Hello", text: "Forged" });
    const refused = await applicant()
      .sendMail({ from: "someone@else.example", to: `hello@${DOMAIN}`, subject: "Hello", text: "Relay me" })
      .then(
        () => null,
        (error: { responseCode?: number }) => error.responseCode,
      );
    expect(refused).toBe(550);

    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ token: string }>("select private.reply_token('job_applications', $1) as token", [item]),
    );
    await api.app.db.asOwner((tx) => tx.query("delete from public.job_applications where id = $1", [item]));
    expect(await thread()).toEqual([]);
    const late = await anon.post(
      "/rest/v1/rpc/send_reply",
      { p_kind: "job_applications", p_id: item, p_subject: "Hello", p_body: "Still there?" },
      as(careers),
    );
    expect(late.statusCode).toBe(400);
    expect(json<{ message: string }>(late).message).toBe(
      "The item no longer exists (it may have been erased): there is nobody to write to",
    );
    await applicant().sendMail({
      from: "mary@uni.example",
      to: `reply+${rows[0]!.token}@${DOMAIN}`,
      subject: "Re: Your application",
      text: "One more thing",
    });
    expect((await quarantine()).map((q) => q.reason)).toEqual([
      "Its item no longer exists (erased or deleted by retention).",
      "The reply address was not made here (forged or mistyped).",
    ]);
    expect((await anon.post("/rest/v1/rpc/inbound_quarantine", {}, as(careers))).statusCode).toBe(403);
  });

  it("tells one address that sends more than the hour's limit to come back later, and stores none of the excess", async () => {
    const logged: string[] = [];
    const listener = await startInboundListener({
      db: api.app.db,
      domain: DOMAIN,
      port: 0,
      host: "127.0.0.1",
      messagesPerHour: 2,
      log: { info: () => {}, warn: (_o, message) => logged.push(message) },
    });
    try {
      const before = (await quarantine()).length;
      const send = (n: number) =>
        createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true })
          .sendMail({
            from: "flood@spam.example",
            to: `reply+j${"0".repeat(32)}.${"1".repeat(16)}@${DOMAIN}`,
            subject: `Flood ${n}`,
            text: "x",
          })
          .then(
            () => 250,
            (error: { responseCode?: number }) => error.responseCode,
          );
      expect([await send(1), await send(2), await send(3)]).toEqual([250, 250, 451]);
      expect((await quarantine()).length).toBe(before + 2);
      expect(logged).toContain("inbound mail deferred: too many from one address this hour");
    } finally {
      await listener.close();
    }
  });
});
