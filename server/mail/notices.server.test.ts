/**
 * Email notices of new submissions, end to end in-process: a visitor's insert through the REST
 * API, the outbox row the trigger writes, the worker in the app sending it to a real SMTP server
 * on loopback, and what arrives there (parsed with mailparser).
 */
import type { FastifyInstance } from "fastify";
import type { AddressObject } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { client, json } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { freePort } from "../../tests/support/server/free-port.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import {
  smtpRefusal,
  startSmtpServer,
  waitUntil,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../tests/support/server/smtp.ts";
import { contact, incubation, jobApplication, partnership } from "../../tests/support/server/submissions.ts";
import type { WorkerTimings } from "./worker.ts";

const SITE_URL = "https://www.kosmos.example";
const TEAMS = {
  MAIL_FROM: "Kosmos website <noreply@kosmos.test>",
  NOTIFY_DEFAULT: ["hello@kosmos.test"],
  NOTIFY_SALES: ["sales@kosmos.test"],
  NOTIFY_PRESS: ["press@kosmos.test"],
  NOTIFY_CAREERS: ["careers@kosmos.test", "hr@kosmos.test"],
  NOTIFY_LABS: ["labs@kosmos.test"],
};
/** Seconds and minutes in production; milliseconds here. */
const FAST: Partial<WorkerTimings> = {
  pollMs: 25,
  retryBaseMs: 100,
  retryMaxMs: 800,
  leaseMs: 5_000,
  sendTimeoutMs: 4_000,
};

type Outbox = {
  id: string;
  kind: string;
  submission_table: string;
  submission_id: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  recipient: string | null;
  last_error: string | null;
  sent_at: string | null;
  message_id: string | null;
};

type Harness = {
  app: FastifyInstance;
  database: TestDatabase;
  anon: ReturnType<typeof client>;
  service: ReturnType<typeof client>;
  outbox(): Promise<Outbox[]>;
  noticeFor(table: string, email: string): Promise<Outbox>;
  close(): Promise<void>;
};

async function startApp(
  database: TestDatabase,
  smtpUrl: string | undefined,
  timings = FAST,
  environment: Partial<Config> = {},
): Promise<Harness> {
  const config: Config = { ...database.config, ...TEAMS, SITE_URL, SMTP_URL: smtpUrl, ...environment };
  const app = await buildApp({ config, serveSite: false, mailTimings: timings });
  await app.ready();
  const outbox = async () =>
    (await app.db.asOwner((tx) => tx.query<Outbox>("select * from public.notification_outbox order by created_at", [])))
      .rows;
  return {
    app,
    database,
    anon: client(app, app.installKeys.publishableKey),
    service: client(app, app.installKeys.secretKey),
    outbox,
    async noticeFor(table, email) {
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<Outbox>(
          `select o.* from public.notification_outbox o join public.${table} s on s.id = o.submission_id
           where o.submission_table = $1 and s.email = $2 and o.kind not in ('application-received', 'newsletter-confirm')`,
          [table, email],
        ),
      );
      expect(rows, `one notice for ${email}`).toHaveLength(1);
      return rows[0]!;
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));
const byReplyTo = (mails: ReceivedMail[], email: string) =>
  mails.filter((m) => addresses(m.parsed.replyTo).includes(email));
const html = (mail: ReceivedMail) => (typeof mail.parsed.html === "string" ? mail.parsed.html : "");
const link = (table: string, id: string) => `${SITE_URL}/admin/#/inbox/${table}/${id}`;

