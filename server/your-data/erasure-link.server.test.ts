/**
 * An applicant's own erasure link, on PGlite and on PostgreSQL, as the applicant, their recruiter
 * and a stranger meet it: the acknowledgement carries the link; its page asks before anything
 * happens; a token not made here, or for another item, records nothing; the request reaches the
 * application's owner (or its team) by mail; only staff who read the kind confirm it, which erases
 * that application and nothing else of the person's.
 */
import type { FastifyInstance } from "fastify";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { YOUR_DATA_PATHS as PATHS } from "../../shared/your-data.ts";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { client, json } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { fakeSite } from "../../tests/support/server/security.ts";
import { startSmtpServer, waitUntil, type ReceivedMail, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import { staffSessions, type StaffSessions } from "../../tests/support/server/staff-session.ts";

const SITE_URL = "https://www.kosmos.example";
const CAREERS_TEAM = "careers-team@kosmos.test";
const FAST_MAIL = { pollMs: 25, retryBaseMs: 100, retryMaxMs: 800, leaseMs: 5_000, sendTimeoutMs: 4_000 };
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const until = (check: () => boolean | Promise<boolean>) => waitUntil(check, 15_000);
const mailsTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => mail.envelope.to.join(",") === address);
/** The staff's mails about erasure requests (the team also hears of each new application). */
const requestsTo = (smtp: TestSmtpServer, address: string) =>
  mailsTo(smtp, address).filter((mail) => mail.parsed.subject?.startsWith("Erasure asked for"));
