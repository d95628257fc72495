/**
 * What a staff session may do through the API once at aal2: read, triage (status
 * only) and delete submissions and their files, write published content, never submit; and
 * nothing before its one-time password is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../tests/support/server/api.ts";
import { databases } from "../../../tests/support/server/databases.ts";
import { contact } from "../../../tests/support/server/submissions.ts";
import { addStaff } from "./staff.ts";
import {
  authRequest,
  staffAccount,
  startAuthApp,
  totpCode,
  type AuthTestApp,
} from "../../../tests/support/server/auth.ts";

type Session = { access_token: string };

describe.each(databases)("staff access on $name", (factory) => {
  let test: AuthTestApp;
  let token: string;
  let staffId: string;

  async function raise(email: string, password: string): Promise<string> {
    const signedIn = json<Session>(
      await authRequest(test, "POST", "/token?grant_type=password", { body: { email, password } }),
    );
    const factor = json<{ id: string; totp: { secret: string } }>(
      await authRequest(test, "POST", "/factors", { token: signedIn.access_token, body: { factor_type: "totp" } }),
    );
    const challenge = json<{ id: string }>(
      await authRequest(test, "POST", `/factors/${factor.id}/challenge`, { token: signedIn.access_token }),
    );
    const verified = await authRequest(test, "POST", `/factors/${factor.id}/verify`, {
      token: signedIn.access_token,
      body: { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return json<Session>(verified).access_token;
  }

  const rest = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown, bearer = token) =>
    test.app.inject({
      method,
      url: `/rest/v1/${url}`,
      headers: {
        apikey: test.keys.publishableKey,
        authorization: `Bearer ${bearer}`,
        prefer: "return=representation",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    test = await startAuthApp(factory);
    const staff = await staffAccount(test.app, "triage@kosmos.example");
    staffId = staff.id;
    token = await raise(staff.email, staff.password);
    const { name, email, inquiry_type, message } = contact();
    await test.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message) values ($1, $2, $3, $4), ($1, $2, $3, $4)`,
        [name, email, inquiry_type, message],
      ),
    );
  });
  afterAll(async () => test?.close());

  it("reads submissions, marks one read (who and when stamped by the database), and deletes one", async () => {
    const rows = json<{ id: string; status: string }[]>(
      await rest("GET", "contact_submissions?select=id,status&order=created_at"),
    );
    expect(rows.map((r) => r.status)).toEqual(["new", "new"]);
    const marked = await rest("PATCH", `contact_submissions?id=eq.${rows[0]!.id}`, { status: "read" });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json(marked)).toEqual([
      expect.objectContaining({ status: "read", status_changed_by: staffId, status_changed_at: expect.any(String) }),
    ]);
    expect((await rest("PATCH", `contact_submissions?id=eq.${rows[0]!.id}`, { status: "lost" })).statusCode).toBe(400);
    // Only the status: not what the visitor wrote, nor who changed it.
    for (const change of [{ message: "Edited by staff, which must not happen." }, { status_changed_by: null }]) {
      expect((await rest("PATCH", `contact_submissions?id=eq.${rows[0]!.id}`, change)).statusCode).toBe(403);
    }
    expect((await rest("DELETE", `contact_submissions?id=eq.${rows[1]!.id}`)).statusCode).toBe(200);
    expect(
      await test.app.db.asOwner(
        async (tx) => (await tx.query("select count(*)::int as n from public.contact_submissions")).rows[0],
      ),
    ).toEqual({ n: 1 });
  });

  it("never inserts a submission", async () => {
    const response = await rest("POST", "contact_submissions", contact());
    expect(response.statusCode).toBe(403);
  });

  it("publishes, edits and hides a resource, an item of the library (decision 047)", async () => {
    const data = {
      title: "Systemic risk in 2027",
      type: "white-paper",
      categories: ["finance"],
      date: "2026-11-24",
      description: "What the twins saw.",
      read_more_url: "https://example.com/r",
    };
    const made = await rest("POST", "content_items", { type: "resource", slug: "systemic-risk-2027", data });
    expect(made.statusCode, made.body).toBe(201);
    const [item] = json<{ id: string }[]>(made);
    const featured = await rest("PATCH", `content_items?id=eq.${item!.id}`, { data: { ...data, featured: true } });
    expect(featured.statusCode).toBe(200);
    expect((await rest("PATCH", `content_items?id=eq.${item!.id}`, { live: false })).statusCode).toBe(200);
    expect(json<unknown[]>(await rest("GET", `resources?id=eq.${item!.id}&select=id`))).toEqual([]);
  });

  it("reads and deletes submitted files' records, and only in the two private buckets", async () => {
    await test.app.db.asOwner((tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name) values ('job-applications', 'cvs/a.pdf'), ('applications', 'research-partnerships/b.pdf')`,
      ),
    );
    const asStaff = (sql: string) =>
      test.app.db.asRole("authenticated", { role: "authenticated", ...decode(token) }, (tx) => tx.query(sql));
    expect((await asStaff("select name from storage.objects order by name")).rows).toEqual([
      { name: "cvs/a.pdf" },
      { name: "research-partnerships/b.pdf" },
    ]);
    // A file is what the visitor sent: never renamed or replaced by a session.
    await expect(asStaff("update storage.objects set name = 'cvs/c.pdf' where name = 'cvs/a.pdf'")).rejects.toThrow(
      /permission denied/,
    );
    expect((await asStaff("delete from storage.objects where name = 'cvs/a.pdf'")).rowCount).toBe(1);
    await expect(
      asStaff("insert into storage.objects (bucket_id, name) values ('job-applications', 'cvs/d.pdf')"),
    ).rejects.toThrow(/row-level security/);
  });

  it("auth.uid(), auth.role() and auth.jwt() read the caller's claims in SQL, as on Supabase", async () => {
    const claims = decode(token);
    const { rows } = await test.app.db.asRole("authenticated", claims, (tx) =>
      tx.query(
        `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'aal' as aal, public.is_staff() as staff`,
      ),
    );
    expect(rows).toEqual([{ uid: staffId, role: "authenticated", aal: "aal2", staff: true }]);
    const anonymous = await test.app.db.asRole("anon", {}, (tx) =>
      tx.query(`select auth.uid() as uid, auth.role() as role, public.is_staff() as staff`),
    );
    expect(anonymous.rows).toEqual([{ uid: null, role: "anon", staff: false }]);
  });

  it("reads nothing with a one-time password not yet changed, even at aal2", async () => {
    const made = await test.app.db.asOwner((tx) => addStaff(tx, "newcomer@kosmos.example"));
    const fresh = await raise("newcomer@kosmos.example", made.password);
    expect(json(await rest("GET", "contact_submissions?select=id", undefined, fresh))).toEqual([]);
    const changed = await authRequest(test, "PUT", "/user", {
      token: fresh,
      body: { password: "a long and private passphrase" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ app_metadata: Record<string, unknown> }>(changed).app_metadata).not.toHaveProperty(
      "password_change_required",
    );
    expect(json<unknown[]>(await rest("GET", "contact_submissions?select=id", undefined, fresh))).toHaveLength(1);
  });
});

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
