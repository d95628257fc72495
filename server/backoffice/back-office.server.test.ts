/**
 * The back office's backend, as staff reach it (a session signed in with two factors, through
 * the REST and Storage APIs), on PGlite and PostgreSQL: Storage's DELETE, the audit log nobody
 * can edit, erasure of a person with their files, retention, and that an aal1 session or a
 * visitor can do none of it.
 */
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { aal1Session, staffSessions, type StaffSessions } from "../../tests/support/server/staff-session.ts";
import { contact, incubation, jobApplication, partnership } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

/** The ids the visitors' files are kept under (a key a visitor may write carries a random id). */
const JOB = crypto.randomUUID();
const OLD_JOB = crypto.randomUUID();
import { applyRetention } from "./retention.ts";

type Auth = { apikey: string; token: string };

function call(
  app: FastifyInstance,
  auth: Auth,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      apikey: auth.apikey,
      authorization: `Bearer ${auth.token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe.each(databases)("back office backend on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  let staff: StaffSessions;
  let anon: Auth;
  let staffAuth: Auth;
  let aal1Auth: Auth;
  let service: Auth;

  const filePath = (bucket: string, key: string) => join(test.database.config.DATA_DIR, "storage", bucket, key);

  async function upload(bucket: string, key: string) {
    const body = multipartBody(pdfBytes(300), PDF_TYPE, "file.pdf");
    const response = await app.inject({
      method: "POST",
      url: `/storage/v1/object/${bucket}/${key}`,
      headers: { apikey: anon.apikey, authorization: `Bearer ${anon.token}`, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(existsSync(filePath(bucket, key))).toBe(true);
  }

  async function submit(table: string, row: Record<string, unknown>) {
    const response = await call(app, anon, "POST", `/rest/v1/${table}`, row);
    expect(response.statusCode, response.body).toBe(201);
  }

  async function objectNames(): Promise<string[]> {
    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{ path: string }>("select bucket_id || '/' || name as path from storage.objects order by 1", []),
    );
    return rows.map((r) => r.path);
  }

  async function auditLog() {
    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{
        action: string;
        actor_id: string | null;
        target_table: string | null;
        target_id: string | null;
        details: unknown;
      }>(
        "select action, actor_id::text as actor_id, target_table, target_id, details from public.audit_log order by id",
        [],
      ),
    );
    return rows;
  }

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    staff = await staffSessions(app, "grace@kosmos.example");
    anon = { apikey: test.anonKey, token: test.anonKey };
    staffAuth = { apikey: test.anonKey, token: staff.aal2 };
    aal1Auth = { apikey: test.anonKey, token: await aal1Session(app, "ada@kosmos.example") };
    service = { apikey: test.serviceKey, token: test.serviceKey };
  });
  afterAll(() => test?.close());

  describe("Storage DELETE /object/{bucket} (supabase-js remove)", () => {
    it("staff at aal2 remove a file: the row goes, then the file, and the answer lists what went", async () => {
      await upload("job-applications", `cvs/${JOB}/remove-me.pdf`);
      const response = await call(app, staffAuth, "DELETE", "/storage/v1/object/job-applications", {
        prefixes: [`cvs/${JOB}/remove-me.pdf`, `cvs/${JOB}/never-existed.pdf`],
      });
      expect(response.statusCode).toBe(200);
      const removed = json<{ name: string; bucket_id: string }[]>(response);
      expect(removed.map((r) => [r.bucket_id, r.name])).toEqual([["job-applications", `cvs/${JOB}/remove-me.pdf`]]);
      expect(await objectNames()).not.toContain(`job-applications/cvs/${JOB}/remove-me.pdf`);
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/remove-me.pdf`))).toBe(false);
    });

    it("a visitor or an aal1 session removes nothing (an empty answer, as Storage gives), and the file stays", async () => {
      await upload("job-applications", `cvs/${JOB}/keep-me.pdf`);
      for (const auth of [anon, aal1Auth]) {
        const response = await call(app, auth, "DELETE", "/storage/v1/object/job-applications", {
          prefixes: [`cvs/${JOB}/keep-me.pdf`],
        });
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual([]);
      }
      expect(await objectNames()).toContain(`job-applications/cvs/${JOB}/keep-me.pdf`);
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/keep-me.pdf`))).toBe(true);
    });

    it("the reaper never removes a file whose key was uploaded again after its row was deleted", async () => {
      await upload("job-applications", `cvs/${JOB}/again.pdf`);
      await app.db.asOwner((tx) =>
        tx.query("delete from storage.objects where bucket_id = 'job-applications' and name = $1", [
          `cvs/${JOB}/again.pdf`,
        ]),
      );
      await upload("job-applications", `cvs/${JOB}/again.pdf`);
      await app.storageReaper.run();
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/again.pdf`))).toBe(true);
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<{ n: number }>("select count(*)::int as n from private.removed_files", []),
      );
      expect(rows[0]!.n).toBe(0);
      // A row deleted by SQL, with nothing uploaded since: its file goes at the next run.
      await app.db.asOwner((tx) =>
        tx.query("delete from storage.objects where bucket_id = 'job-applications' and name = $1", [
          `cvs/${JOB}/again.pdf`,
        ]),
      );
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/again.pdf`))).toBe(true);
      await app.storageReaper.run();
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/again.pdf`))).toBe(false);
    });

    it("refuses a body without prefixes in Storage's shape", async () => {
      const response = await call(app, staffAuth, "DELETE", "/storage/v1/object/job-applications", { paths: ["x"] });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ statusCode: "400", error: "invalid_request" });
    });

    it("a staff session downloads a submitted file through the authenticated route; an aal1 session cannot", async () => {
      await upload("applications", `research-partnerships/${JOB}_proposal.pdf`);
      const path = `/storage/v1/object/authenticated/applications/research-partnerships/${JOB}_proposal.pdf`;
      const ok = await call(app, staffAuth, "GET", path);
      expect(ok.statusCode).toBe(200);
      expect(ok.rawPayload.equals(pdfBytes(300))).toBe(true);
      expect(ok.headers["content-disposition"]).toMatch(/^attachment/);
      expect((await call(app, aal1Auth, "GET", path)).statusCode).toBe(400);
    });
  });

  describe("audit log", () => {
    it("staff read it; nobody writes, changes or deletes it through the API, not even the secret key", async () => {
      await call(app, staffAuth, "POST", "/rest/v1/rpc/log_view", {
        target_table: "contact_submissions",
        target_id: "x",
      });
      const read = await call(app, staffAuth, "GET", "/rest/v1/audit_log?select=*");
      expect(read.statusCode).toBe(200);
      expect(json<unknown[]>(read).length).toBeGreaterThan(0);
      const before = (await auditLog()).length;
      for (const auth of [staffAuth, service, anon]) {
        const insert = await call(app, auth, "POST", "/rest/v1/audit_log", { action: "view" });
        expect([401, 403]).toContain(insert.statusCode);
        const update = await call(app, auth, "PATCH", "/rest/v1/audit_log?id=gt.0", { action: "export" });
        expect([401, 403]).toContain(update.statusCode);
        const remove = await call(app, auth, "DELETE", "/rest/v1/audit_log?id=gt.0");
        expect([401, 403]).toContain(remove.statusCode);
      }
      expect((await auditLog()).length).toBe(before);
    });

    it("an aal1 session and a visitor read nothing of it and cannot log", async () => {
      const aal1 = await call(app, aal1Auth, "GET", "/rest/v1/audit_log?select=*");
      expect(aal1.statusCode === 200 ? json(aal1) : aal1.statusCode).toEqual([]);
      expect((await call(app, anon, "GET", "/rest/v1/audit_log?select=*")).statusCode).toBe(401);
      const logged = await call(app, aal1Auth, "POST", "/rest/v1/rpc/log_view", {
        target_table: "contact_submissions",
        target_id: "x",
      });
      expect(logged.statusCode).toBe(403);
      expect(
        (await call(app, anon, "POST", "/rest/v1/rpc/log_view", { target_table: "x", target_id: "x" })).statusCode,
      ).toBe(401);
    });

    it("records status changes (who, from, to) and content edits by the database itself", async () => {
      await submit("contact_submissions", contact({ email: "status@example.com" }));
      const [row] = json<{ id: string }[]>(
        await call(app, staffAuth, "GET", "/rest/v1/contact_submissions?select=id&email=eq.status@example.com"),
      );
      const patched = await call(
        app,
        staffAuth,
        "PATCH",
        `/rest/v1/contact_submissions?id=eq.${row!.id}`,
        { status: "archived" },
        {
          prefer: "return=representation",
        },
      );
      expect(json<{ status: string; status_changed_by: string }[]>(patched)[0]).toMatchObject({
        status: "archived",
        status_changed_by: staff.id,
      });
      const created = await call(
        app,
        staffAuth,
        "POST",
        "/rest/v1/content_items",
        {
          type: "resource",
          slug: "audit-me",
          sort_order: 99,
          data: {
            title: "Audit me",
            type: "white-paper",
            categories: ["finance"],
            date: "2026-11-01",
            description: "A resource made by a staff member.",
            read_more_url: "https://example.com/audit",
          },
        },
        { prefer: "return=representation" },
      );
      expect(created.statusCode, created.body).toBe(201);
      const [item] = json<{ id: string }[]>(created);
      const log = await auditLog();
      expect(log).toContainEqual(
        expect.objectContaining({
          action: "status_change",
          actor_id: staff.id,
          target_table: "contact_submissions",
          target_id: row!.id,
          details: { from: "new", to: "archived" },
        }),
      );
      expect(log).toContainEqual(
        expect.objectContaining({
          action: "content_edit",
          actor_id: staff.id,
          target_table: "content_items",
          target_id: item!.id,
          details: { operation: "insert", type: "resource", slug: "audit-me", title: "Audit me" },
        }),
      );
    });

    it("logs exports without the search text", async () => {
      const response = await call(app, staffAuth, "POST", "/rest/v1/rpc/log_export", {
        kind: "job_applications",
        filters: { status: "new", search: "Tom Okafor" },
        row_count: 3,
      });
      expect(response.statusCode).toBe(204);
      const last = (await auditLog()).at(-1)!;
      expect(last).toMatchObject({
        action: "export",
        target_table: "job_applications",
        details: { filters: { status: "new" }, rows: 3 },
      });
    });
  });

  describe("erase_person", () => {
    const email = "erase.me@example.com";

    async function seedPerson() {
      const id1 = crypto.randomUUID();
      const id2 = crypto.randomUUID();
      await upload("job-applications", `cvs/${JOB}/erase-cv.pdf`);
      await upload("job-applications", `cover-letters/${JOB}/erase-letter.pdf`);
      await upload("applications", `research-partnerships/${id1}_proposal.pdf`);
      await upload("applications", `incubation-programme/${id2}_proposal.pdf`);
      await submit("contact_submissions", contact({ email: "Erase.Me@Example.com" }));
      await submit(
        "job_applications",
        jobApplication(
          { email, cv_url: `cvs/${JOB}/erase-cv.pdf`, cover_letter_url: `cover-letters/${JOB}/erase-letter.pdf` },
          JOB,
        ),
      );
      await submit("research_partnerships", partnership(id1, { email }));
      await submit(
        "incubation_programme",
        incubation(id2, { email, proposal_file_path: `incubation-programme/${id2}_proposal.pdf` }),
      );
      await submit("newsletter_subscribers", { email });
      await submit("contact_submissions", contact({ email: "someone.else@example.com" }));
      return { id1, id2 };
    }

    async function rowsOf(address: string) {
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<{ n: number }>(
          `select ((select count(*) from public.contact_submissions where lower(email) = $1) +
                   (select count(*) from public.job_applications where lower(email) = $1) +
                   (select count(*) from public.research_partnerships where lower(email) = $1) +
                   (select count(*) from public.incubation_programme where lower(email) = $1) +
                   (select count(*) from public.newsletter_subscribers where lower(email) = $1))::int as n`,
          [address],
        ),
      );
      return rows[0]!.n;
    }

    it("one step that cannot half-succeed: a failure leaves every row and file in place", async () => {
      const { id1 } = await seedPerson();
      await app.db.asOwner((tx) =>
        tx.query(
          `create function public.refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$;
           `.trim(),
          [],
        ),
      );
      await app.db.asOwner((tx) =>
        tx.query(
          "create trigger refuse_delete before delete on public.newsletter_subscribers for each row execute function public.refuse_delete()",
          [],
        ),
      );
      const failed = await call(app, staffAuth, "POST", "/rest/v1/rpc/erase_person", { email });
      expect(failed.statusCode).toBe(400);
      await app.storageReaper.run();
      expect(await rowsOf(email)).toBe(5);
      expect(existsSync(filePath("job-applications", `cvs/${JOB}/erase-cv.pdf`))).toBe(true);
      expect(existsSync(filePath("applications", `research-partnerships/${id1}_proposal.pdf`))).toBe(true);
      expect(await objectNames()).toContain(`job-applications/cvs/${JOB}/erase-cv.pdf`);
      await app.db.asOwner((tx) => tx.query("drop trigger refuse_delete on public.newsletter_subscribers", []));
    });

    it("erases every row with the email in every table and their files; the log keeps counts, not the address", async () => {
      const result = await call(app, staffAuth, "POST", "/rest/v1/rpc/erase_person", {
        email: " ERASE.me@example.com ",
      });
      expect(result.statusCode, result.body).toBe(200);
      const answer = json<{ rows: Record<string, number>; files: string[] }>(result);
      expect(answer.rows).toEqual({
        contact_submissions: 1,
        job_applications: 1,
        research_partnerships: 1,
        incubation_programme: 1,
        newsletter_subscribers: 1,
      });
      expect(answer.files).toHaveLength(4);
      expect(await rowsOf(email)).toBe(0);
      expect(await rowsOf("someone.else@example.com")).toBe(1);
      await app.storageReaper.run();
      for (const path of answer.files) {
        const [bucket, ...key] = path.split("/");
        expect(existsSync(filePath(bucket!, key.join("/"))), path).toBe(false);
        expect(await objectNames()).not.toContain(path);
      }
      const erasure = (await auditLog()).filter((e) => e.action === "erasure").at(-1)!;
      expect(erasure.actor_id).toBe(staff.id);
      expect(JSON.stringify(erasure).toLowerCase()).not.toContain("erase.me");
      expect(erasure.details).toMatchObject({ files: 4, rows: { job_applications: 1 } });
    });

    it("is refused to an aal1 session and to visitors", async () => {
      await submit("contact_submissions", contact({ email: "kept@example.com" }));
      expect(
        (await call(app, aal1Auth, "POST", "/rest/v1/rpc/erase_person", { email: "kept@example.com" })).statusCode,
      ).toBe(403);
      expect(
        (await call(app, anon, "POST", "/rest/v1/rpc/erase_person", { email: "kept@example.com" })).statusCode,
      ).toBe(401);
      expect(await rowsOf("kept@example.com")).toBe(1);
    });
  });

  describe("retention", () => {
    it("deletes submissions older than the setting with their files, keeps newer ones and newsletter sign-ups", async () => {
      await upload("job-applications", `cvs/${OLD_JOB}/old-cv.pdf`);
      await submit(
        "job_applications",
        jobApplication({ email: "old@example.com", cv_url: `cvs/${OLD_JOB}/old-cv.pdf` }, OLD_JOB),
      );
      await submit("contact_submissions", contact({ email: "old@example.com" }));
      await submit("newsletter_subscribers", { email: "old@example.com" });
      await submit("contact_submissions", contact({ email: "recent@example.com" }));
      await app.db.asOwner((tx) =>
        tx.query(
          `update public.job_applications set created_at = now() - interval '25 months' where email = 'old@example.com';
           `.trim(),
          [],
        ),
      );
      for (const t of ["contact_submissions", "newsletter_subscribers"]) {
        await app.db.asOwner((tx) =>
          tx.query(
            `update public.${t} set created_at = now() - interval '25 months' where email = 'old@example.com'`,
            [],
          ),
        );
      }
      await app.db.asOwner((tx) =>
        tx.query(
          "update public.contact_submissions set created_at = now() - interval '13 months' where email = 'recent@example.com'",
          [],
        ),
      );

      const result = await applyRetention(app);
      expect(result.months).toBe(24);
      expect(result.rows).toMatchObject({ job_applications: 1, contact_submissions: 1 });
      expect(result.rows).not.toHaveProperty("newsletter_subscribers");
      expect(existsSync(filePath("job-applications", `cvs/${OLD_JOB}/old-cv.pdf`))).toBe(false);
      expect(await test.count("newsletter_subscribers")).toBeGreaterThan(0);

      // Staff shorten it to 12 months and apply it on demand: the 13-month-old message goes.
      const refused = await call(app, aal1Auth, "POST", "/rest/v1/rpc/set_retention_months", { months: 6 });
      expect(refused.statusCode).toBe(403);
      expect((await call(app, staffAuth, "POST", "/rest/v1/rpc/set_retention_months", { months: 0 })).statusCode).toBe(
        400,
      );
      expect((await call(app, staffAuth, "POST", "/rest/v1/rpc/set_retention_months", { months: 12 })).statusCode).toBe(
        204,
      );
      const settings = json<{ retention_months: number }[]>(
        await call(app, staffAuth, "GET", "/rest/v1/back_office_settings?select=retention_months"),
      );
      expect(settings).toEqual([{ retention_months: 12 }]);
      const onDemand = await call(app, staffAuth, "POST", "/rest/v1/rpc/apply_retention", {});
      expect(onDemand.statusCode, onDemand.body).toBe(200);
      expect(json<{ rows: Record<string, number> }>(onDemand).rows.contact_submissions).toBe(1);
      expect((await call(app, anon, "POST", "/rest/v1/rpc/apply_retention", {})).statusCode).toBe(401);
      expect((await call(app, aal1Auth, "POST", "/rest/v1/rpc/apply_retention", {})).statusCode).toBe(403);
      expect((await auditLog()).filter((e) => e.action === "retention").length).toBeGreaterThanOrEqual(3);
    });
  });

  describe("inbox", () => {
    it("one list across every kind for staff: newest first, filtered, searched, paged with an exact count", async () => {
      await submit("contact_submissions", contact({ email: "inbox.one@example.com", name: "Inbox Person" }));
      await submit(
        "job_applications",
        jobApplication({ email: "inbox.two@example.com", first_name: "Inbox", surname: "Applicant" }),
      );
      await submit("newsletter_subscribers", { email: "inbox.three@example.com" });
      const all = await call(
        app,
        staffAuth,
        "GET",
        "/rest/v1/inbox?select=kind,email&order=created_at.desc&offset=0&limit=2",
        undefined,
        {
          prefer: "count=exact",
        },
      );
      expect(all.statusCode).toBe(206);
      expect(json<{ kind: string }[]>(all).map((r) => r.kind)).toEqual(["newsletter_subscribers", "job_applications"]);
      expect(all.headers["content-range"]).toMatch(/^0-1\/\d+$/);
      const searched = await call(
        app,
        staffAuth,
        "GET",
        "/rest/v1/inbox?select=kind,name&or=(name.ilike.*inbox*,email.ilike.*inbox*,summary.ilike.*inbox*)&kind=eq.job_applications",
      );
      expect(json(searched)).toEqual([{ kind: "job_applications", name: "Inbox Applicant" }]);
      const counts = json<Record<string, number>>(await call(app, staffAuth, "POST", "/rest/v1/rpc/inbox_counts", {}));
      expect(counts.newsletter_subscribers).toBeGreaterThanOrEqual(1);
    });

    it("an aal1 session sees nothing and counts nothing; a visitor is refused", async () => {
      const aal1 = await call(app, aal1Auth, "GET", "/rest/v1/inbox?select=*");
      expect(aal1.statusCode).toBe(200);
      expect(json(aal1)).toEqual([]);
      expect(json(await call(app, aal1Auth, "POST", "/rest/v1/rpc/inbox_counts", {}))).toEqual({});
      expect((await call(app, anon, "GET", "/rest/v1/inbox?select=*")).statusCode).toBe(401);
    });
  });

  describe("notices", () => {
    it("staff at aal2 list the outbox and send a failed notice again; aal1 sessions and visitors cannot", async () => {
      await submit("contact_submissions", contact({ email: "notice@example.com" }));
      await app.db.asOwner((tx) =>
        tx.query(
          "update public.notification_outbox set status = 'failed', last_error = 'SMTP down', attempts = 8 where status = 'pending'",
          [],
        ),
      );
      const listed = await call(app, staffAuth, "POST", "/rest/v1/rpc/list_notices", { filter_status: "failed" });
      expect(listed.statusCode, listed.body).toBe(200);
      const { total, notices } = json<{ total: number; notices: { id: string; status: string; last_error: string }[] }>(
        listed,
      );
      expect(total).toBe(notices.length);
      expect(notices[0]).toMatchObject({ status: "failed", last_error: "SMTP down" });
      expect((await call(app, aal1Auth, "POST", "/rest/v1/rpc/list_notices", {})).statusCode).toBe(403);
      expect((await call(app, anon, "POST", "/rest/v1/rpc/list_notices", {})).statusCode).toBe(401);
      // The table itself stays closed to sessions, staff included.
      expect((await call(app, staffAuth, "GET", "/rest/v1/notification_outbox?select=id")).statusCode).toBe(403);
      const id = notices[0]!.id;
      expect((await call(app, aal1Auth, "POST", "/rest/v1/rpc/send_notice_again", { notice_id: id })).statusCode).toBe(
        403,
      );
      expect(
        (await call(app, aal1Auth, "POST", "/rest/v1/rpc/resend_notification", { notice_id: id })).statusCode,
      ).toBe(403);
      expect((await call(app, anon, "POST", "/rest/v1/rpc/send_notice_again", { notice_id: id })).statusCode).toBe(401);
      const again = await call(app, staffAuth, "POST", "/rest/v1/rpc/send_notice_again", { notice_id: id });
      expect(again.statusCode, again.body).toBe(200);
      expect(json(again)).toBe(true);
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<{ status: string }>("select status from public.notification_outbox where id = $1", [id]),
      );
      expect(rows[0]!.status).not.toBe("failed");
    });
  });
});
