/**
 * Staff put a type's items in their own order (the menus' links) with rpc/reorder_content_items:
 * the whole list renumbered in one statement, what a publish is made from in that order, and only
 * by the role that edits the type. On PGlite and on PostgreSQL, through the REST API as the back
 * office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { liveContent } from "../publish/snapshot.ts";

type Item = { id: string; slug: string; sort_order: number };

describe.each(databases)("the order of a type's items on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let recruiter: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const links = async () =>
    json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.menu-link&select=id,slug,sort_order&order=sort_order", as(editor)),
    );
  const reorder = (ids: string[], token?: string) =>
    anon.post("/rest/v1/rpc/reorder_content_items", { p_type: "menu-link", p_ids: ids }, token ? as(token) : {});

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "order-editor@kosmos.test", { roles: ["editor"] })).aal2;
    recruiter = (await staffSessions(api.app, "order-recruiter@kosmos.test", { roles: ["careers"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("lets the type's editor move Contact before Technology in the header: the publish's menus follow", async () => {
    const before = await links();
    const ids = before.map((item) => item.id);
    const contact = ids.indexOf(before.find((item) => item.slug === "header-contact")!.id);
    const technology = ids.indexOf(before.find((item) => item.slug === "header-technology")!.id);
    const [moved] = ids.splice(contact, 1);
    ids.splice(technology, 0, moved!);
    const answer = await reorder(ids, editor);
    expect(answer.statusCode).toBe(200);
    // It answers when the items were saved: the moment the publish follows.
    const savedAt = Date.parse(json<string>(answer));
    expect(Math.abs(savedAt - Date.now())).toBeLessThan(60_000);
    expect((await links()).map((item) => item.id)).toEqual(ids);
    expect((await links()).map((item) => item.sort_order)).toEqual(ids.map((_, index) => index + 1));
    const header = (await liveContent(api.app.db))["menu-link"]
      .filter((link) => link.data.menu === "header" && !link.data.group)
      .map((link) => link.data.label);
    expect(header).toEqual(["Contact", "Technology"]);
  });

  it("refuses another role with 403 and a visitor with 401, changing nothing", async () => {
    const before = await links();
    const reversed = before.map((item) => item.id).reverse();
    expect((await reorder(reversed, recruiter)).statusCode).toBe(403);
    expect((await reorder(reversed)).statusCode).toBe(401);
    expect(await links()).toEqual(before);
  });

  it("refuses a list that is not the type's whole list (one missing, one twice) with 400, changing nothing", async () => {
    const before = await links();
    const ids = before.map((item) => item.id);
    for (const wrong of [ids.slice(1), [ids[1]!, ...ids.slice(1)]]) {
      const answer = await reorder(wrong, editor);
      expect(answer.statusCode).toBe(400);
      expect(json<{ message: string }>(answer).message).toBe(
        "The list changed meanwhile: load it again and move the item once more",
      );
    }
    expect(await links()).toEqual(before);
  });
});
