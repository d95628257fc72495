/**
 * A staff session that read the submission tables and the inbox, searched,
 * counted and downloaded a CV left no trace. Now the database writes one audit entry per request,
 * in the read's own transaction: who, which relation, how many rows, which rows when few, which
 * columns were filtered (never a searched value), and every download of a visitor's file.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { contact, jobApplication } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

type Entry = {
  actor_email: string | null;
  action: string;
  target_table: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
};

describe.each(databases)("staff reads audited by the database on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  let staff: string;
  const applicant = crypto.randomUUID();
  const cv = `cvs/${applicant}/1700000000000-vic_tim_cv.pdf`;
  const headers = (token: string, apikey = test.anonKey) => ({ apikey, authorization: `Bearer ${token}` });
  const get = (url: string, token: string, apikey?: string) =>
    app.inject({ method: "GET", url, headers: headers(token, apikey) });
  const entriesAfter = async (id: number) =>
    (
      await app.db.asOwner((tx) =>
        tx.query<Entry>(
          "select actor_email, action, target_table, target_id, details from public.audit_log where id > $1 order by id",
          [id],
        ),
      )
    ).rows;
  const lastId = async () =>
    Number(
      (
        await app.db.asOwner((tx) =>
          tx.query<{ id: string }>("select coalesce(max(id), 0)::text as id from public.audit_log", []),
        )
      ).rows[0]!.id,
    );

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    staff = (await staffSessions(app, "reader@kosmos.example")).aal2;
    const send = (url: string, body: unknown) =>
      app.inject({
        method: "POST",
        url,
        headers: { ...headers(test.anonKey), "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    expect(
      (
        await send(
          "/rest/v1/contact_submissions",
          contact({ name: "Vic Tim", email: "victim@example.com", message: "A very private message" }),
        )
      ).statusCode,
    ).toBe(201);
    const file = multipartBody(pdfBytes(300), PDF_TYPE, "cv.pdf");
    const uploaded = await app.inject({
      method: "POST",
      url: `/storage/v1/object/job-applications/${cv}`,
      headers: { ...headers(test.anonKey), "content-type": file.contentType },
      payload: file.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(
      (await send("/rest/v1/job_applications", jobApplication({ email: "victim@example.com", cv_url: cv }, applicant)))
        .statusCode,
    ).toBe(201);
  });
  afterAll(() => test?.close());

  it("reads, a search, the counts and two downloads each leave one entry naming the reader; no searched value is kept", async () => {
    const from = await lastId();
    expect((await get("/rest/v1/contact_submissions?select=*", staff)).statusCode).toBe(200);
    const search = await get(
      "/rest/v1/inbox?select=id,kind&or=(name.ilike.*Vic%20Tim*,email.ilike.*victim*)&status=eq.new",
      staff,
    );
    expect(search.statusCode).toBe(200);
    const found = search.json() as { id: string }[];
    expect(found.length).toBeGreaterThanOrEqual(2);
    const counts = await app.inject({
      method: "POST",
      url: "/rest/v1/rpc/inbox_counts",
      headers: { ...headers(staff), "content-type": "application/json" },
      payload: "{}",
    });
    expect(counts.statusCode).toBe(200);
    expect((await get("/rest/v1/rpc/inbox_counts", staff)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await get(`/storage/v1/object/authenticated/job-applications/${cv}`, staff)).statusCode).toBe(200);

    const entries = await entriesAfter(from);
    expect(entries.map((e) => [e.action, e.target_table])).toEqual([
      ["read", "contact_submissions"],
      ["read", "inbox"],
      ["read", "inbox_counts"],
      ["read", "inbox_counts"],
      ["download", "job-applications"],
      ["download", "job-applications"],
    ]);
    for (const entry of entries) expect(entry.actor_email).toBe("reader@kosmos.example");
    expect(entries[0]!.details).toMatchObject({ rows: 1, columns: ["*"], filters: [] });
    expect(entries[1]!.details).toMatchObject({
      rows: found.length,
      ids: found.map((r) => r.id),
      filters: ["or(name.ilike,email.ilike)", "status.eq"],
    });
    expect(entries[4]!.details).toMatchObject({ bucket: "job-applications", submission: applicant });
    const written = JSON.stringify(entries).toLowerCase();
    for (const secret of ["vic tim", "victim", "private message", "vic_tim_cv"]) expect(written).not.toContain(secret);
  });

  it("an export of every row through the raw API is one entry with its count, not one per row; the secret key's reads are marked", async () => {
    await app.db.asOwner((tx) =>
      tx.query(
        `insert into public.newsletter_subscribers (email) select 'reader' || g || '@example.com' from generate_series(1, 150) g`,
        [],
      ),
    );
    const from = await lastId();
    const all = await app.inject({
      method: "GET",
      url: "/rest/v1/newsletter_subscribers?select=*",
      headers: { ...headers(staff), prefer: "count=exact" },
    });
    expect(all.statusCode).toBe(200);
    expect((all.json() as unknown[]).length).toBe(150);
    expect((await get("/rest/v1/contact_submissions?select=id", test.serviceKey, test.serviceKey)).statusCode).toBe(
      200,
    );
    const entries = await entriesAfter(from);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "read",
      target_table: "newsletter_subscribers",
      actor_email: "reader@kosmos.example",
      details: { rows: 150, total: 150, counted: "exact" },
    });
    expect(entries[0]!.details).not.toHaveProperty("ids");
    expect(entries[1]).toMatchObject({
      action: "read",
      target_table: "contact_submissions",
      actor_email: null,
      details: { rows: 1, key: "secret" },
    });
  });

  it("a visitor's refused read and the public library leave no entry", async () => {
    const from = await lastId();
    expect((await get("/rest/v1/contact_submissions?select=*", test.anonKey)).statusCode).toBe(401);
    expect((await get("/rest/v1/resources?select=id", staff)).statusCode).toBe(200);
    expect(await entriesAfter(from)).toEqual([]);
  });
});
