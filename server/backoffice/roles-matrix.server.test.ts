/**
 * The contract: every role times every table, view, function and bucket times read,
 * triage, delete, export and erase, through the HTTP API with real aal2 sessions. Allowed exactly
 * where docs/staff-and-back-office.md's roles say; refused everywhere else, and a refused read looks like a row that does
 * not exist (an empty list, the same answer as for a file that was never uploaded).
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "../../shared/staff-roles.ts";
import { ROLE_FOR_TABLE } from "../../shared/submission-kinds.ts";
import { SUBMISSION_TABLES, type SubmissionTable } from "../../shared/submissions.ts";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { contact, incubation, jobApplication, partnership } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

const may = (role: StaffRole, owner: StaffRole) => role === "admin" || role === owner;
/** Sales reads and triages contact messages and sign-ups; deleting them is admin's. */
const deleter = (table: SubmissionTable): StaffRole =>
  ROLE_FOR_TABLE[table] === "sales" ? "admin" : ROLE_FOR_TABLE[table];
/** Admin's alone (the audit log too, but for the history of a role's own items: checked below). */
const ADMIN_ONLY_CALLS: [string, Record<string, unknown>][] = [
  ["list_staff", {}],
  ["last_backup_runs", {}],
  ["set_retention_months", { months: 24 }],
  ["apply_retention", {}],
  ["erase_person", { email: "nobody@example.com" }],
  ["invite_staff", { email: "new.colleague@kosmos.example", roles: ["sales"] }],
];

