/**
 * The resource library is content (decision 047): an editor drafts, previews, publishes,
 * hides and shows a resource (its card and its article) as any other item, and `public.resources`,
 * which the pages, the feed, the newsletter and the API read, is what the live items make, written
 * by the database alone. On PGlite and on PostgreSQL, through the REST API as the back office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import type { Tables } from "../../shared/database.types.ts";
import { liveContent } from "../publish/snapshot.ts";

type Item = { id: string; version: number; slug: string; data: Record<string, unknown>; live: boolean };
/** The columns of the library's row these tests read. */
type Row = Pick<Tables<"resources">, "id" | "title" | "type" | "categories" | "date" | "featured" | "slug" | "body">;

const article = (text: string, href?: string) => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [{ type: "text", text, ...(href ? { marks: [{ type: "link", attrs: { href } }] } : {}) }],
    },
  ],
});

describe.each(databases)("the resource library as content on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let sales: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const published = async () =>
    json<Row[]>(
      await anon.get("/rest/v1/resources?select=id,title,type,categories,date,featured,slug,body&order=date.desc"),
    );
  const items = async () =>
    json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.resource&select=id,version,slug,data,live&order=sort_order", {
        authorization: `Bearer ${editor}`,
      }),
    );
  const change = (item: Item, data: Record<string, unknown>, token = editor) =>
    anon.patch(`/rest/v1/content_items?id=eq.${item.id}`, { data }, as(token));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "library-editor@kosmos.test", { roles: ["editor"] })).aal2;
    sales = (await staffSessions(api.app, "library-sales@kosmos.test", { roles: ["sales"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("holds each published resource as an item, newest first, its categories a list", async () => {
    const [rows, resources] = [await published(), await items()];
    expect(resources.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(resources[0]!.data).toMatchObject({ title: rows[0]!.title, categories: rows[0]!.categories });
    expect(rows.filter((r) => r.featured).map((r) => r.id)).toEqual(
      resources.filter((r) => r.data.featured === true).map((r) => r.id),
    );
  });

  it("publishes an editor's change (categories, featured, an article at the item's address), and a draft changes nothing", async () => {
    const [first] = await items();
    const draft = await anon.post(
      "/rest/v1/rpc/save_content_draft",
      { p_item: first!.id, p_data: { ...first!.data, title: "Draft only" }, p_base_version: first!.version },
      as(editor),
    );
    expect(draft.statusCode).toBe(200);
    expect((await published())[0]!.title).toBe(first!.data.title);

    const saved = await change(first!, {
      ...first!.data,
      categories: ["technology", "finance"],
      featured: true,
      body: article("Supervisors asked about model validation."),
    });
    expect(saved.statusCode).toBe(200);
    expect((await published())[0]).toMatchObject({
      id: first!.id,
      categories: ["technology", "finance"],
      featured: true,
      slug: first!.slug,
      body: article("Supervisors asked about model validation."),
    });

    // Without its article (or its flag), the card keeps no address and is not featured.
    const { body: _body, featured: _featured, ...card } = first!.data;
    expect((await change((await items())[0]!, { ...card, categories: ["finance"] })).statusCode).toBe(200);
    expect((await published())[0]).toMatchObject({ featured: false, slug: null, body: null });
  });

  it("previews a draft article in the library, the rows unchanged", async () => {
    const resources = await items();
    const draft = { ...resources[1]!.data, title: "Previewed title", body: article("A draft article.") };
    const previewed = await liveContent(api.app.db, { id: resources[1]!.id, data: draft });
    const shown = previewed.library.resources.find((r) => r.id === resources[1]!.id);
    expect(shown).toMatchObject({
      title: "Previewed title",
      slug: resources[1]!.slug,
      body: article("A draft article."),
    });
    expect(previewed.library.resources).toHaveLength(resources.length);
    expect((await published()).find((r) => r.id === resources[1]!.id)).toMatchObject({
      title: resources[1]!.data.title,
      slug: null,
    });
  });

  it("takes a hidden resource off the library and brings it back when shown", async () => {
    const [, second] = await items();
    await anon.patch(`/rest/v1/content_items?id=eq.${second!.id}`, { live: false }, as(editor));
    expect((await published()).map((r) => r.id)).not.toContain(second!.id);
    await anon.patch(`/rest/v1/content_items?id=eq.${second!.id}`, { live: true }, as(editor));
    expect((await published()).map((r) => r.id)).toContain(second!.id);
  });

  it("adds a new resource to the library by its date", async () => {
    const added = await anon.post(
      "/rest/v1/content_items",
      {
        type: "resource",
        slug: "repo-contagion",
        sort_order: 100,
        data: {
          title: "Contagion in Repo Markets",
          type: "white-paper",
          categories: ["finance"],
          date: "2099-01-01",
          description: "How a fire sale in one repo market reaches the others.",
          read_more_url: "/resources?type=white-paper",
        },
      },
      as(editor),
    );
    expect(added.statusCode).toBe(201);
    expect((await published())[0]).toMatchObject({
      title: "Contagion in Repo Markets",
      categories: ["finance"],
      featured: false,
      slug: null,
    });
  });

  it.each([
    ["no category", { categories: [] }, "categories", "Categories: choose at least one"],
    [
      "a category the library does not offer",
      { categories: ["finance", "crypto"] },
      "categories",
      "Categories: each one of finance, geopolitics, technology, platform, once",
    ],
    [
      "a category twice",
      { categories: ["finance", "finance"] },
      "categories",
      "Categories: each one of finance, geopolitics, technology, platform, once",
    ],
    ["featured as words", { featured: "yes" }, "featured", "Featured on the home page: yes or no"],
    [
      "a type the library does not offer",
      { type: "podcast" },
      "type",
      "Type: one of white-paper, case-study, blog, webinar, news, video",
    ],
    [
      "a javascript: read-more address",
      { read_more_url: "javascript:alert(1)" },
      "read_more_url",
      "Read-more address: an address starting with https://, mailto: or / (a page of this site)",
    ],
    [
      "an article linking to no page of the site",
      { body: article("See", "/nowhere") },
      "body",
      "Article: /nowhere is not a page of this site",
    ],
  ])("refuses %s, naming the field, and the library keeps its rows", async (_, wrong, hint, message) => {
    const before = await published();
    const [first] = await items();
    const refused = await change(first!, { ...first!.data, ...wrong });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({ message, hint });
    expect(await published()).toEqual(before);
  });

  it("takes an article as where Read more leads: no read-more address needed with one, one needed without", async () => {
    const data = {
      title: "Liquidity Spirals, Written Up",
      type: "blog",
      categories: ["finance"],
      date: "2099-02-01",
      description: "What the model saw in the spring.",
    };
    const withArticle = await anon.post(
      "/rest/v1/content_items",
      {
        type: "resource",
        slug: "liquidity-spirals-written-up",
        sort_order: 102,
        data: { ...data, body: article("Spring.") },
      },
      as(editor),
    );
    expect(withArticle.statusCode).toBe(201);
    const row = json<{ read_more_url: string; slug: string }[]>(
      await anon.get("/rest/v1/resources?slug=eq.liquidity-spirals-written-up&select=read_more_url,slug"),
    );
    expect(row).toEqual([
      { read_more_url: "/resources/liquidity-spirals-written-up", slug: "liquidity-spirals-written-up" },
    ]);

    const before = await published();
    const neither = await anon.post(
      "/rest/v1/content_items",
      { type: "resource", slug: "nowhere-to-read", sort_order: 103, data: { ...data, title: "Nowhere to Read" } },
      as(editor),
    );
    expect(neither.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(neither)).toMatchObject({
      message: "Read-more address: give one, or write the article Read more leads to",
      hint: "read_more_url",
    });
    expect(await published()).toEqual(before);
  });

  it("keeps /resources/documentation the documentation page's: no article there", async () => {
    const [first] = await items();
    const added = await anon.post(
      "/rest/v1/content_items",
      { type: "resource", slug: "documentation", sort_order: 101, data: { ...first!.data, body: article("Mine.") } },
      as(editor),
    );
    expect(added.statusCode).toBe(400);
    expect(json<{ hint: string }>(added).hint).toBe("body");
  });

  it("lets no one write the library's rows directly, an editor neither, and no one but editors change the items", async () => {
    const [row] = await published();
    for (const token of [editor, sales]) {
      expect((await anon.patch(`/rest/v1/resources?id=eq.${row!.id}`, { title: "Direct" }, as(token))).statusCode).toBe(
        403,
      );
      const added = await anon.post(
        "/rest/v1/resources",
        {
          title: "Direct",
          type: "blog",
          categories: ["finance"],
          date: "2026-01-01",
          description: "Around the workflow.",
          read_more_url: "/resources",
        },
        as(token),
      );
      expect(added.statusCode).toBe(403);
      expect((await anon.delete(`/rest/v1/resources?id=eq.${row!.id}`, as(token))).statusCode).toBe(403);
    }
    const [first] = await items();
    expect(json<unknown[]>(await change(first!, { ...first!.data, title: "Sales edit" }, sales))).toEqual([]);
    expect((await published())[0]!.title).toBe(row!.title);
  });
});
