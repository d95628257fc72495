/**
 * The trash on PGlite and on PostgreSQL: a deleted item is kept 30 days with every version of
 * its history; only its type's editors (and admins) list and restore it; it comes back hidden,
 * its history whole and a new version naming who restored it; an address taken meanwhile is
 * refused with what to do; after 30 days the daily run removes it for good.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

const POSITION = {
  title: "Quantitative Researcher",
  department: "Research",
  location: "London",
  description: "Build models.",
  datePosted: "2026-11-27",
  employmentType: "FULL_TIME",
};

type Item = { id: string; slug: string; live: boolean; version: number; data: typeof POSITION };
type Trashed = { item_id: string; slug: string; title: string; deleted_by: string; versions: number };

describe.each(databases)("the trash on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let admin: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };
  const addPosition = async (token: string, slug: string, data: Record<string, unknown> = POSITION) =>
    json<Item[]>(
      await anon.post("/rest/v1/content_items", { type: "position", slug, data }, { ...as(token), ...RETURN }),
    )[0]!;
  const trash = (token: string) => anon.post("/rest/v1/rpc/content_trash", { content_type: "position" }, as(token));
  const restore = (token: string, item: string) =>
    anon.post("/rest/v1/rpc/restore_content_item", { p_item: item }, as(token));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    admin = (await staffSessions(api.app, "admin@kosmos.test")).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("keeps a deleted item with its history, and its editors restore it hidden, history whole", async () => {
    const added = await addPosition(careers, "trash-me", { ...POSITION, title: "Trash me" });
    const edited = await anon.patch(
      `/rest/v1/content_items?id=eq.${added.id}`,
      { data: { ...POSITION, title: "Trash me", location: "Edinburgh" } },
      as(careers),
    );
    expect(edited.statusCode).toBe(204);
    expect((await anon.delete(`/rest/v1/content_items?id=eq.${added.id}`, as(careers))).statusCode).toBe(204);
    expect(json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${added.id}`, as(careers)))).toEqual([]);

    const listed = json<Trashed[]>(await trash(careers));
    expect(listed).toContainEqual(
      expect.objectContaining({
        item_id: added.id,
        slug: "trash-me",
        title: "Trash me",
        deleted_by: "careers@kosmos.test",
        versions: 2,
      }),
    );
    // Another role neither lists nor restores it.
    const refused = await trash(editor);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe("Not available to your role");
    expect((await restore(editor, added.id)).statusCode).toBe(403);

    // Its address taken meanwhile: refused, saying what to do.
    const usurper = await addPosition(careers, "trash-me", { ...POSITION, title: "Trash me again" });
    const taken = await restore(careers, added.id);
    expect(taken.statusCode).toBe(409);
    expect(json<{ message: string }>(taken).message).toBe(
      "Another item has this address (trash-me) since this one was deleted: change that one's first, then restore this",
    );
    expect((await anon.delete(`/rest/v1/content_items?id=eq.${usurper.id}`, as(careers))).statusCode).toBe(204);

    const restored = await restore(careers, added.id);
    expect(restored.statusCode).toBe(200);
    const [item] = json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${added.id}`, as(careers)));
    expect(item).toMatchObject({ slug: "trash-me", live: false, version: 3 });
    expect(item!.data.location).toBe("Edinburgh");
    const history = json<{ version: number; saved_by: string; data: { location: string } }[]>(
      await anon.get(`/rest/v1/content_versions?item_id=eq.${added.id}&order=version`, as(careers)),
    );
    expect(history.map((v) => [v.version, v.saved_by, v.data.location])).toEqual([
      [1, "careers@kosmos.test", "London"],
      [2, "careers@kosmos.test", "Edinburgh"],
      [3, "careers@kosmos.test", "Edinburgh"],
    ]);
    expect(json<Trashed[]>(await trash(careers)).map((t) => t.item_id)).not.toContain(added.id);
    // Once restored, it is not in the trash to restore again.
    const again = await restore(admin, added.id);
    expect(again.statusCode).toBe(400);
    expect(json<{ message: string }>(again).message).toBe(
      "This item is not in the trash: it was restored already, or deleted more than 30 days ago",
    );
    const [audited] = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ actor_email: string; details: { operation: string } }>(
          "select actor_email, details from public.audit_log where target_id = $1 and details ->> 'operation' = 'restored'",
          [added.id],
        ),
      )
    ).rows;
    expect(audited).toMatchObject({ actor_email: "careers@kosmos.test", details: { operation: "restored" } });
  });

  it("removes what has been in the trash for 30 days, and an admin restores any type's", async () => {
    const old = await addPosition(careers, "long-gone", { ...POSITION, title: "Long gone" });
    const recent = await addPosition(careers, "just-gone", { ...POSITION, title: "Just gone" });
    for (const item of [old, recent])
      expect((await anon.delete(`/rest/v1/content_items?id=eq.${item.id}`, as(careers))).statusCode).toBe(204);
    await api.app.db.asOwner((tx) =>
      tx.query("update private.content_trash set deleted_at = now() - interval '30 days 1 minute' where item_id = $1", [
        old.id,
      ]),
    );
    const listed = json<Trashed[]>(await trash(careers)).map((t) => t.slug);
    expect(listed).toContain("just-gone");
    expect(listed).not.toContain("long-gone");
    const [emptied] = (
      await api.app.db.asOwner((tx) => tx.query<{ removed: number }>("select private.empty_content_trash() as removed"))
    ).rows;
    expect(emptied!.removed).toBe(1);
    expect((await restore(admin, old.id)).statusCode).toBe(400);
    expect((await restore(admin, recent.id)).statusCode).toBe(200);
  });
});
