/**
 * No publish breaks a link, on PGlite and on PostgreSQL: an article other items link to is not
 * taken off (hidden or deleted) while they do, and the refusal names them; an admin takes it off
 * anyway only saying why, which the log keeps with the links it broke.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; slug: string; version: number; live: boolean; data: Record<string, unknown> };
type Refusal = { message: string; hint?: string };

const article = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describe.each(databases)("links kept whole on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let admin: string;
  let resource: Item;
  let story: Item;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const first = async (type: string) =>
    json<Item[]>(
      await anon.get(
        `/rest/v1/content_items?type=eq.${type}&select=id,slug,version,live,data&order=sort_order`,
        as(editor),
      ),
    )[0]!;
  const patch = async (token: string, item: Item, change: Partial<Item>) =>
    anon.patch(`/rest/v1/content_items?id=eq.${item.id}&version=eq.${item.version}`, change, as(token));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    const plain = await first("resource");
    const published = await patch(editor, plain, {
      data: { ...plain.data, body: article("Model validation, explained.") },
    });
    expect(published.statusCode).toBe(200);
    resource = json<Item[]>(published)[0]!;
    const linked = await first("story");
    const linking = await patch(editor, linked, { data: { ...linked.data, link: `/resources/${resource.slug}` } });
    expect(linking.statusCode).toBe(200);
    story = json<Item[]>(linking)[0]!;
  }, 120_000);
  afterAll(() => api?.close());

  it("refuses hiding or deleting an article other items link to, naming them", async () => {
    const hidden = await patch(editor, resource, { live: false });
    expect(hidden.statusCode).toBe(400);
    expect(json<Refusal>(hidden)).toMatchObject({
      message: `Taking /resources/${resource.slug} off the site breaks the links to it on “${String(story.data.title)}” (Link): change those first, or an admin takes it off anyway, saying why`,
      hint: "links",
    });
    const deleted = await anon.delete(`/rest/v1/content_items?id=eq.${resource.id}`, as(editor));
    expect(deleted.statusCode).toBe(400);
    const [still] = json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${resource.id}`, as(editor)));
    expect(still!.live).toBe(true);
  });

  it("lets an admin take it off anyway only saying why, and the log keeps the links it broke", async () => {
    const take = (token: string, reason: string) =>
      anon.post(
        "/rest/v1/rpc/take_off_with_override",
        { p_item: resource.id, p_version: resource.version, p_reason: reason },
        as(token),
      );
    expect((await take(editor, "The article is withdrawn for legal review.")).statusCode).toBe(403);
    expect((await take(admin, "Legal")).statusCode).toBe(400);
    const taken = await take(admin, "The article is withdrawn for legal review.");
    expect(taken.statusCode).toBe(200);
    expect(json<Item>(taken).live).toBe(false);
    const [logged] = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ actor_email: string; details: { reason: string; links: { item_id: string }[] } }>(
          "select actor_email, details from public.audit_log where target_id = $1 and details ->> 'operation' = 'taken off past the link check'",
          [resource.id],
        ),
      )
    ).rows;
    expect(logged).toMatchObject({
      actor_email: "admin@kosmos.test",
      details: { reason: "The article is withdrawn for legal review." },
    });
    expect(logged!.details.links.map((link) => link.item_id)).toEqual([story.id]);
  });
});
