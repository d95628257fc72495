/**
 * The library's articles in the database: a resource, an item of type 'resource'
 * (decision 047), may carry an article (rich text at /resources/<its slug>), checked by the same
 * rules as the site's content whoever writes; the library's row has the address exactly when the
 * item has an article; a change to the library moves the revisions the publisher watches. On
 * PGlite and on PostgreSQL, through the REST API as the back office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const paragraph = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});
const RESOURCE = {
  title: "Rate Shocks: A Primer",
  type: "white-paper",
  categories: ["finance"],
  date: "2026-11-20",
  description: "How a rate shock travels through a lender's books.",
  read_more_url: "/resources?type=white-paper",
};

describe.each(databases)("library articles on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const add = ({ slug, ...fields }: Record<string, unknown>, token = editor) =>
    anon.post(
      "/rest/v1/content_items",
      { type: "resource", slug, data: { ...RESOURCE, ...fields } },
      { ...as(token), prefer: "return=representation" },
    );
  const revision = async (type: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ revision: string }>("select revision::text from private.content_revisions where type = $1", [type]),
      )
    ).rows[0]?.revision ?? "0";

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "library-editor@kosmos.test", { roles: ["editor"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("stores an article at its item's address, readable by anyone, and moves the library's revisions", async () => {
    const [before, beforeItems] = [await revision("resources"), await revision("resource")];
    const body = doc(paragraph("A shock of 250 basis points."), paragraph("Read the ", []));
    const saved = await add({ slug: "rate-shocks-primer", body });
    expect(saved.statusCode).toBe(201);
    expect(Number(await revision("resources"))).toBeGreaterThan(Number(before));
    expect(Number(await revision("resource"))).toBeGreaterThan(Number(beforeItems));
    const [row] = json<{ slug: string; body: unknown }[]>(
      await anon.get("/rest/v1/resources?slug=eq.rate-shocks-primer&select=slug,body"),
    );
    expect(row).toEqual({ slug: "rate-shocks-primer", body });
  });

  it("moves the documentation's revision when a document is published (as content, decision 046)", async () => {
    const before = await revision("documentation");
    const saved = await anon.post(
      "/rest/v1/content_items",
      {
        type: "document",
        slug: "api-guide",
        data: { title: "API Guide", description: "The platform's API.", access_url: "/platform" },
      },
      as(editor),
    );
    expect(saved.statusCode).toBe(201);
    expect(Number(await revision("documentation"))).toBeGreaterThan(Number(before));
  });

  it.each([
    [
      "a javascript: link",
      { slug: "js-link", body: doc(paragraph("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])) },
      "body",
      "every link",
    ],
    [
      "a node no page shows",
      { slug: "script-node", body: doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] }) },
      "body",
      "holds script",
    ],
    [
      "HTML instead of rich text",
      { slug: "html-body", body: "<script>alert(1)</script>" },
      "body",
      "must be rich text",
    ],
    ["an address that is not a slug", { slug: "Not A Slug", body: doc(paragraph("x")) }, null, ""],
    ["the documentation page's address", { slug: "documentation", body: doc(paragraph("x")) }, "body", "documentation"],
  ])("refuses %s, naming the field", async (_case, fields, field, message) => {
    const response = await add(fields);
    expect(response.statusCode).toBe(400);
    const refusal = json<{ message: string; hint: string | null }>(response);
    if (field) expect(refusal).toMatchObject({ hint: field });
    expect(refusal.message).toContain(message);
  });

  it("refuses an address another resource has", async () => {
    expect((await add({ title: "First", slug: "taken-address", body: doc(paragraph("One.")) })).statusCode).toBe(201);
    const second = await add({ title: "Second", slug: "taken-address", body: doc(paragraph("Two.")) });
    expect(second.statusCode).toBe(409);
    expect(json<unknown[]>(await anon.get("/rest/v1/resources?slug=eq.taken-address&select=title"))).toEqual([
      { title: "First" },
    ]);
  });

  it("lets no visitor write an article", async () => {
    const response = await anon.post("/rest/v1/content_items", {
      type: "resource",
      slug: "by-a-visitor",
      data: { ...RESOURCE, body: doc(paragraph("x")) },
    });
    expect([401, 403]).toContain(response.statusCode);
    expect(json<unknown[]>(await anon.get("/rest/v1/resources?slug=eq.by-a-visitor"))).toEqual([]);
  });
});
