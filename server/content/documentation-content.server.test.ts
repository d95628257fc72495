/**
 * The documentation is content (decision 046): an editor drafts, previews, publishes,
 * hides and restores a document as any other item, and `public.documentation`, which the page
 * and the API read, is what the live items make, written by the database alone. On PGlite and on
 * PostgreSQL, through the REST API as the back office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { liveContent } from "../publish/snapshot.ts";

type Item = { id: string; version: number; slug: string; data: Record<string, string>; live: boolean };
type Row = { id: string; title: string; sections: string[]; summary: string | null; download_url: string | null };

describe.each(databases)("the documentation as content on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let sales: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const published = async () =>
    json<Row[]>(
      await anon.get("/rest/v1/documentation?select=id,title,sections,summary,download_url&order=sort_order"),
    );
  const items = async () =>
    json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.document&select=id,version,slug,data,live&order=sort_order", {
        authorization: `Bearer ${editor}`,
      }),
    );

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "docs-editor@kosmos.test", { roles: ["editor"] })).aal2;
    sales = (await staffSessions(api.app, "docs-sales@kosmos.test", { roles: ["sales"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("holds each published document as an item, in the page's order, with its sections a line each", async () => {
    const [rows, documents] = [await published(), await items()];
    expect(documents.map((d) => d.id)).toEqual(rows.map((r) => r.id));
    expect(documents[0]).toMatchObject({
      slug: "core-engine-technical-overview",
      data: { title: "Core Engine Technical Overview", sections: rows[0]!.sections.join("\n") },
    });
  });

  it("publishes an editor's change to the page's rows, and a draft changes nothing there", async () => {
    const [first] = await items();
    const draft = await anon.post(
      "/rest/v1/rpc/save_content_draft",
      { p_item: first!.id, p_data: { ...first!.data, title: "Draft only" }, p_base_version: first!.version },
      as(editor),
    );
    expect(draft.statusCode).toBe(200);
    expect((await published())[0]!.title).toBe(first!.data.title);
    const saved = await anon.patch(
      `/rest/v1/content_items?id=eq.${first!.id}`,
      { data: { ...first!.data, title: "Core Engine Overview", sections: "Architecture\n\n  Agents  \nRuns" } },
      as(editor),
    );
    expect(saved.statusCode).toBe(200);
    expect((await published())[0]).toMatchObject({
      id: first!.id,
      title: "Core Engine Overview",
      sections: ["Architecture", "Agents", "Runs"],
    });
  });

  it("previews a draft of a document on the page's list, in its place, the rows unchanged", async () => {
    const documents = await items();
    const draft = { ...documents[1]!.data, title: "Studio Guide, revised", sections: "One\nTwo" };
    const previewed = await liveContent(api.app.db, { id: documents[1]!.id, data: draft });
    expect(previewed.library.documentation.map((d) => d.title)).toEqual(
      documents.map((d, i) => (i === 1 ? "Studio Guide, revised" : (d.data.title ?? ""))),
    );
    expect(previewed.library.documentation[1]).toMatchObject({ sections: ["One", "Two"], download_size: null });
    expect((await published())[1]!.title).toBe(documents[1]!.data.title);
  });

  it("takes a hidden document off the page and brings it back when shown", async () => {
    const [, second] = await items();
    await anon.patch(`/rest/v1/content_items?id=eq.${second!.id}`, { live: false }, as(editor));
    expect((await published()).map((r) => r.id)).not.toContain(second!.id);
    await anon.patch(`/rest/v1/content_items?id=eq.${second!.id}`, { live: true }, as(editor));
    expect((await published()).map((r) => r.id)).toContain(second!.id);
  });

  it("adds a new document at the end of the page", async () => {
    const added = await anon.post(
      "/rest/v1/content_items",
      {
        type: "document",
        slug: "api-guide",
        sort_order: 100,
        data: { title: "API Guide", description: "The platform's API.", access_url: "/platform" },
      },
      as(editor),
    );
    expect(added.statusCode).toBe(201);
    expect((await published()).at(-1)).toMatchObject({ title: "API Guide", sections: [], summary: null });
  });

  it.each([
    [
      "more than 50 sections",
      { sections: Array.from({ length: 51 }, (_, i) => `Part ${i + 1}`).join("\n") },
      "sections",
      "Sections: at most 50, one a line (this has 51)",
    ],
    [
      "a download that is not a PDF of the media library",
      { download_url: "/media/documents/00000000-0000-4000-8000-000000000999.pdf" },
      "download_url",
      "Download: /media/documents/00000000-0000-4000-8000-000000000999.pdf is not a document of the media library",
    ],
    [
      "a javascript: download",
      { download_url: "javascript:alert(1)" },
      "download_url",
      "Download: a PDF of the media library, or an address starting with https://",
    ],
    [
      "an access address to no page",
      { access_url: "/nowhere" },
      "access_url",
      "Access address: /nowhere is not a page of this site",
    ],
  ])("refuses %s, naming the field, and the page keeps its rows", async (_, change, hint, message) => {
    const before = await published();
    const [first] = await items();
    const refused = await anon.patch(
      `/rest/v1/content_items?id=eq.${first!.id}`,
      { data: { ...first!.data, ...change } },
      as(editor),
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({ message, hint });
    expect(await published()).toEqual(before);
  });

  it("lets no one write the page's rows directly, an editor neither, and no one but editors change the items", async () => {
    const [row] = await published();
    for (const token of [editor, sales]) {
      const edited = await anon.patch(`/rest/v1/documentation?id=eq.${row!.id}`, { title: "Direct" }, as(token));
      expect(edited.statusCode).toBe(403);
      const added = await anon.post(
        "/rest/v1/documentation",
        { title: "Direct", description: "Around the workflow.", access_url: "/platform" },
        as(token),
      );
      expect(added.statusCode).toBe(403);
    }
    const [first] = await items();
    const bySales = await anon.patch(
      `/rest/v1/content_items?id=eq.${first!.id}`,
      { data: { ...first!.data, title: "Sales edit" } },
      as(sales),
    );
    expect(json<unknown[]>(bySales)).toEqual([]);
    expect((await published())[0]!.title).toBe(row!.title);
  });
});
