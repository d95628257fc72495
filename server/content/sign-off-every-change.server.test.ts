/**
 * Sign-off covers every change a visitor would see, on PGlite and on PostgreSQL: with sign-off
 * required for a type, its editor can neither delete a live item, hide it, move it in its list,
 * change its address nor restore an earlier version without a colleague's approval. Hiding and
 * moving are submitted for review like any change; a live item is deleted only once hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = {
  id: string;
  version: number;
  slug: string;
  sort_order: number;
  data: Record<string, unknown>;
  live: boolean;
};
type Version = { version: number; data: Record<string, unknown> };
const FIELDS = "id,version,slug,sort_order,data,live";

describe.each(databases)("sign-off over every visible change on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let editor: string;
  let colleague: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation", "content-type": "application/json" };
  const items = async () =>
    json<Item[]>(await anon.get(`/rest/v1/content_items?type=eq.story&select=${FIELDS}&order=sort_order`, as(admin)));
  const item = async (id: string) => (await items()).find((row) => row.id === id);
  const message = (response: { body: string }) => (JSON.parse(response.body) as { message: string }).message;
  const approve = (review: string) =>
    anon.post("/rest/v1/rpc/approve_content_review", { p_review: review }, as(colleague));
  const submit = (target: Item, body: Record<string, unknown>) =>
    anon.post(
      "/rest/v1/content_reviews",
      { item_id: target.id, data: target.data, base_version: target.version, ...body },
      { ...as(editor), ...RETURN },
    );

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    colleague = (await staffSessions(api.app, "colleague@kosmos.test", { roles: ["editor"] })).aal2;
    // A version to restore later: one publish before sign-off is required.
    const [first] = await items();
    const edited = await anon.patch(
      `/rest/v1/content_items?id=eq.${first!.id}`,
      { data: { ...first!.data, title: "A later title" } },
      { ...as(editor), ...RETURN },
    );
    expect(edited.statusCode).toBe(200);
    expect(
      (await anon.post("/rest/v1/content_sign_off", { type: "story" }, { ...as(admin), ...RETURN })).statusCode,
    ).toBe(201);
  }, 120_000);
  afterAll(() => api?.close());

  it("refuses deleting a live item, which stays on the site with its history", async () => {
    const [live] = await items();
    for (const who of [editor, admin]) {
      const deleted = await anon.delete(`/rest/v1/content_items?id=eq.${live!.id}`, { ...as(who), ...RETURN });
      expect(deleted.statusCode).toBe(403);
      expect(message(deleted)).toMatch(/taking it off needs sign-off: submit hiding it for review/);
    }
    expect((await item(live!.id))?.live).toBe(true);
    const history = json<Version[]>(
      await anon.get(`/rest/v1/content_versions?item_id=eq.${live!.id}&select=version,data`, as(editor)),
    );
    expect(history.length).toBeGreaterThan(0);
  });

  it("refuses moving an item in its list, and moves it once a colleague approves the new place", async () => {
    const [first, second] = await items();
    const moved = await anon.patch(
      `/rest/v1/content_items?id=eq.${second!.id}`,
      { sort_order: -5 },
      {
        ...as(editor),
        ...RETURN,
      },
    );
    expect(moved.statusCode).toBe(403);
    expect(message(moved)).toMatch(/needs sign-off/);
    expect((await items())[0]!.id).toBe(first!.id);

    const submitted = await submit(second!, { sort_order: first!.sort_order - 1 });
    expect(submitted.statusCode).toBe(201);
    expect((await approve(json<{ id: string }[]>(submitted)[0]!.id)).statusCode).toBe(200);
    expect((await items())[0]!.id).toBe(second!.id);
  });

  it("takes a move of the back office's Up and Down for review with the whole list, and renumbers it on approval", async () => {
    const before = await items();
    const ids = before.map((row) => row.id);
    const wanted = [ids.at(-1)!, ...ids.slice(0, -1)];
    const last = before.at(-1)!;
    const reordered = await anon.post(
      "/rest/v1/rpc/reorder_content_items",
      { p_type: "story", p_ids: wanted },
      as(editor),
    );
    expect(reordered.statusCode).toBe(403);

    const partial = await submit(last, { action: "move", new_order: wanted.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(message(partial)).toBe("The list changed meanwhile: load it again and move the item once more");
    const mixed = await submit(last, { action: "move", new_order: wanted, sort_order: 0 });
    expect(message(mixed)).toBe("A move is reviewed on its own: no time and no other change");

    const submitted = await submit(last, { action: "move", new_order: wanted, data: { title: "Not this" } });
    expect(submitted.statusCode).toBe(201);
    expect((await items()).map((row) => row.id)).toEqual(ids); // nothing moves before the approval
    const review = json<{ id: string }[]>(submitted)[0]!.id;
    expect((await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review }, as(editor))).statusCode).toBe(
      403,
    );
    expect((await approve(review)).statusCode).toBe(200);
    const after = await items();
    expect(after.map((row) => row.id)).toEqual(wanted);
    expect(after.map((row) => row.sort_order)).toEqual(wanted.map((_, index) => index + 1));
    // Only the place changed: its fields and whether it shows are as they were.
    const moved = after[0]!;
    expect({ data: moved.data, live: moved.live }).toEqual({ data: last.data, live: last.live });
  });

  it("refuses a change of address, and restoring an earlier version, without approval", async () => {
    const [target] = await items();
    const renamed = await anon.patch(
      `/rest/v1/content_items?id=eq.${target!.id}`,
      { slug: "somewhere-else" },
      {
        ...as(editor),
        ...RETURN,
      },
    );
    expect(renamed.statusCode).toBe(403);
    expect((await item(target!.id))!.slug).toBe(target!.slug);

    const restoreTarget = (await items()).find((row) => row.data.title === "A later title")!;
    const versions = json<Version[]>(
      await anon.get(
        `/rest/v1/content_versions?item_id=eq.${restoreTarget.id}&select=version,data&order=version`,
        as(editor),
      ),
    );
    const earlier = versions.find((version) => version.data.title !== "A later title")!;
    const restored = await anon.patch(
      `/rest/v1/content_items?id=eq.${restoreTarget.id}&version=eq.${restoreTarget.version}`,
      { data: earlier.data },
      { ...as(editor), ...RETURN },
    );
    expect(restored.statusCode).toBe(403);
    expect((await item(restoreTarget.id))!.data.title).toBe("A later title");
    const submitted = await submit(restoreTarget, { data: earlier.data });
    expect(submitted.statusCode).toBe(201);
    expect((await approve(json<{ id: string }[]>(submitted)[0]!.id)).statusCode).toBe(200);
    expect((await item(restoreTarget.id))!.data.title).toBe(earlier.data.title);
  });

  it("refuses hiding directly; hiding submitted for review is approved by a colleague, never its author; then it may be deleted", async () => {
    const [target] = await items();
    const hidden = await anon.patch(
      `/rest/v1/content_items?id=eq.${target!.id}`,
      { live: false },
      {
        ...as(editor),
        ...RETURN,
      },
    );
    expect(hidden.statusCode).toBe(403);

    const submitted = await submit(target!, { action: "hide", data: { title: "ignored: hiding keeps the fields" } });
    expect(submitted.statusCode).toBe(201);
    const review = json<{ id: string; data: Record<string, unknown> }[]>(submitted)[0]!;
    expect(review.data).toEqual(target!.data);
    const own = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(editor));
    expect(own.statusCode).toBe(403);
    expect((await item(target!.id))!.live).toBe(true);

    expect((await approve(review.id)).statusCode).toBe(200);
    const after = (await item(target!.id))!;
    expect(after.live).toBe(false);
    expect(after.data).toEqual(target!.data);

    // Hidden, it no longer needs anyone's approval to go: no visitor sees the difference.
    const deleted = await anon.delete(`/rest/v1/content_items?id=eq.${target!.id}`, { ...as(editor), ...RETURN });
    expect(deleted.statusCode).toBe(200);
    expect(await item(target!.id)).toBeUndefined();
  });

  it("refuses hiding what is hidden already, or with a time or a new place", async () => {
    const hiddenOne = json<Item[]>(
      await anon.post(
        "/rest/v1/content_items",
        { type: "story", slug: "not-yet-approved", data: (await items())[0]!.data },
        { ...as(editor), ...RETURN },
      ),
    )[0]!;
    expect(hiddenOne.live).toBe(false);
    const again = await submit(hiddenOne, { action: "hide" });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe("This is not on the site: there is nothing to hide");
    const [live] = (await items()).filter((row) => row.live);
    const timed = await submit(live!, { action: "hide", sort_order: 3 });
    expect(timed.statusCode).toBe(400);
  });
});