describe.each(databases)("what each role may do, on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  const sessions = {} as Record<StaffRole, string>;
  const ids = {} as Record<SubmissionTable, string>;
  const cvPath = (id: string) => `cvs/${id}/1700000000000-cv.pdf`;
  const proposalPath = (id: string) => `research-partnerships/${id}_proposal.pdf`;

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    token: string,
    body?: unknown,
    prefer?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        apikey: test.anonKey,
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(prefer ? { prefer } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const rpc = (fn: string, token: string, body: Record<string, unknown> = {}) =>
    call("POST", `/rest/v1/rpc/${fn}`, token, body);
  const rows = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string; kind?: string }[];
  };
  const owner = <R>(sql: string, params: unknown[] = []) => app.db.asOwner((tx) => tx.query<R>(sql, params));
  const exists = async (table: string, id: string) =>
    (await owner<{ n: number }>(`select count(*)::int as n from public.${table} where id = $1`, [id])).rows[0]!.n === 1;

  /** A row of the table made as the owner, for a test that deletes it. */
  async function freshRow(table: SubmissionTable): Promise<string> {
    const id = crypto.randomUUID();
    const values: Record<SubmissionTable, Record<string, unknown>> = {
      contact_submissions: { id, ...contact({ email: "fresh@example.com" }) },
      job_applications: jobApplication({ email: "fresh@example.com", cv_url: null }, id),
      research_partnerships: partnership(id, { email: "fresh@example.com", proposal_file_path: null }),
      incubation_programme: incubation(id, { email: "fresh@example.com" }),
      newsletter_subscribers: { id, email: `fresh.${id}@example.com` },
    };
    const row = values[table];
    const columns = Object.keys(row);
    await owner(
      `insert into public.${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
      columns.map((c) => row[c]),
    );
    return id;
  }

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    for (const role of STAFF_ROLES)
      sessions[role] = (await staffSessions(app, `${role}@kosmos.example`, { roles: [role] })).aal2;

    const anon = (method: "POST", url: string, payload: string | Buffer, contentType: string) =>
      app.inject({
        method,
        url,
        headers: { apikey: test.anonKey, authorization: `Bearer ${test.anonKey}`, "content-type": contentType },
        payload,
      });
    const upload = async (bucket: string, path: string) => {
      const file = multipartBody(pdfBytes(300), PDF_TYPE, "file.pdf");
      expect(
        (await anon("POST", `/storage/v1/object/${bucket}/${path}`, file.payload, file.contentType)).statusCode,
      ).toBe(200);
    };
    const send = async (table: SubmissionTable, body: Record<string, unknown>) => {
      const response = await anon("POST", `/rest/v1/${table}`, JSON.stringify(body), "application/json");
      expect(response.statusCode, response.body).toBe(201);
    };
    ids.job_applications = crypto.randomUUID();
    ids.research_partnerships = crypto.randomUUID();
    ids.incubation_programme = crypto.randomUUID();
    await upload("job-applications", cvPath(ids.job_applications));
    await upload("applications", proposalPath(ids.research_partnerships));
    await send(
      "job_applications",
      jobApplication({ email: "matrix@example.com", cv_url: cvPath(ids.job_applications) }, ids.job_applications),
    );
    await send("research_partnerships", partnership(ids.research_partnerships, { email: "matrix@example.com" }));
    await send("incubation_programme", incubation(ids.incubation_programme, { email: "matrix@example.com" }));
    await send("contact_submissions", contact({ email: "matrix@example.com" }));
    await send("newsletter_subscribers", { email: "matrix@example.com" });
    for (const table of ["contact_submissions", "newsletter_subscribers"] as const) {
      ids[table] = (
        await owner<{ id: string }>(`select id from public.${table} where email = 'matrix@example.com'`)
      ).rows[0]!.id;
    }
  }, 120_000);
  afterAll(() => test?.close());

  it.each(STAFF_ROLES)(
    "%s reads, triages and deletes exactly the submissions of its job; other rows do not exist for it",
    async (role) => {
      for (const table of SUBMISSION_TABLES) {
        const allowed = may(role, ROLE_FOR_TABLE[table]);
        const where = `id=eq.${ids[table]}`;
        expect(
          rows(await call("GET", `/rest/v1/${table}?select=id&${where}`, sessions[role])).length,
          `${role} reads ${table}`,
        ).toBe(allowed ? 1 : 0);

        const triaged = rows(
          await call(
            "PATCH",
            `/rest/v1/${table}?${where}`,
            sessions[role],
            { status: "read" },
            "return=representation",
          ),
        );
        expect(triaged.length, `${role} triages ${table}`).toBe(allowed ? 1 : 0);
        const { rows: status } = await owner<{ status: string }>(`select status from public.${table} where id = $1`, [
          ids[table],
        ]);
        expect(status[0]!.status).toBe(allowed ? "read" : "new");
        await owner(`update public.${table} set status = 'new' where id = $1`, [ids[table]]);

        const fresh = await freshRow(table);
        const deleted = rows(
          await call("DELETE", `/rest/v1/${table}?id=eq.${fresh}`, sessions[role], undefined, "return=representation"),
        );
        const mayDelete = may(role, deleter(table));
        expect(deleted.length, `${role} deletes from ${table}`).toBe(mayDelete ? 1 : 0);
        expect(await exists(table, fresh)).toBe(!mayDelete);
      }
    },
  );

  it.each(STAFF_ROLES)(
    "%s sees only its kinds in the inbox, its counts, its search, its export and its notices",
    async (role) => {
      const readable = SUBMISSION_TABLES.filter((t) => may(role, ROLE_FOR_TABLE[t]));
      const kinds = (list: { kind?: string }[]) => [...new Set(list.map((r) => r.kind))].sort();

      expect(kinds(rows(await call("GET", "/rest/v1/inbox?select=id,kind", sessions[role])))).toEqual(
        [...readable].sort(),
      );
      const counts = await rpc("inbox_counts", sessions[role]);
      expect(Object.keys(counts.json() as object).sort()).toEqual([...readable].sort());
      const search = await rpc("search_inbox", sessions[role], { term: "matrix@example.com" });
      expect(search.statusCode, search.body).toBe(200);
      expect(kinds((search.json() as { rows: { kind: string }[] }).rows)).toEqual([...readable].sort());
      // The export is the inbox read kind by kind (src/admin/inbox/api/export-inbox.ts).
      for (const table of SUBMISSION_TABLES) {
        const exported = rows(await call("GET", `/rest/v1/inbox?select=id,kind&kind=eq.${table}`, sessions[role]));
        expect(exported.length > 0, `${role} exports ${table}`).toBe(readable.includes(table));
      }

      const notices = await rpc("list_notices", sessions[role]);
      expect(notices.statusCode, notices.body).toBe(200);
      const listed = (notices.json() as { notices: { id: string; submission_table: string }[] }).notices;
      expect([...new Set(listed.map((n) => n.submission_table))].sort()).toEqual([...readable].sort());
      const { rows: all } = await owner<{ id: string; submission_table: SubmissionTable }>(
        "select id, submission_table from public.notification_outbox where submission_table <> 'backup_runs'",
      );
      for (const notice of all) {
        const again = await rpc("send_notice_again", sessions[role], { notice_id: notice.id });
        expect(again.statusCode, `${role} sends a ${notice.submission_table} notice again`).toBe(
          readable.includes(notice.submission_table) ? 200 : 403,
        );
        const view = await rpc("log_view", sessions[role], {
          target_table: notice.submission_table,
          target_id: notice.id,
        });
        expect(view.statusCode).toBe(readable.includes(notice.submission_table) ? 204 : 403);
      }
    },
  );

  it.each(STAFF_ROLES)(
    "%s downloads and deletes only the files of its job; another's file answers as a missing one",
    async (role) => {
      const files = [
        { bucket: "job-applications", path: cvPath(ids.job_applications), owner: "careers" as const },
        { bucket: "applications", path: proposalPath(ids.research_partnerships), owner: "labs" as const },
      ];
      for (const file of files) {
        const missing = await call(
          "GET",
          `/storage/v1/object/authenticated/${file.bucket}/cvs/${crypto.randomUUID()}/none.pdf`,
          sessions[role],
        );
        const response = await call(
          "GET",
          `/storage/v1/object/authenticated/${file.bucket}/${file.path}`,
          sessions[role],
        );
        if (may(role, file.owner)) expect(response.statusCode, `${role} downloads from ${file.bucket}`).toBe(200);
        else expect([response.statusCode, response.json()]).toEqual([missing.statusCode, missing.json()]);
      }
      // Deleting: a file nobody may see is not deleted either (checked on a file made for this).
      for (const file of files) {
        const id = crypto.randomUUID();
        const path = file.bucket === "applications" ? proposalPath(id) : cvPath(id);
        const bytes = multipartBody(pdfBytes(300), PDF_TYPE, "file.pdf");
        const up = await app.inject({
          method: "POST",
          url: `/storage/v1/object/${file.bucket}/${path}`,
          headers: { apikey: test.anonKey, authorization: `Bearer ${test.anonKey}`, "content-type": bytes.contentType },
          payload: bytes.payload,
        });
        expect(up.statusCode).toBe(200);
        const removed = await call("DELETE", `/storage/v1/object/${file.bucket}`, sessions[role], { prefixes: [path] });
        expect(removed.statusCode).toBe(200);
        expect((removed.json() as unknown[]).length, `${role} deletes from ${file.bucket}`).toBe(
          may(role, file.owner) ? 1 : 0,
        );
      }
    },
  );

  it.each(STAFF_ROLES)("%s writes the library only as an editor (or admin)", async (role) => {
    const allowed = may(role, "editor");
    // The library is what its items make (decisions 046, 047): no one writes its rows, its items only an editor.
    for (const table of ["resources", "documentation"] as const) {
      const {
        rows: [row],
      } = await owner<{ id: string; title: string }>(`select id, title from public.${table} limit 1`);
      const direct = await call("PATCH", `/rest/v1/${table}?id=eq.${row!.id}`, sessions[role], { title: "x" });
      expect(direct.statusCode, `${role} writes ${table} rows`).toBe(403);
      const {
        rows: [item],
      } = await owner<{ data: Record<string, unknown> }>("select data from public.content_items where id = $1", [
        row!.id,
      ]);
      const edited = await call(
        "PATCH",
        `/rest/v1/content_items?id=eq.${row!.id}`,
        sessions[role],
        { data: { ...item!.data, title: `${role} edit` } },
        "return=representation",
      );
      expect((edited.json() as unknown[]).length, `${role} edits the item of a row of ${table}`).toBe(allowed ? 1 : 0);
      await owner("update public.content_items set data = $2 where id = $1", [row!.id, item!.data]);
    }
  });

  it.each(STAFF_ROLES)(
    "%s reaches the team, settings, backups, retention, erasure and the audit log only as admin",
    async (role) => {
      const admin = role === "admin";
      for (const [fn, body] of ADMIN_ONLY_CALLS) {
        const response = await rpc(
          fn,
          sessions[role],
          fn === "invite_staff" ? { ...body, email: `${role}.invitee@kosmos.example` } : body,
        );
        if (admin) expect([200, 204], `${fn}: ${response.body}`).toContain(response.statusCode);
        else
          expect([response.statusCode, (response.json() as { message: string }).message], fn).toEqual([
            403,
            "Not available to your role",
          ]);
      }
      // The log is admin's; other roles read only the history of their own kinds' items.
      const log = rows(await call("GET", "/rest/v1/audit_log?select=id,target_table", sessions[role])) as {
        target_table?: string | null;
      }[];
      // An editor's kinds are content now (decisions 046, 047): their history is the items' versions,
      // the log of their edits the admin's, so an editor reads only older entries of the library's tables.
      if (role !== "editor") expect(log.length > 0).toBe(true);
      const mine = new Set<string | null | undefined>([
        ...SUBMISSION_TABLES.filter((t) => may(role, ROLE_FOR_TABLE[t])),
        ...(role === "editor" ? ["resources", "documentation"] : []),
      ]);
      expect(log.every((entry) => admin || mine.has(entry.target_table))).toBe(true);
      if (admin)
        expect(log.some((entry) => !SUBMISSION_TABLES.includes(entry.target_table as SubmissionTable))).toBe(true);
      // A person erased is still here for everyone else's tries.
      expect(await exists("contact_submissions", ids.contact_submissions)).toBe(true);
    },
  );
});