const tokenIn = (mail: ReceivedMail) => {
  const found = new RegExp(`${PATHS.erase}\\?token=([a-z0-9.]+)`).exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no erasure link in: ${mail.parsed.text}`);
  return found[1]!;
};

describe.each(databases)("an applicant's erasure link on $name", (factory) => {
  let database: TestDatabase;
  let buildDir: string;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let api: ReturnType<typeof client>;
  let careers: StaffSessions;
  let recruiter: StaffSessions;
  let labs: StaffSessions;
  const as = (session: StaffSessions) => ({ authorization: `Bearer ${session.aal2}` });

  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await app.db.asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params))).rows;
  const press = (token: string) =>
    app.inject({ method: "POST", url: PATHS.erase, headers: FORM, payload: new URLSearchParams({ token }).toString() });
  const requestedAt = async (id: string) =>
    (
      await owner<{ at: string | null }>(
        "select erasure_requested_at as at from public.job_applications where id = $1",
        [id],
      )
    )[0]?.at;

  /** Applies as a visitor does and returns the application's id and the token its acknowledgement carries. */
  async function apply(email: string, surname: string) {
    const id = crypto.randomUUID();
    const sent = await api.post("/rest/v1/job_applications", {
      id,
      position_title: "Quant Researcher",
      first_name: "Ada",
      surname,
      email,
      reason_to_apply: "Agent-based models of payment systems.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await until(() => mailsTo(smtp, email).length === 1);
    return { id, token: tokenIn(mailsTo(smtp, email)[0]!) };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await factory.create();
    buildDir = await fakeSite();
    const config: Config = {
      ...database.config,
      BUILD_DIR: buildDir,
      SITE_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Kosmos <noreply@kosmos.test>",
      NOTIFY_CAREERS: [CAREERS_TEAM],
    };
    app = await buildApp({ config, mailTimings: FAST_MAIL });
    await app.ready();
    api = client(app, app.installKeys.publishableKey);
    careers = await staffSessions(app, "erase-careers@kosmos.test", { roles: ["careers"] });
    recruiter = await staffSessions(app, "erase-recruiter@kosmos.test", { roles: ["careers"] });
    labs = await staffSessions(app, "erase-labs@kosmos.test", { roles: ["labs"] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await smtp?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  it("asks before it records anything, records the request once, tells the team, and the recruiter's confirmation erases that application only", async () => {
    const email = "ada.erase@example.org";
    const { id, token } = await apply(email, "Lovelace");
    const { id: other } = await (async () => {
      const second = crypto.randomUUID();
      await owner(
        `insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply)
         values ($1, 'Engineer', 'Ada', 'Lovelace', $2, 'A second application')`,
        [second, email],
      );
      return { id: second };
    })();

    // Opening the link (as a mail scanner does) shows the button and records nothing.
    const page = await app.inject({ method: "GET", url: `${PATHS.erase}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="${token}"`);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    // The page runs no script, not even an inline one, and no other site may frame it.
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(await requestedAt(id)).toBeNull();

    const pressed = await press(token);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(PATHS.requested);
    expect(await requestedAt(id)).not.toBeNull();
    expect(await requestedAt(other)).toBeNull();
    expect((await press(token)).headers.location).toBe(PATHS.requested);
    const audited = await owner<{ n: number }>(
      "select count(*)::int as n from public.audit_log where action = 'erasure_request' and target_id = $1",
      [id],
    );
    expect(audited[0]!.n).toBe(1);

    // Nobody owns it: the careers team hears which kind and where, never what the applicant typed.
    await until(() => requestsTo(smtp, CAREERS_TEAM).length === 1);
    const notice = requestsTo(smtp, CAREERS_TEAM)[0]!;
    expect(notice.parsed.subject).toBe("Erasure asked for: a job application");
    expect(notice.parsed.text).toContain(`${SITE_URL}/admin/#/inbox/job_applications/${id}`);
    for (const typed of ["Lovelace", email, "Quant Researcher"]) expect(notice.raw).not.toContain(typed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(smtp, CAREERS_TEAM)).toHaveLength(1);

    // The requests: careers sees it, labs does not, a visitor may not ask.
    const listed = await api.post("/rest/v1/rpc/erasure_requests", {}, as(careers));
    expect(listed.statusCode).toBe(200);
    expect(json<{ kind: string; id: string }[]>(listed)).toEqual([
      expect.objectContaining({ kind: "job_applications", id }),
    ]);
    expect(json<unknown[]>(await api.post("/rest/v1/rpc/erasure_requests", {}, as(labs)))).toEqual([]);
    expect((await api.post("/rest/v1/rpc/erasure_requests", {})).statusCode).toBe(401);

    // Confirming: labs may not (403); nor may anyone for an application nobody asked about (400).
    const confirm = (session: StaffSessions, item: string) =>
      api.post("/rest/v1/rpc/confirm_erasure", { p_kind: "job_applications", p_id: item }, as(session));
    expect((await confirm(labs, id)).statusCode).toBe(403);
    const unasked = await confirm(careers, other);
    expect(unasked.statusCode).toBe(400);
    expect(json<{ message: string }>(unasked).message).toBe(
      "The applicant has not asked for erasure: only an admin erases a person unasked",
    );
    const erased = await confirm(careers, id);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json<{ rows: Record<string, number> }>(erased).rows).toEqual({ job_applications: 1 });
    expect(await owner("select 1 from public.job_applications where id = $1", [id])).toHaveLength(0);
    expect(await owner("select 1 from public.job_applications where id = $1", [other])).toHaveLength(1);
    const erasure = await owner<{ actor_email: string; details: { rows: Record<string, number> } }>(
      "select actor_email, details from public.audit_log where action = 'erasure' and target_id = $1",
      [id],
    );
    expect(erasure).toEqual([
      expect.objectContaining({
        actor_email: "erase-careers@kosmos.test",
        details: expect.objectContaining({ rows: { job_applications: 1 } }),
      }),
    ]);
    expect((await confirm(careers, id)).statusCode).toBe(400);

    // The link afterwards: nothing left to erase.
    expect((await press(token)).headers.location).toBe(PATHS.gone);
  });

  it("refuses a token not made here, or made for another application, and records nothing", async () => {
    const { id, token } = await apply("grace.erase@example.org", "Hopper");
    const [body, hash] = token.split(".") as [string, string];
    const forged = `${body}.${hash.slice(0, -1)}${hash.endsWith("0") ? "1" : "0"}`;
    const otherItem = `j${crypto.randomUUID().replaceAll("-", "")}.${hash}`;
    for (const bad of [forged, otherItem, `r${body.slice(1)}.${hash}`, "not-a-token", ""]) {
      const answer = await press(bad);
      expect(answer.statusCode, bad).toBe(303);
      expect(answer.headers.location, bad).toBe(PATHS.invalid);
    }
    const opened = await app.inject({ method: "GET", url: `${PATHS.erase}?token=%3Cscript%3E` });
    expect(opened.headers.location).toBe(PATHS.invalid);
    expect(await requestedAt(id)).toBeNull();
  });

  it("tells the application's owner, not the team, when it has one", async () => {
    const { id, token } = await apply("alan.erase@example.org", "Turing");
    const given = await api.post(
      "/rest/v1/rpc/assign_item",
      { p_kind: "job_applications", p_id: id, p_owner: recruiter.id },
      as(careers),
    );
    expect(given.statusCode, given.body).toBe(200);
    const before = requestsTo(smtp, CAREERS_TEAM).length;
    expect((await press(token)).headers.location).toBe(PATHS.requested);
    await until(() => requestsTo(smtp, "erase-recruiter@kosmos.test").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(smtp, CAREERS_TEAM)).toHaveLength(before);
  });
});
