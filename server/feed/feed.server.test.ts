import type { FastifyInstance } from "fastify";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { writeTokenPages } from "../../tests/support/server/site-stand-in.ts";
import { childText, childrenNamed, parseXml } from "./xml-check.ts";

type SeededResource = { id: string; title: string; date: string; read_more_url: string };

const itemsOf = (xml: string) => childrenNamed(childrenNamed(parseXml(xml), "channel")[0]!, "item");

describe.each(databases)("GET /resources/feed.xml on $name", (factory) => {
  let t: ApiTestApp;
  let seeded: SeededResource[];

  beforeAll(async () => {
    t = await startApiApp(factory);
    const { rows } = await t.app.db.asOwner((tx) =>
      tx.query<SeededResource>(
        "select id::text as id, title, to_char(date, 'YYYY-MM-DD') as date, read_more_url from public.resources",
      ),
    );
    seeded = rows;
  });
  afterAll(async () => t?.close());

  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/resources/feed.xml", headers });

  it("answers without an API key, as RSS, cached for five minutes", async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lists every seeded resource once, newest first, with absolute links", async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    const items = itemsOf((await feed()).body);
    expect(items.map((item) => childText(item, "guid")).sort()).toEqual(seeded.map((r) => r.id).sort());

    const times = items.map((item) => Date.parse(childText(item, "pubDate")));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
    const newest = [...seeded].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(childText(items[0]!, "title")).toBe(newest.title);
    expect(new Date(times[0]!).toISOString().slice(0, 10)).toBe(newest.date);

    for (const item of items) {
      const seededRow = seeded.find((r) => r.id === childText(item, "guid"))!;
      const link = childText(item, "link");
      expect(link).toMatch(/^https?:\/\//);
      if (seededRow.read_more_url.startsWith("/")) expect(link).toBe(`http://localhost:3000${seededRow.read_more_url}`);
    }
  });

  it("dates the channel by its newest resource, so an unchanged library gives the same feed", async () => {
    const first = await feed();
    const channel = childrenNamed(parseXml(first.body), "channel")[0]!;
    expect(childText(channel, "lastBuildDate")).toBe(childText(itemsOf(first.body)[0]!, "pubDate"));
    const second = await feed();
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("answers a reader that already has the current feed with 304 and no body", async () => {
    const { etag } = (await feed()).headers;
    expect(etag).toBeTruthy();
    const again = await feed({ "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await feed({ "if-none-match": 'W/"something-else"' })).statusCode).toBe(200);
  });

  it("shows a resource as soon as it is in the database, escaped", async () => {
    await t.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.resources (title, type, categories, date, description, read_more_url)
         values ($1, 'blog', '{"M&A"}', '2099-01-01', $2, '/resources?type=blog&x=1')`,
        ['Banks & "Shadow" Banks <2099>', "Tails > means; a < b"],
      ),
    );
    const response = await feed();
    const first = itemsOf(response.body)[0]!;
    expect(childText(first, "title")).toBe('Banks & "Shadow" Banks <2099>');
    expect(childText(first, "description")).toBe("Tails > means; a < b");
    expect(childText(first, "category")).toBe("M&A");
    expect(childText(first, "link")).toBe("http://localhost:3000/resources?type=blog&x=1");
    expect(childText(first, "pubDate")).toBe("Thu, 01 Jan 2099 00:00:00 GMT");
  });

  it("reads as the anonymous role, so the public API's grants decide what it may show", async () => {
    await t.app.db.asOwner((tx) => tx.query("revoke select on public.resources from anon"));
    try {
      expect((await feed()).statusCode).toBe(500);
    } finally {
      await t.app.db.asOwner((tx) => tx.query("grant select on public.resources to anon"));
    }
    expect((await feed()).statusCode).toBe(200);
  });
});

describe("the feed next to the prerendered site", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    // A minimal site build with a stale feed.xml in it: the database's feed must still win.
    buildDir = mkdtempSync(join(tmpdir(), "kosmos-feed-site-"));
    mkdirSync(join(buildDir, "resources"));
    writeFileSync(join(buildDir, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(buildDir, "404.html"), "<!doctype html><title>Not found</title>");
    writeFileSync(join(buildDir, "resources", "index.html"), "<!doctype html><title>Resources</title>");
    writeFileSync(join(buildDir, "resources", "feed.xml"), "<rss>stale</rss>");
    writeTokenPages(buildDir);
    database = await databases.find((d) => d.name === "pglite")!.create();
    app = await buildApp({ config: { ...database.config, BUILD_DIR: buildDir, SITE_URL: "https://kosmos.example/" } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("is answered by the feed route, not the site's catch-all, with links on SITE_URL", async () => {
    const response = await app.inject({ method: "GET", url: "/resources/feed.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const channel = childrenNamed(parseXml(response.body), "channel")[0]!;
    expect(childText(channel, "link")).toBe("https://kosmos.example/resources");
    expect(childrenNamed(channel, "atom:link")[0]!.attributes.href).toBe("https://kosmos.example/resources/feed.xml");
    expect(childrenNamed(channel, "item").length).toBeGreaterThan(0);
  });

  it("leaves every other path to the site", async () => {
    expect((await app.inject({ method: "GET", url: "/resources" })).body).toContain("<title>Resources</title>");
    expect((await app.inject({ method: "GET", url: "/resources/feed" })).statusCode).toBe(404);
  });
});
