/**
 * Owners of inbox items, on PGlite and on PostgreSQL: an item is given (rpc/assign_item) only by
 * someone who reads its kind, only to a colleague who reads it too; the change is audited with who
 * had it before; the new owner's mail is queued (not when they took it themselves); nobody writes
 * an owner by hand; "Mine" and "Unassigned" find items through the view and through the search;
 * rpc/colleagues names, for the caller's own kinds, who may own them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions, type StaffSessions } from "../../tests/support/server/staff-session.ts";

describe.each(databases)("owners of inbox items on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let sales: StaffSessions;
  let colleague: StaffSessions;
  let careers: StaffSessions;
  let messages: string[];
  let subscriber: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const assign = (token: string, kind: string, id: string, owner: string | null) =>
    anon.post("/rest/v1/rpc/assign_item", { p_kind: kind, p_id: id, p_owner: owner }, as(token));
  const owned = async (id: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ owner_id: string | null; owner_given_by: string | null }>(
          "select owner_id, owner_given_by from public.contact_submissions where id = $1",
          [id],
        ),
      )
    ).rows[0];
  const mails = async (id: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ status: string }>(
          "select status from public.notification_outbox where kind = 'item-assigned' and submission_id = $1",
          [id],
        ),
      )
    ).rows;

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    sales = await staffSessions(api.app, "owner-sales@kosmos.test", { roles: ["sales"] });
    colleague = await staffSessions(api.app, "owner-colleague@kosmos.test", { roles: ["sales"] });
    careers = await staffSessions(api.app, "owner-careers@kosmos.test", { roles: ["careers"] });
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, inquiry_type, message) values
           ('Grace Hopper', 'grace@bank.example', 'demo-request', 'A demo for our risk team, please.'),
           ('Alan Turing', 'alan@regulator.example', 'general-question', 'How do you validate the model?')
         returning id`,
      ),
    );
    messages = rows.map((row) => row.id);
    subscriber = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ id: string }>(
          "insert into public.newsletter_subscribers (email) values ('reader@bank.example') returning id",
        ),
      )
    ).rows[0]!.id;
  }, 120_000);
  afterAll(() => api?.close());

  it("gives an item to a colleague who reads its kind: audited, and the colleague's mail queued", async () => {
    const answer = await assign(sales.aal2, "contact_submissions", messages[0]!, colleague.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toEqual({ owner_id: colleague.id, changed: true });
    expect(await owned(messages[0]!)).toEqual({ owner_id: colleague.id, owner_given_by: sales.email });
    expect(await mails(messages[0]!)).toEqual([{ status: "pending" }]);
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query("select actor_email, details from public.audit_log where action = 'assign' and target_id = $1", [
        messages[0],
      ]),
    );
    expect(rows).toEqual([{ actor_email: sales.email, details: { from: null, to: colleague.email } }]);

    // Taken back by the colleague, for themselves: audited from and to, no mail to oneself.
    await api.app.db.asOwner((tx) => tx.query("delete from public.notification_outbox where kind = 'item-assigned'"));
    expect((await assign(colleague.aal2, "contact_submissions", messages[0]!, sales.id)).statusCode).toBe(200);
    expect((await assign(sales.aal2, "contact_submissions", messages[0]!, sales.id)).statusCode).toBe(200);
    expect(await mails(messages[0]!)).toEqual([{ status: "pending" }]);
    const again = await assign(colleague.aal2, "contact_submissions", messages[0]!, colleague.id);
    expect(json(again)).toEqual({ owner_id: colleague.id, changed: true });
    const last = await api.app.db.asOwner((tx) =>
      tx.query(
        "select details from public.audit_log where action = 'assign' and target_id = $1 order by at desc, id desc limit 1",
        [messages[0]],
      ),
    );
    expect(last.rows).toEqual([{ details: { from: sales.email, to: colleague.email } }]);
  });

  it("refuses a colleague who may not read the kind, a caller who may not, and a visitor", async () => {
    const wrongOwner = await assign(sales.aal2, "contact_submissions", messages[1]!, careers.id);
    expect(wrongOwner.statusCode).toBe(400);
    expect(json<{ message: string }>(wrongOwner).message).toBe(
      "owner-careers@kosmos.test may not read this kind of item: give it to a colleague whose roles do",
    );
    expect((await assign(careers.aal2, "contact_submissions", messages[1]!, careers.id)).statusCode).toBe(403);
    expect((await assign(api.anonKey, "contact_submissions", messages[1]!, sales.id)).statusCode).toBe(401);
    const newsletter = await assign(sales.aal2, "newsletter_subscribers", subscriber, sales.id);
    expect(newsletter.statusCode).toBe(400);
    expect(json<{ message: string }>(newsletter).message).toBe("Only contact messages and applications have owners");
    const gone = await assign(sales.aal2, "contact_submissions", "00000000-0000-4000-8000-000000000009", sales.id);
    expect(gone.statusCode).toBe(400);
    expect(json<{ message: string }>(gone).message).toBe("The item no longer exists (it may have been erased)");
    expect(await owned(messages[1]!)).toEqual({ owner_id: null, owner_given_by: null });
  });

  it("lets nobody write an owner by hand", async () => {
    const forged = await anon.patch(
      `/rest/v1/contact_submissions?id=eq.${messages[1]}`,
      { owner_id: sales.id },
      as(sales.aal2),
    );
    expect(forged.statusCode).toBe(403);
    expect(await owned(messages[1]!)).toEqual({ owner_id: null, owner_given_by: null });
  });

  it("finds Mine and Unassigned through the inbox view and the search", async () => {
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    const viewed = await anon.get(
      `/rest/v1/inbox?select=id&kind=eq.contact_submissions&owner_id=eq.${colleague.id}`,
      as(colleague.aal2),
    );
    expect(ids(json(viewed))).toEqual([messages[0]]);
    const unassigned = await anon.get(
      "/rest/v1/inbox?select=id&kind=neq.newsletter_subscribers&owner_id=is.null",
      as(colleague.aal2),
    );
    expect(ids(json(unassigned))).toEqual([messages[1]]);
    const search = async (token: string, owner: string) => {
      const answer = await anon.post(
        "/rest/v1/rpc/search_inbox",
        { term: "example", ...(owner ? { filter_owner: owner } : {}) },
        as(token),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ rows: { id: string }[]; total: number }>(answer);
    };
    const mine = await search(colleague.aal2, "mine");
    expect([ids(mine.rows), mine.total]).toEqual([[messages[0]], 1]);
    expect(ids((await search(sales.aal2, "mine")).rows)).toEqual([]);
    const nobody = await search(sales.aal2, "unassigned");
    expect(ids(nobody.rows)).toEqual([messages[1]]);
    expect(ids((await search(sales.aal2, "")).rows)).toContain(subscriber);
    const odd = await anon.post(
      "/rest/v1/rpc/search_inbox",
      { term: "example", filter_owner: "theirs" },
      as(sales.aal2),
    );
    expect(odd.statusCode).toBe(400);
  });

  it("names the colleagues who may own the caller's kinds, and only those kinds", async () => {
    const admin = await staffSessions(api.app, "owner-admin@kosmos.test", { roles: ["admin"] });
    type Colleague = { id: string; email: string; kinds: string[] };
    const seenBy = async (token: string) =>
      json<Colleague[]>(await anon.post("/rest/v1/rpc/colleagues", {}, as(token))).filter((c) =>
        c.email.startsWith("owner-"),
      );
    expect(await seenBy(sales.aal2)).toEqual([
      { id: admin.id, email: admin.email, kinds: ["contact_submissions"] },
      { id: colleague.id, email: colleague.email, kinds: ["contact_submissions"] },
      { id: sales.id, email: sales.email, kinds: ["contact_submissions"] },
    ]);
    expect((await seenBy(careers.aal2)).map((c) => c.email)).toEqual([admin.email, careers.email]);
    expect((await anon.post("/rest/v1/rpc/colleagues", {})).statusCode).toBe(401);
  });
});
