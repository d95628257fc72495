/**
 * Internal notes on inbox items, on PGlite and on PostgreSQL: written (rpc/add_note) and read
 * only by staff who read the item's kind; an "@" mention must name one colleague who reads it too
 * (refused otherwise, nothing written) and queues their mail; an address in the text is not a
 * mention; nobody writes a note by hand; erasing the item erases its notes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";

describe.each(databases)("notes on inbox items on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let sales: string;
  let item: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const note = (token: string, body: string, id = item) =>
    anon.post("/rest/v1/rpc/add_note", { p_kind: "job_applications", p_id: id, p_body: body }, as(token));
  const stored = async () =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ body: string; mentions: number }>(
          "select body, cardinality(mentions) as mentions from public.inbox_notes where item_id = $1 order by created_at",
          [item],
        ),
      )
    ).rows;
  const mails = async () =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ n: number }>(
          "select count(*)::int as n from public.notification_outbox where kind = 'note-mention'",
        ),
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "notes-ama@kosmos.test", { roles: ["careers"] })).aal2;
    await staffSessions(api.app, "notes-kofi@kosmos.test", { roles: ["careers"] });
    sales = (await staffSessions(api.app, "notes-sales@kosmos.test", { roles: ["sales"] })).aal2;
    const row = jobApplication({ email: "mary@uni.example", cv_url: null });
    expect((await anon.post("/rest/v1/job_applications", row)).statusCode).toBe(201);
    item = row.id;
  }, 120_000);
  afterAll(() => api?.close());

  it("writes a note with a mention of a colleague who reads the kind, queues their mail, and audits it", async () => {
    const answer = await note(careers, "Strong systems background. @notes-kofi, could you run the interview?");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toMatchObject({ author_email: "notes-ama@kosmos.test", kind: "job_applications" });
    expect(await stored()).toEqual([
      { body: "Strong systems background. @notes-kofi, could you run the interview?", mentions: 1 },
    ]);
    expect(await mails()).toBe(1);
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query("select actor_email, details from public.audit_log where action = 'note' and target_id = $1", [item]),
    );
    expect(rows).toEqual([{ actor_email: "notes-ama@kosmos.test", details: { mentions: 1 } }]);
    // An address in the text mentions nobody.
    expect((await note(careers, "She also wrote from mary.s@uni.example")).statusCode).toBe(200);
    expect(await mails()).toBe(1);
  });

  it("refuses an unknown person, a colleague who may not read the kind, and a note empty or too long", async () => {
    const before = await stored();
    const message = async (body: string) => {
      const answer = await note(careers, body);
      expect(answer.statusCode).toBe(400);
      return json<{ message: string }>(answer).message;
    };
    expect(await message("Ask @nobody-here about it")).toBe(
      "Nobody on the staff is @nobody-here: mention a colleague by the part of their address before the @",
    );
    expect(await message("@notes-sales knows the company")).toBe(
      "@notes-sales may not read this kind of item, so cannot be mentioned on it",
    );
    expect(await message("   ")).toBe("A note is 1 to 5,000 characters");
    expect(await message("x".repeat(5001))).toBe("A note is 1 to 5,000 characters");
    const gone = await note(careers, "Hello", "00000000-0000-4000-8000-000000000009");
    expect(json<{ message: string }>(gone).message).toBe("The item no longer exists (it may have been erased)");
    expect(await stored()).toEqual(before);
  });

  it("is read only by those who read the kind, written only through add_note, and erased with the item", async () => {
    const read = async (token: string) =>
      json<unknown[]>(await anon.get("/rest/v1/inbox_notes?select=body", as(token)));
    expect(await read(careers)).toHaveLength(2);
    expect(await read(sales)).toEqual([]);
    expect((await note(sales, "Seen it")).statusCode).toBe(403);
    expect((await note(api.anonKey, "Seen it")).statusCode).toBe(401);
    const forged = await anon.post(
      "/rest/v1/inbox_notes",
      { kind: "job_applications", item_id: item, author_email: "someone@kosmos.test", body: "Forged" },
      as(careers),
    );
    expect(forged.statusCode).toBe(403);
    await api.app.db.asOwner((tx) => tx.query("delete from public.job_applications where id = $1", [item]));
    expect(await stored()).toEqual([]);
  });
});
