/**
 * Redirects as the database keeps them (docs/decisions/052-redirects.md): recorded when a published
 * article's address changes, added and removed by admins only, never a loop or a chain, and part of
 * what a publish is made from. On PGlite and on PostgreSQL, through the REST API as the back office
 * calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { liveContent } from "../publish/snapshot.ts";

type Redirect = { from_path: string; to_path: string; automatic: boolean; created_by: string | null };

const article = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describe.each(databases)("redirects on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let editor: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const redirects = async () =>
    json<Redirect[]>(
      await anon.get("/rest/v1/redirects?select=from_path,to_path,automatic,created_by&order=from_path", {
        authorization: `Bearer ${admin}`,
      }),
    );
  const add = (from_path: string, to_path: string, token = admin) =>
    anon.post("/rest/v1/redirects", { from_path, to_path }, as(token));
  const rename = async (id: string, slug: string) => {
    const answer = await anon.patch(`/rest/v1/content_items?id=eq.${id}`, { slug }, as(editor));
    expect(answer.statusCode).toBe(200);
  };

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    admin = (await staffSessions(api.app, "redirect-admin@kosmos.test", { roles: ["admin"] })).aal2;
    editor = (await staffSessions(api.app, "redirect-editor@kosmos.test", { roles: ["editor"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("lets an admin add one, says who, lets anyone read where it leads, and puts it in what a publish is made from", async () => {
    const added = await add("/team", "/our-team");
    expect(added.statusCode).toBe(201);
    expect(await redirects()).toEqual([
      { from_path: "/team", to_path: "/our-team", automatic: false, created_by: "redirect-admin@kosmos.test" },
    ]);
    const asVisitor = await anon.get("/rest/v1/redirects?select=from_path,to_path");
    expect(json(asVisitor)).toEqual([{ from_path: "/team", to_path: "/our-team" }]);
    expect((await liveContent(api.app.db)).redirects).toEqual([{ from: "/team", to: "/our-team" }]);
  });

  it("refuses an editor's redirect with 403, and an editor's removal removes nothing", async () => {
    expect((await add("/jobs", "/careers", editor)).statusCode).toBe(403);
    const removal = await anon.delete("/rest/v1/redirects?from_path=eq.%2Fteam", as(editor));
    expect(json(removal)).toEqual([]);
    expect((await redirects()).map((r) => r.from_path)).toEqual(["/team"]);
  });

  it.each([
    ["a loop", "/loop", "/loop", "to_path", "To: a redirect cannot lead to its own address"],
    [
      "a chain onward",
      "/people",
      "/team",
      "to_path",
      "To: /team is itself redirected to /our-team; lead there directly",
    ],
    [
      "a page's own address",
      "/contact",
      "/about",
      "from_path",
      "From: /contact is a page of the site; a redirect from it would never be used",
    ],
    ["an address to nowhere", "/jobs", "/no-such-page", "to_path", "To: /no-such-page is no page of the site"],
    [
      "a script address",
      "/jobs",
      "javascript:alert(1)",
      "to_path",
      "To: a page of this site (/contact) or an https:// address",
    ],
    [
      "a plain http address",
      "/jobs",
      "http://example.org",
      "to_path",
      "To: a page of this site (/contact) or an https:// address",
    ],
    [
      "an address with a query",
      "/jobs?id=1",
      "/careers",
      "from_path",
      "From: an address of this site, such as /old-page, without ? or # and without a closing /",
    ],
    [
      "the back office",
      "/admin/old",
      "/careers",
      "from_path",
      "From: /admin/old is the site's own and cannot be redirected",
    ],
  ])("refuses %s with 400, naming the field", async (_, from, to, hint, message) => {
    const refused = await add(from, to);
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({ message, hint });
  });

  it("takes an https address elsewhere", async () => {
    expect((await add("/press", "https://press.example.org/kosmos")).statusCode).toBe(201);
  });

  it("records an article's old address when it changes, points older ones onward, and lets an address come back", async () => {
    const created = await anon.post(
      "/rest/v1/content_items",
      {
        type: "resource",
        slug: "contagion-in-repo-markets",
        sort_order: 200,
        data: {
          title: "Contagion in Repo Markets",
          type: "blog",
          categories: ["finance"],
          date: "2026-11-01",
          description: "How a haircut spreads.",
          body: article("A haircut spreads."),
        },
      },
      as(editor),
    );
    expect(created.statusCode).toBe(201);
    const [item] = json<{ id: string }[]>(created);
    const automatic = async () =>
      (await redirects()).filter((r) => r.automatic).map((r) => [r.from_path, r.to_path, r.created_by]);

    await rename(item!.id, "repo-contagion");
    expect(await automatic()).toEqual([
      ["/resources/contagion-in-repo-markets", "/resources/repo-contagion", "redirect-editor@kosmos.test"],
    ]);

    await rename(item!.id, "repo-market-contagion");
    expect(await automatic()).toEqual([
      ["/resources/contagion-in-repo-markets", "/resources/repo-market-contagion", "redirect-editor@kosmos.test"],
      ["/resources/repo-contagion", "/resources/repo-market-contagion", "redirect-editor@kosmos.test"],
    ]);

    // Back to its first address: that one is the article's page again, and no redirect leads in a circle.
    await rename(item!.id, "contagion-in-repo-markets");
    expect(await automatic()).toEqual([
      ["/resources/repo-contagion", "/resources/contagion-in-repo-markets", "redirect-editor@kosmos.test"],
      ["/resources/repo-market-contagion", "/resources/contagion-in-repo-markets", "redirect-editor@kosmos.test"],
    ]);

    // Taken off the site, its address is no page; a redirect from it would put a second step behind the others.
    const hidden = await anon.patch(`/rest/v1/content_items?id=eq.${item!.id}`, { live: false }, as(editor));
    expect(hidden.statusCode).toBe(200);
    const chained = await add("/resources/contagion-in-repo-markets", "/resources");
    expect(chained.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(chained)).toMatchObject({
      message:
        "From: /resources/repo-contagion already leads here; a redirect from /resources/contagion-in-repo-markets would make a chain",
      hint: "from_path",
    });
  });

  it("keeps a link to an article's old address, which leads on in one step, and still refuses one to no page", async () => {
    const data = (slug: string, text: string, href: string) => ({
      type: "resource",
      slug,
      sort_order: 210,
      data: {
        title: text,
        type: "blog",
        categories: ["finance"],
        date: "2026-11-02",
        description: text,
        body: {
          type: "doc",
          content: [
            { type: "paragraph", content: [{ type: "text", text, marks: [{ type: "link", attrs: { href } }] }] },
          ],
        },
      },
    });
    const renamed = await anon.post(
      "/rest/v1/content_items",
      data("margin-spirals", "Margin spirals", "/resources"),
      as(editor),
    );
    const [target] = json<{ id: string }[]>(renamed);
    const linking = await anon.post(
      "/rest/v1/content_items",
      data("on-margins", "Read about margin spirals", "/resources/margin-spirals"),
      as(editor),
    );
    expect(linking.statusCode).toBe(201);
    const [linker] = json<{ id: string }[]>(linking);
    await rename(target!.id, "margin-spirals-explained");

    // The linking article is saved again with its link as it was: the old address redirects, so it stands.
    const again = await anon.patch(
      `/rest/v1/content_items?id=eq.${linker!.id}`,
      { data: data("on-margins", "Margin spirals, again", "/resources/margin-spirals#top").data },
      as(editor),
    );
    expect(again.statusCode).toBe(200);
    const nowhere = await anon.patch(
      `/rest/v1/content_items?id=eq.${linker!.id}`,
      { data: data("on-margins", "Margin spirals, again", "/resources/margin-spiralz").data },
      as(editor),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(nowhere)).toMatchObject({
      message: "Article: /resources/margin-spiralz is not a page of this site",
      hint: "body",
    });
  });

  it("lets an admin remove one, and the audit log says who added and removed it", async () => {
    const removed = await anon.delete("/rest/v1/redirects?from_path=eq.%2Fpress", as(admin));
    expect(removed.statusCode).toBe(200);
    expect((await redirects()).map((r) => r.from_path)).not.toContain("/press");
    const log = json<{ action: string; actor_email: string; details: { from: string } }[]>(
      await anon.get("/rest/v1/audit_log?select=action,actor_email,details&target_table=eq.redirects&order=id", {
        authorization: `Bearer ${admin}`,
      }),
    );
    expect(log.filter((entry) => entry.details.from === "/press")).toEqual([
      {
        action: "redirect_add",
        actor_email: "redirect-admin@kosmos.test",
        details: expect.objectContaining({ to: "https://press.example.org/kosmos" }),
      },
      {
        action: "redirect_remove",
        actor_email: "redirect-admin@kosmos.test",
        details: expect.objectContaining({ to: "https://press.example.org/kosmos" }),
      },
    ]);
  });
});