describe.each(databases)("email notices on $name", (factory) => {
  describe("with the mail server up", () => {
    let smtp: TestSmtpServer;
    let t: Harness;

    beforeAll(async () => {
      smtp = await startSmtpServer({
        // A mail server that refuses one recipient for good (to test a permanent refusal).
        beforeAccept: (mail) => {
          if (mail.parsed.text?.includes("PLEASE-REFUSE")) throw smtpRefusal(550, "5.7.1 Message refused by policy");
        },
      });
      t = await startApp(await factory.create(), smtp.url);
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it("sends one mail per submission, to the team its kind is routed to", async () => {
      const before = smtp.received.length;
      const sent = [
        [
          "contact_submissions",
          contact({ email: "demo@visitor.test", inquiry_type: "demo-request" }),
          ["sales@kosmos.test"],
        ],
        [
          "contact_submissions",
          contact({ email: "partner@visitor.test", inquiry_type: "partner-inquiry" }),
          ["sales@kosmos.test"],
        ],
        [
          "contact_submissions",
          contact({ email: "media@visitor.test", inquiry_type: "media-request" }),
          ["press@kosmos.test"],
        ],
        [
          "contact_submissions",
          contact({ email: "general@visitor.test", inquiry_type: "general-question" }),
          ["hello@kosmos.test"],
        ],
        ["job_applications", jobApplication({ email: "job@visitor.test" }), ["careers@kosmos.test", "hr@kosmos.test"]],
        ["research_partnerships", partnership(undefined, { email: "research@visitor.test" }), ["labs@kosmos.test"]],
        ["incubation_programme", incubation(undefined, { email: "incubation@visitor.test" }), ["labs@kosmos.test"]],
      ] as const;
      // The three applicants also receive their acknowledgement; the newsletter's
      // team notice waits for the sign-up's confirmation (server/newsletter/).
      const acknowledged = ["job@visitor.test", "research@visitor.test", "incubation@visitor.test"];
      for (const [table, row] of sent) {
        const response = await t.anon.post(`/rest/v1/${table}`, row);
        expect(response.statusCode, response.body).toBe(201);
      }
      const mails = (await smtp.waitFor(before + sent.length + acknowledged.length)).slice(before);
      expect(mails).toHaveLength(sent.length + acknowledged.length);
      for (const applicant of acknowledged) {
        expect(mails.filter((mail) => mail.envelope.to.includes(applicant))).toHaveLength(1);
      }
      for (const [table, row, team] of sent) {
        const [mail, ...others] = byReplyTo(mails, row.email);
        expect(others, `one mail for ${row.email}`).toHaveLength(0);
        expect(mail!.envelope.to.sort()).toEqual([...team].sort());
        expect(addresses(mail!.parsed.to).sort()).toEqual([...team].sort());
        expect(mail!.envelope.from).toBe("noreply@kosmos.test");
        const notice = await t.noticeFor(table, row.email);
        expect(notice).toMatchObject({ status: "sent", attempts: 1, recipient: team.join(", "), last_error: null });
        expect(notice.message_id).toBe(`<notice-${notice.id}@www.kosmos.example>`);
        expect(mail!.parsed.messageId).toBe(notice.message_id);
        expect(mail!.parsed.text).toContain(link(table, notice.submission_id));
      }
      // Nothing more arrives later: each notice went once.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.length).toBe(before + sent.length + acknowledged.length);
    });

    it("says what was sent, in plain text and HTML, with the visitor as Reply-To and no file", async () => {
      const before = smtp.received.length;
      const message =
        "We run stress tests for 40 banks.\nCould we see the Core Engine <b>next week</b> & discuss pricing?";
      const row = contact({
        name: "Amelia Hart",
        email: "amelia@northwind.test",
        company: "Northwind Bank",
        inquiry_type: "demo-request",
        message,
      });
      expect((await t.anon.post("/rest/v1/contact_submissions", row)).statusCode).toBe(201);
      const jobId = crypto.randomUUID();
      const job = jobApplication(
        {
          email: "tom@visitor.test",
          cover_letter_url: `cover-letters/${jobId}/1700000000000-letter.pdf`,
          cv_url: `cvs/${jobId}/1700000000000-cv.pdf`,
        },
        jobId,
      );
      expect((await t.anon.post("/rest/v1/job_applications", job)).statusCode).toBe(201);
      const programme = incubation(undefined, { email: "leo@visitor.test", proposal_file_path: null });
      const id = programme.id;
      const withFile = { ...programme, proposal_file_path: `incubation-programme/${id}_proposal.pdf` };
      expect((await t.anon.post("/rest/v1/incubation_programme", withFile)).statusCode).toBe(201);
      // Three team notices, and the two applicants' acknowledgements.
      const mails = (await smtp.waitFor(before + 5)).slice(before);

      const demo = byReplyTo(mails, "amelia@northwind.test")[0]!;
      const notice = await t.noticeFor("contact_submissions", "amelia@northwind.test");
      expect(demo.parsed.subject).toBe("Demo request: Amelia Hart");
      expect(demo.parsed.replyTo?.value).toEqual([{ name: "Amelia Hart", address: "amelia@northwind.test" }]);
      expect(demo.parsed.from?.value).toEqual([{ name: "Kosmos website", address: "noreply@kosmos.test" }]);
      expect(demo.parsed.headers.get("auto-submitted")).toBe("auto-generated");
      expect(demo.parsed.attachments).toEqual([]);
      for (const line of [
        "Kind: Demo request",
        "Name: Amelia Hart",
        "Email: amelia@northwind.test",
        "Company: Northwind Bank",
      ]) {
        expect(demo.parsed.text).toContain(line);
      }
      expect(demo.parsed.text).toContain(`Message:\n${message}`);
      expect(demo.parsed.text).toContain(link("contact_submissions", notice.submission_id));
      // The HTML part: every value escaped, the visitor's markup shown as text.
      expect(html(demo)).toContain("Could we see the Core Engine &lt;b&gt;next week&lt;/b&gt; &amp; discuss pricing?");
      expect(html(demo)).not.toContain("<b>next week");
      expect(html(demo)).toContain(`<a href="${link("contact_submissions", notice.submission_id)}">`);
      expect(html(demo)).toContain("Northwind Bank");

      const application = byReplyTo(mails, "tom@visitor.test")[0]!;
      expect(application.parsed.subject).toBe("Job application: Tom Okafor");
      expect(application.parsed.text).toContain("Position: Senior Simulation Engineer");
      expect(application.parsed.text).toContain(`Why they apply:\n${job.reason_to_apply}`);
      expect(application.parsed.text).toContain("Files: CV and cover letter (in the back office)");

      const proposal = byReplyTo(mails, "leo@visitor.test")[0]!;
      expect(proposal.parsed.subject).toBe("Incubation programme application: Leo Brandt");
      expect(proposal.parsed.text).toContain(`Topic statement:\n${programme.topic_statement}`);
      expect(proposal.parsed.text).toContain("Institution: Example Institute");

      // Never the files, nor any link but the back office's (which needs a staff sign-in).
      for (const mail of [demo, application, proposal]) {
        expect(mail.parsed.attachments).toEqual([]);
        for (const path of ["cvs/", "cover-letters/", "incubation-programme/", "/storage/v1"]) {
          expect(mail.raw).not.toContain(path);
        }
        const hrefs = [...html(mail).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
        expect(hrefs).toHaveLength(1);
        expect(hrefs[0]).toMatch(new RegExp(`^${SITE_URL}/admin/#/inbox/`));
      }
    });

    it("a header injection attempt in a visitor's name or email does nothing", async () => {
      const before = smtp.received.length;
      const name = "Eve Mallory\r\nBcc: victim@elsewhere.test\r\nSubject: You won";
      expect(
        (await t.anon.post("/rest/v1/contact_submissions", contact({ name, email: "eve@visitor.test" }))).statusCode,
      ).toBe(201);
      // Addresses the database accepts (one @, no space) but that are not one plain address: no Reply-To.
      for (const email of ["eve>,<victim@elsewhere.test", '"eve,victim"@elsewhere.test']) {
        expect((await t.anon.post("/rest/v1/contact_submissions", contact({ email }))).statusCode).toBe(201);
      }
      // A line break in the address itself never gets as far as the database.
      const refused = await t.anon.post(
        "/rest/v1/contact_submissions",
        contact({ email: "eve@visitor.test\r\nBcc: victim@elsewhere.test" }),
      );
      expect(refused.statusCode).toBe(400);

      const mails = (await smtp.waitFor(before + 3)).slice(before);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.envelope.to).toEqual(["sales@kosmos.test"]);
        expect(mail.parsed.bcc).toBeUndefined();
        expect(mail.parsed.cc).toBeUndefined();
        expect(addresses(mail.parsed.to)).toEqual(["sales@kosmos.test"]);
        expect(mail.parsed.headers.has("bcc")).toBe(false);
      }
      const eve = byReplyTo(mails, "eve@visitor.test")[0]!;
      expect(eve.parsed.subject).toBe("Demo request: Eve Mallory Bcc: victim@elsewhere.test Subject: You won");
      expect(eve.parsed.replyTo?.value).toEqual([
        { name: "Eve Mallory Bcc: victim@elsewhere.test Subject: You won", address: "eve@visitor.test" },
      ]);
      const others = mails.filter((mail) => mail !== eve);
      for (const mail of others) {
        expect(mail.parsed.replyTo).toBeUndefined();
        expect(mail.parsed.text).toContain("The visitor's address cannot be replied to from here.");
      }
    });

    it("writes the notice in the insert's transaction: one per row, none for a refused insert", async () => {
      const before = (await t.outbox()).length;
      // Several rows in one request (the install's own tools; a visitor sends one): one notice each.
      const rows = [contact({ email: "bulk1@visitor.test" }), contact({ email: "bulk2@visitor.test" })];
      expect((await t.anon.post("/rest/v1/contact_submissions", rows)).statusCode).toBe(400);
      expect((await t.service.post("/rest/v1/contact_submissions", rows)).statusCode).toBe(201);
      // Refused by a CHECK, and a repeated newsletter sign-up (skipped, answered alike): no row, so no notice.
      expect((await t.anon.post("/rest/v1/contact_submissions", contact({ message: "short" }))).statusCode).toBe(400);
      expect((await t.anon.post("/rest/v1/newsletter_subscribers", { email: "twice@visitor.test" })).statusCode).toBe(
        201,
      );
      expect((await t.anon.post("/rest/v1/newsletter_subscribers", { email: "twice@visitor.test" })).statusCode).toBe(
        201,
      );
      const after = await t.outbox();
      expect(after.length - before).toBe(3);
      await t.noticeFor("contact_submissions", "bulk1@visitor.test");
      await t.noticeFor("contact_submissions", "bulk2@visitor.test");
      // A sign-up's notice is its confirmation mail, to the address: the team's comes once it confirms.
      const [confirmation] = after.filter((n) => n.kind === "newsletter-confirm").slice(-1);
      expect(confirmation?.submission_table).toBe("newsletter_subscribers");
    });

    it("visitors cannot read, change or empty the outbox; the service role can read it", async () => {
      for (const response of [
        await t.anon.get("/rest/v1/notification_outbox?select=*"),
        await t.anon.patch("/rest/v1/notification_outbox", { status: "sent" }),
        await t.anon.delete("/rest/v1/notification_outbox"),
        await t.anon.post("/rest/v1/notification_outbox", { kind: "demo-request" }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(json<{ code: string; message: string }>(response)).toMatchObject({
          code: "42501",
          message: "permission denied for table notification_outbox",
        });
      }
      const rows = json<Outbox[]>(await t.service.get("/rest/v1/notification_outbox?select=*"));
      expect(rows.length).toBeGreaterThan(0);
      // Neither API role may call 'send again' or the trigger's function directly.
      const { rows: grants } = await t.app.db.asOwner((tx) =>
        tx.query<{ role: string; resend: boolean; enqueue: boolean; outbox: boolean }>(
          `select r as role,
                  has_function_privilege(r, 'public.resend_notification(uuid)', 'execute') as resend,
                  has_function_privilege(r, 'public.enqueue_submission_notice()', 'execute') as enqueue,
                  has_table_privilege(r, 'public.notification_outbox', 'select,insert,update,delete') as outbox
           from unnest(array['anon', 'authenticated']) as r`,
          [],
        ),
      );
      expect(grants).toEqual([
        { role: "anon", resend: false, enqueue: false, outbox: false },
        { role: "authenticated", resend: false, enqueue: false, outbox: false },
      ]);
    });

    it("a permanent refusal (5xx) marks the notice failed at once, with the server's answer", async () => {
      const row = contact({ email: "refused@visitor.test", message: "PLEASE-REFUSE this message, mail server." });
      expect((await t.anon.post("/rest/v1/contact_submissions", row)).statusCode).toBe(201);
      await waitUntil(
        async () => (await t.noticeFor("contact_submissions", "refused@visitor.test")).status === "failed",
        10_000,
      );
      const notice = await t.noticeFor("contact_submissions", "refused@visitor.test");
      expect(notice).toMatchObject({ status: "failed", attempts: 1, sent_at: null, recipient: "sales@kosmos.test" });
      expect(notice.last_error).toContain("550");
      expect(notice.last_error).toContain("Message refused by policy");
      expect(byReplyTo(smtp.received, "refused@visitor.test")).toHaveLength(0);
    });
  });

  describe("with the mail server down for a while", () => {
    let port: number;
    let smtp: TestSmtpServer | null = null;
    let t: Harness;

    beforeAll(async () => {
      port = await freePort(); // nothing listens there yet
      t = await startApp(await factory.create(), `smtp://127.0.0.1:${port}`);
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it("retries with backoff and, once it is back, delivers every notice exactly once", async () => {
      const emails = Array.from({ length: 5 }, (_, i) => `outage${i}@visitor.test`);
      for (const email of emails) {
        expect((await t.anon.post("/rest/v1/contact_submissions", contact({ email }))).statusCode).toBe(201);
      }
      // Down long enough for every notice to have failed twice (waits of 100 then 200 ms).
      await waitUntil(async () => (await t.outbox()).every((n) => n.attempts >= 2), 10_000);
      for (const notice of await t.outbox()) {
        expect(notice.status).toBe("pending");
        expect(notice.last_error).toMatch(/ECONNREFUSED|connect/i);
      }
      smtp = await startSmtpServer({ port });
      const mails = await smtp.waitFor(emails.length);
      await waitUntil(async () => (await t.outbox()).every((n) => n.status === "sent"), 10_000);
      // Past the longest wait: still exactly one mail each.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mails).toHaveLength(emails.length);
      const notices = await t.outbox();
      expect(new Set(mails.map((m) => m.parsed.messageId))).toEqual(new Set(notices.map((n) => n.message_id)));
      for (const email of emails) expect(byReplyTo(mails, email)).toHaveLength(1);
      for (const notice of notices) expect(notice.last_error).toBeNull();
    }, 60_000);

    it("gives up after the longest wait, keeps the last error, and sends again on request", async () => {
      await smtp!.close();
      smtp = null;
      const email = "given-up@visitor.test";
      expect((await t.anon.post("/rest/v1/contact_submissions", contact({ email }))).statusCode).toBe(201);
      // Waits of 100, 200, 400, 800 ms (the longest), then one more failure: failed after 5 attempts.
      await waitUntil(async () => (await t.noticeFor("contact_submissions", email)).status === "failed", 15_000);
      const failed = await t.noticeFor("contact_submissions", email);
      expect(failed).toMatchObject({ status: "failed", attempts: 5, sent_at: null });
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtpServer({ port });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(0); // a failed notice stays failed until someone asks
      // As the back office does it: a staff session at aal2 calls send_notice_again, which wakes the worker.
      const { aal2 } = await staffSessions(t.app, "notices@kosmos.test");
      const sendAgain = async (id: string) => {
        const response = await t.app.inject({
          method: "POST",
          url: "/rest/v1/rpc/send_notice_again",
          headers: {
            apikey: t.app.installKeys.publishableKey,
            authorization: `Bearer ${aal2}`,
            "content-type": "application/json",
          },
          payload: JSON.stringify({ notice_id: id }),
        });
        return response.statusCode === 200 ? (response.json() as boolean) : response.statusCode;
      };
      expect(await sendAgain(failed.id)).toBe(true);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.parsed.messageId).toBe(`<notice-${failed.id}@www.kosmos.example>`);
      await waitUntil(async () => (await t.noticeFor("contact_submissions", email)).status === "sent", 10_000);
      expect(await t.noticeFor("contact_submissions", email)).toMatchObject({
        status: "sent",
        attempts: 1,
        last_error: null,
      });
      // Only a failed notice can be sent again.
      expect(await sendAgain(failed.id)).toBe(false);
      expect(await sendAgain(crypto.randomUUID())).toBe(false);
      expect(await sendAgain("not-a-uuid")).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(1);
    }, 60_000);
  });

  describe("without SMTP_URL", () => {
    let t: Harness;
    beforeAll(async () => {
      t = await startApp(await factory.create(), undefined);
    });
    afterAll(async () => t?.close());

    it("keeps the notices pending, for the back office to show", async () => {
      expect(
        (await t.anon.post("/rest/v1/contact_submissions", contact({ email: "waiting@visitor.test" }))).statusCode,
      ).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await t.noticeFor("contact_submissions", "waiting@visitor.test")).toMatchObject({
        kind: "demo-request",
        status: "pending",
        attempts: 0,
        recipient: null,
        sent_at: null,
      });
    });
  });

  describe("without SMTP_URL, in development", () => {
    let t: Harness;
    let admin: string;
    beforeAll(async () => {
      t = await startApp(await factory.create(), undefined, FAST, { NODE_ENV: "development" });
      admin = (await staffSessions(t.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    });
    afterAll(async () => t?.close());

    it("keeps each mail in its notice, and Notices shows its subject and text: the confirmation link can be followed", async () => {
      expect((await t.anon.post("/rest/v1/newsletter_subscribers", { email: "reader@visitor.test" })).statusCode).toBe(
        201,
      );
      type Listed = { kind: string; status: string; recipient: string; kept_subject: string; kept_text: string };
      const kept = async () => {
        const answer = await t.anon.post("/rest/v1/rpc/list_notices", {}, { authorization: `Bearer ${admin}` });
        return json<{ notices: Listed[] }>(answer).notices.find((n) => n.kind === "newsletter-confirm");
      };
      await waitUntil(async () => (await kept())?.status === "sent", 10_000);
      const confirmation = (await kept())!;
      expect(confirmation).toMatchObject({ recipient: "reader@visitor.test", kept_subject: expect.any(String) });
      expect(confirmation.kept_subject.length).toBeGreaterThan(0);
      expect(confirmation.kept_text).toMatch(new RegExp(`${SITE_URL}/newsletter/confirm\\?token=[\\w-]+`));
    });
  });
});
