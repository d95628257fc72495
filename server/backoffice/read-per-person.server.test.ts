/**
 * Read and unread per member of staff, on PGlite and on PostgreSQL: opening an item (rpc/log_view)
 * makes it read for that person only; each person's unread counts (rpc/inbox_unread) cover the
 * kinds their roles read, what arrived since their account began, never archived or spam; the
 * marks are each person's own, written only by the database, and go with an erased item.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

describe.each(databases)("read and unread per person on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let sales: string;
  let colleague: string;
  let careers: string;
  let messages: string[];
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const unread = async (token: string) => {
    const answer = await anon.post("/rest/v1/rpc/inbox_unread", {}, as(token));
    expect(answer.statusCode).toBe(200);
    return json<Record<string, number>>(answer);
  };
  const open = (token: string, table: string, id: string) =>
    anon.post("/rest/v1/rpc/log_view", { target_table: table, target_id: id }, as(token));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    sales = (await staffSessions(api.app, "sales@kosmos.test", { roles: ["sales"] })).aal2;
    colleague = (await staffSessions(api.app, "sales-colleague@kosmos.test", { roles: ["sales"] })).aal2;
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, inquiry_type, message) values
           ('Grace Hopper', 'grace@bank.example', 'demo-request', 'A demo for our risk team, please.'),
           ('Alan Turing', 'alan@regulator.example', 'general-question', 'How do you validate the model?')
         returning id`,
      ),
    );
    messages = rows.map((row) => row.id);
  }, 120_000);
  afterAll(() => api?.close());

  it("keeps an item new for a colleague after one person opened it", async () => {
    expect(await unread(sales)).toEqual({ contact_submissions: 2 });
    expect((await open(sales, "contact_submissions", messages[0]!)).statusCode).toBe(204);
    expect(await unread(sales)).toEqual({ contact_submissions: 1 });
    expect(await unread(colleague)).toEqual({ contact_submissions: 2 });
    const newTo = async (token: string) =>
      json<string[]>(await anon.post("/rest/v1/rpc/new_to_me", { p_ids: messages }, as(token)));
    expect(await newTo(sales)).toEqual([messages[1]]);
    expect((await newTo(colleague)).sort()).toEqual([...messages].sort());
    // Opened again: still one mark.
    expect((await open(sales, "contact_submissions", messages[0]!)).statusCode).toBe(204);
    const mine = json<{ kind: string; item_id: string }[]>(
      await anon.get("/rest/v1/inbox_reads?select=kind,item_id", as(sales)),
    );
    expect(mine).toEqual([{ kind: "contact_submissions", item_id: messages[0] }]);
    expect(json<unknown[]>(await anon.get("/rest/v1/inbox_reads?select=item_id", as(colleague)))).toEqual([]);
  });

  it("counts only the kinds a role reads, what arrived since the account began, never archived or spam", async () => {
    expect(await unread(careers)).toEqual({});
    expect((await open(careers, "contact_submissions", messages[1]!)).statusCode).toBe(403);
    const newcomer = (await staffSessions(api.app, "sales-newcomer@kosmos.test", { roles: ["sales"] })).aal2;
    expect(await unread(newcomer)).toEqual({});
    await api.app.db.asOwner((tx) =>
      tx.query("update public.contact_submissions set status = 'archived' where id = $1", [messages[1]]),
    );
    expect(await unread(colleague)).toEqual({ contact_submissions: 1 });
    expect((await anon.post("/rest/v1/rpc/inbox_unread", {})).statusCode).toBe(401);
    // Counts drawn from visitors' messages: each asking is in the audit log, as the inbox's counts are.
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ n: number }>(
        "select count(*)::int as n from public.audit_log where action = 'read' and target_table = 'inbox_unread' and actor_email = 'sales-colleague@kosmos.test'",
      ),
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("stops counting at 100, however many are new", async () => {
    await api.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message)
         select 'Visitor ' || n, 'visitor' || n || '@bank.example', 'general-question', 'A question.'
           from generate_series(1, 120) n`,
      ),
    );
    const counted = await unread(colleague);
    expect(Object.values(counted).reduce((sum, n) => sum + n, 0)).toBe(100);
    await api.app.db.asOwner((tx) =>
      tx.query("delete from public.contact_submissions where email like 'visitor%@bank.example'"),
    );
  });

  it("lets nobody write a mark by hand, and an erased item takes its marks with it", async () => {
    const forged = await anon.post(
      "/rest/v1/inbox_reads",
      { kind: "contact_submissions", item_id: messages[1], user_id: "00000000-0000-4000-8000-000000000001" },
      as(sales),
    );
    expect(forged.statusCode).toBe(403);
    await api.app.db.asOwner((tx) => tx.query("delete from public.contact_submissions where id = $1", [messages[0]]));
    const left = await api.app.db.asOwner((tx) =>
      tx.query("select 1 from public.inbox_reads where item_id = $1", [messages[0]]),
    );
    expect(left.rows).toEqual([]);
  });
});
