/**
 * The newsletter as a subscriber, a member of sales and a stranger meet it: the app
 * with its public pages (a stand-in build), the outbox's worker and the newsletter's sender
 * mailing a real SMTP server on loopback, on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from "fastify";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WORDING, NEWSLETTER_PATHS as PATHS } from "../../shared/newsletter.ts";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { client, json } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { fakeSite } from "../../tests/support/server/security.ts";
import {
  smtpRefusal,
  startSmtpServer,
  waitUntil,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../tests/support/server/smtp.ts";
import { staffSessions, type StaffSessions } from "../../tests/support/server/staff-session.ts";

const SITE_URL = "https://www.kosmos.example";
const FAST_MAIL = { pollMs: 25, retryBaseMs: 100, retryMaxMs: 800, leaseMs: 5_000, sendTimeoutMs: 4_000 };
const FAST_SENDER = { pollMs: 25, retryBaseMs: 100, leaseMs: 10_000, sendTimeoutMs: 4_000, batchSize: 10 };

const to = (mail: ReceivedMail) => mail.envelope.to.join(",");
const mailsTo = (smtp: TestSmtpServer, address: string) => smtp.received.filter((mail) => to(mail) === address);
const tokenIn = (mail: ReceivedMail, path: string) => {
  const found = new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no ${path} link in: ${mail.parsed.text}`);
  return found[1]!;
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const until = (check: () => boolean | Promise<boolean>) => waitUntil(check, 15_000);
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe.each(databases)("the newsletter on $name", (factory) => {
  let database: TestDatabase;
  let buildDir: string;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let anon: ReturnType<typeof client>;
  let sales: StaffSessions;
  let asSales: ReturnType<typeof client>;

  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await app.db.asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params))).rows;
  const signUp = (email: string) => anon.post("/rest/v1/newsletter_subscribers", { email });
  const subscriber = async (email: string) =>
    (
      await owner<{
        state: string;
        confirmed_at: string | null;
        confirmed_from: string | null;
        consent_wording: string | null;
      }>(
        "select state, confirmed_at, confirmed_from, consent_wording from public.newsletter_subscribers where email = $1",
        [email],
      )
    )[0];
  const post = (url: string, fields: Record<string, string>) =>
    app.inject({ method: "POST", url, headers: FORM, payload: form(fields) });

  /** Signs up and confirms an address through its mail, as a subscriber does. */
  async function confirmedSubscriber(email: string) {
    expect((await signUp(email)).statusCode).toBe(201);
    await until(() => mailsTo(smtp, email).length === 1);
    const token = tokenIn(mailsTo(smtp, email)[0]!, PATHS.confirm);
    expect((await post(PATHS.confirm, { token })).headers.location).toBe(PATHS.confirmed);
  }

  async function sendIssue(subject: string, text: string) {
    const created = await asSales.post(
      "/rest/v1/newsletter_issues?select=id",
      { subject, body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] } },
      { prefer: "return=representation", authorization: `Bearer ${sales.aal2}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: string }[]>(created)[0]!.id;
    const sent = await asSales.post(
      "/rest/v1/rpc/send_newsletter",
      { issue: id },
      { authorization: `Bearer ${sales.aal2}` },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    return { id, recipients: json<number>(sent) };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer({
      beforeAccept: (mail) => {
        if (to(mail) === "refused@example.org") throw smtpRefusal(550, "5.1.1 No such mailbox");
      },
    });
    database = await factory.create();
    buildDir = await fakeSite();
    const config: Config = {
      ...database.config,
      BUILD_DIR: buildDir,
      SITE_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Kosmos <noreply@kosmos.test>",
      NEWSLETTER_SENDS_PER_MINUTE: 60_000,
    };
    app = await buildApp({ config, mailTimings: FAST_MAIL, newsletterTimings: FAST_SENDER });
    await app.ready();
    anon = client(app, app.installKeys.publishableKey);
    asSales = client(app, app.installKeys.publishableKey);
    sales = await staffSessions(app, "sales@kosmos.test", { roles: ["sales"] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await smtp?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  it("confirms a sign-up through the link in its mail, records the consent, and refuses the link a second time", async () => {
    const email = "ada@example.org";
    expect((await signUp(email)).statusCode).toBe(201);
    expect(await subscriber(email)).toMatchObject({ state: "unconfirmed", confirmed_at: null });
    await until(() => mailsTo(smtp, email).length === 1);
    const mail = mailsTo(smtp, email)[0]!;
    expect(mail.parsed.subject).toBe("Confirm your subscription to the Kosmos newsletter");
    const token = tokenIn(mail, PATHS.confirm);

    // The link opens a page whose button carries the token; opening it confirms nothing (mail scanners open links).
    const page = await app.inject({ method: "GET", url: `${PATHS.confirm}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="${token}"`);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    // The page runs no script, not even an inline one, and no other site may frame it.
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await subscriber(email))!.state).toBe("unconfirmed");

    const confirmed = await post(PATHS.confirm, { token });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(PATHS.confirmed);
    const row = await subscriber(email);
    expect(row).toMatchObject({ state: "confirmed", consent_wording: CONSENT_WORDING, confirmed_from: "127.0.0.1" });
    expect(row!.confirmed_at).not.toBeNull();

    const again = await post(PATHS.confirm, { token });
    expect(again.headers.location).toBe(PATHS.alreadyConfirmed);
    // The team hears of the subscriber once they confirm.
    const notices = await owner<{ kind: string }>(
      `select o.kind from public.notification_outbox o join public.newsletter_subscribers s on s.id = o.submission_id where s.email = $1 order by o.created_at`,
      [email],
    );
    expect(notices.map((n) => n.kind)).toEqual(["newsletter-confirm", "newsletter-subscription"]);
  });

  it("cannot be confirmed by the sign-up itself: a state sent with the address is refused", async () => {
    const forged = await anon.post("/rest/v1/newsletter_subscribers", {
      email: "forged@example.org",
      state: "confirmed",
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(await subscriber("forged@example.org")).toBeUndefined();
  });

  it("sends one more confirmation mail a day at most, and a new link replaces the old", async () => {
    const email = "twice@example.org";
    await signUp(email);
    await until(() => mailsTo(smtp, email).length === 1);
    const first = tokenIn(mailsTo(smtp, email)[0]!, PATHS.confirm);
    expect((await signUp(email)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(smtp, email)).toHaveLength(1);

    await owner(
      `update private.newsletter_confirmations c set mail_queued_at = now() - interval '25 hours'
         from public.newsletter_subscribers s where s.id = c.subscriber_id and s.email = $1`,
      [email],
    );
    await signUp(email);
    await until(() => mailsTo(smtp, email).length === 2);
    expect((await post(PATHS.confirm, { token: first })).headers.location).toBe(PATHS.linkInvalid);
    const second = tokenIn(mailsTo(smtp, email)[1]!, PATHS.confirm);
    expect((await post(PATHS.confirm, { token: second })).headers.location).toBe(PATHS.confirmed);
  });

  it("offers a new link for an expired one", async () => {
    const email = "late@example.org";
    await signUp(email);
    await until(() => mailsTo(smtp, email).length === 1);
    const token = tokenIn(mailsTo(smtp, email)[0]!, PATHS.confirm);
    await owner(
      `update private.newsletter_confirmations c set expires_at = now() - interval '1 minute', mail_queued_at = now() - interval '8 days'
         from public.newsletter_subscribers s where s.id = c.subscriber_id and s.email = $1`,
      [email],
    );
    const expired = await post(PATHS.confirm, { token });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain("Send me a new link");
    expect(expired.body).toContain(`value="${token}"`);
    expect((await subscriber(email))!.state).toBe("unconfirmed");

    const renewed = await post(PATHS.newLink, { token });
    expect(renewed.headers.location).toBe(PATHS.newLinkSent);
    await until(() => mailsTo(smtp, email).length === 2);
    // A second press the same day sends nothing more, and says the same.
    expect((await post(PATHS.newLink, { token })).headers.location).toBe(PATHS.newLinkSent);
    const fresh = tokenIn(mailsTo(smtp, email)[1]!, PATHS.confirm);
    expect((await post(PATHS.confirm, { token: fresh })).headers.location).toBe(PATHS.confirmed);
    expect(mailsTo(smtp, email)).toHaveLength(2);
  });

  it("sends an issue with RFC 8058's headers; one POST unsubscribes without a session; signing up again mails nothing but a fresh confirmation", async () => {
    const email = "leaver@example.org";
    await confirmedSubscriber(email);
    const { id } = await sendIssue("Systemic risk in November", "Our research this month.");
    await until(() => mailsTo(smtp, email).length === 2);
    const issueMail = mailsTo(smtp, email)[1]!;
    expect(issueMail.parsed.subject).toBe("Systemic risk in November");
    expect(issueMail.parsed.text).toContain("Our research this month.");
    expect(issueMail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const listHeader = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(issueMail.raw)?.[1];
    expect(listHeader).toMatch(new RegExp(`^${SITE_URL}${PATHS.unsubscribe}\\?token=`));

    const oneClick = await app.inject({
      method: "POST",
      url: new URL(listHeader!).pathname + new URL(listHeader!).search,
      headers: FORM,
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("You are unsubscribed");
    expect(await subscriber(email)).toBeUndefined();
    // Nothing of the address is left but its keyed hash.
    const kept = await owner<{ reason: string }>("select reason from private.newsletter_suppressions");
    expect(kept.map((k) => k.reason)).toContain("unsubscribed");
    const dump = JSON.stringify(await owner("select * from private.newsletter_suppressions"));
    expect(dump).not.toContain("leaver");

    // Again (from the page's button, or a second click): the same answer.
    const token = new URL(listHeader!).searchParams.get("token")!;
    expect((await post(PATHS.unsubscribe, { token })).headers.location).toBe(PATHS.unsubscribed);
    expect(
      (await post(PATHS.unsubscribe, { token: token.replace(/.$/, (c) => (c === "0" ? "1" : "0")) })).headers.location,
    ).toBe(PATHS.linkInvalid);

    // Signing up again is a new sign-up: a fresh confirmation, and no issue until it is followed.
    const again = await signUp(email);
    expect(again.statusCode).toBe(201);
    expect((await subscriber(email))?.state).toBe("unconfirmed");
    await until(() => mailsTo(smtp, email).length === 3);
    const fresh = tokenIn(mailsTo(smtp, email)[2]!, PATHS.confirm);
    const before = smtp.received.length;
    await sendIssue("December", "More research.");
    await until(
      async () =>
        (await owner<{ status: string }>("select status from public.newsletter_issues where subject = 'December'"))[0]
          ?.status === "sent",
    );
    expect(mailsTo(smtp, email)).toHaveLength(3);
    expect(smtp.received.length).toBeGreaterThan(before);
    // Still suppressed until the person's own confirmation, which lifts it and records the consent.
    expect(
      (await owner<{ reason: string }>("select reason from private.newsletter_suppressions")).map((k) => k.reason),
    ).toContain("unsubscribed");
    expect((await post(PATHS.confirm, { token: fresh })).headers.location).toBe(PATHS.confirmed);
    expect(await subscriber(email)).toMatchObject({ state: "confirmed", consent_wording: CONSENT_WORDING });
    expect(
      await owner("select 1 from private.newsletter_suppressions where address_hash = private.address_hash($1)", [
        email,
      ]),
    ).toEqual([]);
    await sendIssue("January", "Back on the list.");
    await until(() => mailsTo(smtp, email).length === 4);
    expect(mailsTo(smtp, email)[3]!.parsed.subject).toBe("January");
    expect(id).toBeTruthy();
  });

  it("keeps an address erased at its owner's request out: signing it up again changes nothing", async () => {
    const email = "erased@example.org";
    await confirmedSubscriber(email);
    await owner("select public.erase_person($1)", [email]).catch(() => undefined);
    await owner(
      "insert into private.newsletter_suppressions (address_hash, reason) values (private.address_hash($1), 'erased') on conflict (address_hash) do update set reason = 'erased'",
      [email],
    );
    await owner("delete from public.newsletter_subscribers where email = $1", [email]);
    expect((await signUp(email)).statusCode).toBe(201);
    expect(await subscriber(email)).toBeUndefined();
  });

  it("marks a recipient the mail server refuses as failed, not the issue", async () => {
    await owner("insert into public.newsletter_subscribers (email) values ('refused@example.org')");
    await owner(
      "update public.newsletter_subscribers set state = 'confirmed', confirmed_at = now() where email = 'refused@example.org'",
    );
    const { id, recipients } = await sendIssue("With a refusal", "Hello.");
    await until(
      async () =>
        (await owner<{ status: string }>("select status from public.newsletter_issues where id = $1", [id]))[0]
          ?.status === "sent",
    );
    const overview = await asSales.post(
      "/rest/v1/rpc/newsletter_overview",
      {},
      { authorization: `Bearer ${sales.aal2}` },
    );
    const issue = json<{ issues: { id: string; sent: number; failed: number; left: number }[] }>(overview).issues.find(
      (i) => i.id === id,
    )!;
    expect(issue).toMatchObject({ failed: 1, left: 0, sent: recipients - 1 });
  });

  it("logs an export of confirmed subscribers as such, and refuses that filter on any other kind", async () => {
    const asStaff = { authorization: `Bearer ${sales.aal2}` };
    const logged = await asSales.post(
      "/rest/v1/rpc/log_export",
      { kind: "newsletter_subscribers", filters: { kind: "newsletter_subscribers", state: "confirmed" }, row_count: 3 },
      asStaff,
    );
    expect(logged.statusCode, logged.body).toBe(204);
    const [entry] = await owner<{ details: { filters: Record<string, string>; rows: number } }>(
      "select details from public.audit_log where action = 'export' order by id desc limit 1",
    );
    expect(entry!.details).toEqual({ filters: { kind: "newsletter_subscribers", state: "confirmed" }, rows: 3 });
    const refused = await asSales.post(
      "/rest/v1/rpc/log_export",
      { kind: "contact_submissions", filters: { state: "confirmed" }, row_count: 1 },
      asStaff,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("keeps the issues to sales: anyone else cannot read, write or send them", async () => {
    const careers = await staffSessions(app, "careers@kosmos.test", { roles: ["careers"] });
    const asCareers = { authorization: `Bearer ${careers.aal2}` };
    expect((await anon.get("/rest/v1/newsletter_issues?select=id")).statusCode).toBe(401);
    expect(json<unknown[]>(await anon.get("/rest/v1/newsletter_issues?select=id", asCareers))).toEqual([]);
    const write = await anon.post(
      "/rest/v1/newsletter_issues",
      { subject: "Spam", body: { type: "doc", content: [] } },
      asCareers,
    );
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    const id = (await owner<{ id: string }>("select id from public.newsletter_issues limit 1"))[0]!.id;
    expect(
      (await anon.post("/rest/v1/rpc/send_newsletter", { issue: id }, asCareers)).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await anon.post("/rest/v1/rpc/newsletter_overview", {}, asCareers)).statusCode).toBeGreaterThanOrEqual(400);
    // A sent issue cannot be changed or sent again, even by sales.
    const changed = await asSales.patch(
      `/rest/v1/newsletter_issues?id=eq.${id}`,
      { subject: "Changed" },
      {
        authorization: `Bearer ${sales.aal2}`,
        prefer: "return=representation",
      },
    );
    expect(json<unknown[]>(changed)).toEqual([]);
    const resent = await asSales.post(
      "/rest/v1/rpc/send_newsletter",
      { issue: id },
      { authorization: `Bearer ${sales.aal2}` },
    );
    expect(resent.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("sends a test copy to the member of staff only, without an unsubscribe link", async () => {
    const created = await asSales.post(
      "/rest/v1/newsletter_issues?select=id",
      {
        subject: "Draft",
        body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Draft." }] }] },
      },
      { prefer: "return=representation", authorization: `Bearer ${sales.aal2}` },
    );
    const id = json<{ id: string }[]>(created)[0]!.id;
    const before = smtp.received.length;
    const test = await asSales.post(
      "/rest/v1/rpc/send_newsletter_test",
      { issue: id },
      { authorization: `Bearer ${sales.aal2}` },
    );
    expect(test.statusCode, test.body).toBe(204);
    await until(() => mailsTo(smtp, "sales@kosmos.test").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const copies = smtp.received.slice(before).filter((m) => m.parsed.subject === "[Test] Draft");
    expect(copies.map(to)).toEqual(["sales@kosmos.test"]);
    const mail = mailsTo(smtp, "sales@kosmos.test")[0]!;
    expect(mail.parsed.subject).toBe("[Test] Draft");
    expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
    const [issue] = await owner<{ status: string }>("select status from public.newsletter_issues where id = $1", [id]);
    expect(issue!.status).toBe("draft");
  });

  it("sends from the sender name and with the reply-to address an admin set in the site settings, branded with the company's name and registration", async () => {
    const settings = "type = 'site-settings' and slug = 'site'";
    const [before] = await owner<{ data: Record<string, string> }>(
      `select data from public.content_items where ${settings}`,
    );
    await owner(
      `update public.content_items set data = data || '{"newsletterSender": "Kosmos \\"Research\\" Desk", "newsletterReplyTo": "research@kosmos.example", "companyNumber": "12345678", "registeredIn": "England and Wales"}' where ${settings}`,
    );
    try {
      const created = await asSales.post(
        "/rest/v1/newsletter_issues?select=id",
        {
          subject: "From the desk",
          body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello." }] }] },
        },
        { prefer: "return=representation", authorization: `Bearer ${sales.aal2}` },
      );
      const id = json<{ id: string }[]>(created)[0]!.id;
      const test = await asSales.post(
        "/rest/v1/rpc/send_newsletter_test",
        { issue: id },
        { authorization: `Bearer ${sales.aal2}` },
      );
      expect(test.statusCode, test.body).toBe(204);
      await until(() => smtp.received.some((m) => m.parsed.subject === "[Test] From the desk"));
      const mail = smtp.received.find((m) => m.parsed.subject === "[Test] From the desk")!;
      expect(mail.parsed.from?.value).toEqual([{ name: 'Kosmos "Research" Desk', address: "noreply@kosmos.test" }]);
      expect(mail.parsed.replyTo?.value).toEqual([{ name: "", address: "research@kosmos.example" }]);
      const registered = "Kosmos Intelligence Limited, a company registered in England and Wales, number 12345678.";
      expect(mail.parsed.text).toMatch(new RegExp(`${registered.replaceAll(".", "\\.")}\\s*$`));
      expect(mail.parsed.html).toContain(`>${registered}</p>`);
      expect(mail.parsed.html).toMatch(/<a href="http[^"]*" style="color:#ffffff;[^"]*">Kosmos Intelligence<\/a>/);
    } finally {
      await owner(`update public.content_items set data = $1 where ${settings}`, [JSON.stringify(before!.data)]);
    }
  });

  it("acknowledges an application once a day, with the first name and nothing else the applicant typed", async () => {
    const email = "applicant@example.org";
    const application = (first: string, reason: string) =>
      anon.post("/rest/v1/job_applications", {
        position_title: "Quant Researcher",
        first_name: first,
        surname: "Lovelace-Secret",
        email,
        reason_to_apply: reason,
      });
    expect((await application("Ada", "REASON-TEXT visit http://evil.example")).statusCode).toBe(201);
    await until(() => mailsTo(smtp, email).length === 1);
    const mail = mailsTo(smtp, email)[0]!;
    expect(mail.parsed.subject).toBe("We have received your application");
    expect(mail.parsed.text).toContain("Dear Ada,");
    expect(mail.parsed.text).toContain("careers@kosmos.example");
    for (const typed of ["REASON-TEXT", "evil.example", "Lovelace-Secret", "Quant Researcher"]) {
      expect(mail.raw).not.toContain(typed);
    }
    expect((await application("Ada", "Again")).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(smtp, email)).toHaveLength(1);

    // A "first name" that is not a name is not repeated at all.
    const other = "stranger@example.org";
    await anon.post("/rest/v1/research_partnerships", {
      name: "http://buy-now.example Cheap",
      email: other,
      research_area: "Risk",
      institution: "UCL",
      topic_statement: "Networks",
      collaboration_type: "Joint research",
    });
    await until(() => mailsTo(smtp, other).length === 1);
    expect(mailsTo(smtp, other)[0]!.parsed.text).toMatch(/^Hello,/);
    expect(mailsTo(smtp, other)[0]!.raw).not.toContain("buy-now");
  });

  it("names the careers address and the company's name an admin set in the site settings", async () => {
    const settings = "type = 'site-settings' and slug = 'site'";
    const [before] = await owner<{ data: Record<string, string> }>(
      `select data from public.content_items where ${settings}`,
    );
    await owner(
      `update public.content_items set data = data || '{"careersEmail": "jobs@kosmos.example", "companyName": "Kosmos Risk"}' where ${settings}`,
    );
    try {
      const email = "second-applicant@example.org";
      await anon.post("/rest/v1/job_applications", {
        position_title: "Quant Researcher",
        first_name: "Grace",
        surname: "Hopper",
        email,
        reason_to_apply: "Models",
      });
      await until(() => mailsTo(smtp, email).length === 1);
      expect(mailsTo(smtp, email)[0]!.parsed.text).toContain("write to jobs@kosmos.example.");
      expect(mailsTo(smtp, email)[0]!.parsed.text).toMatch(/Kosmos Risk\s*$/);
    } finally {
      await owner(`update public.content_items set data = $1 where ${settings}`, [JSON.stringify(before!.data)]);
    }
  });

  it("keeps only the keyed hash of an erased subscriber, and removes sign-ups never confirmed after 30 days", async () => {
    const admin = await staffSessions(app, "admin@kosmos.test");
    await confirmedSubscriber("erase-me@example.org");
    const erased = await anon.post(
      "/rest/v1/rpc/erase_person",
      { email: "erase-me@example.org" },
      { authorization: `Bearer ${admin.aal2}` },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await subscriber("erase-me@example.org")).toBeUndefined();
    await signUp("erase-me@example.org");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the first confirmation mail ever reached the address.
    expect(mailsTo(smtp, "erase-me@example.org")).toHaveLength(1);
    expect(await subscriber("erase-me@example.org")).toBeUndefined();

    await signUp("never@example.org");
    await owner(
      "update public.newsletter_subscribers set created_at = now() - interval '31 days' where email = 'never@example.org'",
    );
    const removed = (await owner<{ removed: number }>("select private.purge_unconfirmed_subscribers() as removed"))[0]!
      .removed;
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await subscriber("never@example.org")).toBeUndefined();
  });
});
