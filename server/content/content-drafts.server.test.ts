/**
 * Drafts through the API as the back office calls it, on PGlite and on PostgreSQL: an
 * item's editor keeps a draft the public never reads; a role that does not edit the type can
 * neither read nor write its drafts; publishing the item takes its draft away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Draft = { item_id: string; type: string; data: Record<string, string>; base_version: number; saved_by: string };

describe.each(databases)("content drafts on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let position: { id: string; version: number; data: Record<string, string> };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    position = json<(typeof position)[]>(
      await anon.get("/rest/v1/content_items?type=eq.position&select=id,version,data&limit=1", as(careers)),
    )[0]!;
  }, 120_000);
  afterAll(() => api?.close());

  it("keeps the recruiter's draft of a position out of the public content, and from other roles", async () => {
    const draft = { ...position.data, location: "Edinburgh" };
    const saved = await anon.post(
      "/rest/v1/content_drafts",
      { item_id: position.id, data: draft, base_version: position.version, type: "person" },
      { ...as(careers), ...RETURN, "content-type": "application/json" },
    );
    // The type is not the editor's to set: it is the item's.
    expect(saved.statusCode).toBe(403);
    const save = (token: string, data: Record<string, string>) =>
      anon.post(
        "/rest/v1/rpc/save_content_draft",
        { p_item: position.id, p_data: data, p_base_version: position.version },
        as(token),
      );
    const kept = await save(careers, draft);
    expect(kept.statusCode).toBe(200);
    expect(json<Draft>(kept)).toMatchObject({ type: "position", saved_by: "careers@kosmos.test" });
    // Saved again as the recruiter types: the same draft, replaced.
    expect((await save(careers, { ...draft, location: "Glasgow" })).statusCode).toBe(200);

    const [published] = json<{ data: Record<string, string> }[]>(
      await anon.get(`/rest/v1/content_items?id=eq.${position.id}&select=data`),
    );
    expect(published!.data.location).toBe(position.data.location);
    expect((await anon.get("/rest/v1/content_drafts")).statusCode).toBe(401);
    expect(json<Draft[]>(await anon.get("/rest/v1/content_drafts", as(editor)))).toEqual([]);
    expect((await save(editor, draft)).statusCode).toBe(403);
    const [mine] = json<Draft[]>(await anon.get(`/rest/v1/content_drafts?item_id=eq.${position.id}`, as(careers)));
    expect(mine!.data.location).toBe("Glasgow");
  });

  it("leaves the draft to its author when someone else publishes the item", async () => {
    await api.app.db.asOwner((tx) =>
      tx.query(`update public.content_items set data = jsonb_set(data, '{department}', '"Risk"') where id = $1`, [
        position.id,
      ]),
    );
    position.version += 1;
    const [mine] = json<Draft[]>(await anon.get(`/rest/v1/content_drafts?item_id=eq.${position.id}`, as(careers)));
    expect(mine!.data.location).toBe("Glasgow");
  });

  it("takes the draft away when its author publishes the item", async () => {
    const [mine] = json<Draft[]>(await anon.get(`/rest/v1/content_drafts?item_id=eq.${position.id}`, as(careers)));
    const publish = await anon.patch(
      `/rest/v1/content_items?id=eq.${position.id}&version=eq.${position.version}`,
      { data: mine!.data },
      { ...as(careers), ...RETURN },
    );
    expect(publish.statusCode).toBe(200);
    expect(json<{ data: Record<string, string> }[]>(publish)[0]!.data.location).toBe("Glasgow");
    expect(json<Draft[]>(await anon.get(`/rest/v1/content_drafts?item_id=eq.${position.id}`, as(careers)))).toEqual([]);
  });
});
