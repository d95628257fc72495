/**
 * Two editors on one item, on PGlite and on PostgreSQL: the first to open it holds it; the second
 * is told who and since when, and the database saves neither their draft (which would replace the
 * holder's unsaved words) nor their change of the item; the holder closing it, an admin breaking
 * the lock (logged), the lock's expiry or its holder's account disabled frees it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions, type StaffSessions } from "../../tests/support/server/staff-session.ts";

type LockAnswer = { held: boolean; by?: string; since: string };

describe.each(databases)("editing locks on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let ada: StaffSessions;
  let grace: StaffSessions;
  let admin: StaffSessions;
  let sales: StaffSessions;
  let item: { id: string; version: number; data: Record<string, unknown> };
  const as = (who: StaffSessions) => ({ authorization: `Bearer ${who.aal2}` });
  const take = (who: StaffSessions, takeOver = false) =>
    anon.post("/rest/v1/rpc/take_content_lock", { p_item: item.id, take_over: takeOver }, as(who));
  const draft = (who: StaffSessions, title: string) =>
    anon.post(
      "/rest/v1/rpc/save_content_draft",
      { p_item: item.id, p_data: { ...item.data, title }, p_base_version: item.version },
      as(who),
    );
  const owner = (sql: string, params: unknown[] = []) => api.app.db.asOwner((tx) => tx.query(sql, params));
  const BUSY =
    "careers-ada@kosmos.test is editing this item: nothing was saved. Wait until they close it, or ask an admin to break their lock";

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    ada = await staffSessions(api.app, "careers-ada@kosmos.test", { roles: ["careers"] });
    grace = await staffSessions(api.app, "careers-grace@kosmos.test", { roles: ["careers"] });
    admin = await staffSessions(api.app, "admin@kosmos.test");
    sales = await staffSessions(api.app, "sales@kosmos.test", { roles: ["sales"] });
    [item] = json<(typeof item)[]>(
      await anon.get(
        "/rest/v1/content_items?type=eq.position&select=id,version,data&order=sort_order&limit=1",
        as(ada),
      ),
    ) as [typeof item];
  }, 120_000);
  afterAll(() => api?.close());

  it("tells the second editor who holds the item, and saves neither their draft nor their change", async () => {
    // Opening it only looks: nobody holds it yet.
    const looked = await anon.post("/rest/v1/rpc/take_content_lock", { p_item: item.id, only_look: true }, as(grace));
    expect(json(looked)).toEqual({ held: false, by: null, since: null });
    const first = json<LockAnswer>(await take(ada));
    expect(first.held).toBe(true);
    expect(json<LockAnswer>(await take(ada)).since).toBe(first.since);
    expect((await draft(ada, "Ada's unsaved words")).statusCode).toBe(200);

    expect(
      json(await anon.post("/rest/v1/rpc/take_content_lock", { p_item: item.id, only_look: true }, as(grace))),
    ).toEqual({ held: false, by: "careers-ada@kosmos.test", since: first.since });
    const second = json<LockAnswer>(await take(grace));
    expect(second).toEqual({ held: false, by: "careers-ada@kosmos.test", since: first.since });
    const overwritten = await draft(grace, "Grace's words");
    expect(overwritten.statusCode).toBe(403);
    expect(json<{ message: string }>(overwritten).message).toBe(BUSY);
    const changed = await anon.patch(
      `/rest/v1/content_items?id=eq.${item.id}`,
      { data: { ...item.data, title: "Grace's title" } },
      as(grace),
    );
    expect(changed.statusCode).toBe(403);
    expect(json<{ message: string }>(changed).message).toBe(BUSY);
    const [kept] = json<{ data: { title: string } }[]>(
      await anon.get(`/rest/v1/content_drafts?item_id=eq.${item.id}&select=data`, as(ada)),
    );
    expect(kept!.data.title).toBe("Ada's unsaved words");
    // A role that does not edit the type learns nothing of it.
    expect((await take(sales)).statusCode).toBe(403);

    // Ada closes the editor: Grace may edit.
    expect((await anon.post("/rest/v1/rpc/release_content_lock", { p_item: item.id }, as(ada))).statusCode).toBe(204);
    expect(json<LockAnswer>(await take(grace)).held).toBe(true);
  });

  it("is broken by an admin only (and logged), and frees itself when it expires or its holder is disabled", async () => {
    const refused = await take(ada, true);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe("Only an admin may break a colleague's lock");
    expect(json<LockAnswer>(await take(admin, true)).held).toBe(true);
    const logged = (
      await owner(
        "select details from public.audit_log where target_id = $1 and details ->> 'operation' = 'lock broken'",
        [item.id],
      )
    ).rows as { details: { held_by: string } }[];
    expect(logged.map((row) => row.details.held_by)).toEqual(["careers-grace@kosmos.test"]);

    // Not renewed for two minutes: anyone may take it.
    await owner(
      "update public.content_locks set renewed_at = now() - interval '2 minutes 1 second' where item_id = $1",
      [item.id],
    );
    expect(json<LockAnswer>(await take(ada)).held).toBe(true);
    // Its holder disabled: the lock holds nothing.
    await owner("update auth.users set banned_until = 'infinity' where email = 'careers-ada@kosmos.test'");
    expect(json<LockAnswer>(await take(grace)).held).toBe(true);
  });
});
