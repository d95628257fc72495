/**
 * The accessibility check holds a change back, on PGlite and on PostgreSQL: once the server's
 * check of the pages a content would publish found a problem (private.record_accessibility_check,
 * written by the preview and the editor's save), publishing exactly that content through the API
 * is refused with the problems word for word; a content the check found sound, or a hidden item,
 * goes through; an admin publishes it anyway only saying why, and the log keeps the problems.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; slug: string; version: number; live: boolean; data: Record<string, unknown> };
type Refusal = { message: string; hint?: string };

/** An article body with a heading left empty (Enter pressed after choosing "Heading"). */
const withEmptyHeading = (text: string) => ({
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 } },
    { type: "paragraph", content: [{ type: "text", text }] },
  ],
});

describe.each(databases)("the accessibility check's hold on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let admin: string;
  let article: Item;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const patch = async (token: string, item: Item, change: Partial<Item>) =>
    anon.patch(`/rest/v1/content_items?id=eq.${item.id}&version=eq.${item.version}`, change, as(token));
  const record = (data: unknown, violations: unknown[]) =>
    api.app.db.asOwner((tx) =>
      tx.query("select private.record_accessibility_check('resource', $1::jsonb, $2::text[], $3::jsonb)", [
        JSON.stringify(data),
        [`/resources/${article.slug}`],
        JSON.stringify(violations),
      ]),
    );
  const emptyHeading = () => ({
    route: `/resources/${article.slug}`,
    rule: "empty-heading",
    impact: "minor",
    help: "Headings should not be empty",
    elements: 1,
    example: "<h2></h2>",
  });

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    article = json<Item[]>(
      await anon.get(
        `/rest/v1/content_items?type=eq.resource&select=id,slug,version,live,data&order=sort_order`,
        as(editor),
      ),
    )[0]!;
  }, 120_000);
  afterAll(() => api?.close());

  it("refuses publishing content whose check found a problem, saying each problem", async () => {
    const data = { ...article.data, body: withEmptyHeading("Stress testing, step by step.") };
    await record(data, [emptyHeading()]);
    const refused = await patch(editor, article, { data });
    expect(refused.statusCode).toBe(400);
    expect(json<Refusal>(refused)).toEqual(
      expect.objectContaining({
        message: `Not published: the accessibility check of the pages it changes found: Headings should not be empty on /resources/${article.slug} (1 element, for example <h2></h2>).`,
        hint: "accessibility",
      }),
    );
    // Kept hidden, the same content may be saved: no page shows it.
    const hidden = await patch(editor, article, { data, live: false });
    expect(hidden.statusCode).toBe(200);
    const kept = json<Item[]>(hidden)[0]!;
    expect((await patch(editor, kept, { live: true })).statusCode).toBe(400);
    article = json<Item[]>(await patch(editor, kept, { data: article.data }))[0]!;
    expect((await patch(editor, article, { live: true })).statusCode).toBe(200);
    article = json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${article.id}`, as(editor)))[0]!;
  });

  it("lets content through once its check finds it sound, and content never checked", async () => {
    const data = { ...article.data, body: withEmptyHeading("Scenario fans, explained.") };
    await record(data, [emptyHeading()]);
    expect((await patch(editor, article, { data })).statusCode).toBe(400);
    await record(data, []);
    const sound = await patch(editor, article, { data });
    expect(sound.statusCode).toBe(200);
    article = json<Item[]>(sound)[0]!;
    const unchecked = await patch(editor, article, { data: { ...article.data, title: "Never previewed" } });
    expect(unchecked.statusCode).toBe(200);
    article = json<Item[]>(unchecked)[0]!;
  });

  it("lets an admin publish it anyway only saying why, and the log keeps the problems", async () => {
    const data = { ...article.data, body: withEmptyHeading("Contagion maps.") };
    await record(data, [emptyHeading()]);
    const anyway = (token: string) =>
      anon.post(
        "/rest/v1/rpc/publish_with_override",
        {
          p_item: article.id,
          p_data: data,
          p_version: article.version,
          p_reason: "The heading is filled in tomorrow.",
        },
        as(token),
      );
    expect((await anyway(editor)).statusCode).toBe(403);
    const published = await anyway(admin);
    expect(published.statusCode).toBe(200);
    const [logged] = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ actor_email: string; details: { reason: string; problems: string } }>(
          "select actor_email, details from public.audit_log where target_id = $1 and details ->> 'operation' = 'published past the checks'",
          [article.id],
        ),
      )
    ).rows;
    expect(logged).toMatchObject({
      actor_email: "admin@kosmos.test",
      details: {
        reason: "The heading is filled in tomorrow.",
        problems: `Headings should not be empty on /resources/${article.slug} (1 element, for example <h2></h2>).`,
      },
    });
  });
});
