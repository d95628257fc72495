/**
 * What search engines, social networks and feed readers see: the prerendered HTML of every
 * page as plain HTTP (no browser, no JavaScript), the sitemap, robots.txt, the RSS feed and the
 * social image.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { pages } from "~/config/pages";
import { positions } from "~/content/positions";
import { childText, childrenNamed, parseXml } from "../../server/feed/xml-check";

const baseURL = () => inject("baseURL");

type Attributes = Record<string, string>;
type Head = { meta: Attributes[]; links: Attributes[]; jsonLd: Record<string, unknown>[] };

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) attributes[name!] = decodeHtml(value!);
  return attributes;
}

/** The machine-readable parts of a page's <head>; a JSON-LD block that is not JSON fails here. */
function readHead(html: string, path: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => {
    try {
      return JSON.parse(body!) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block is not JSON (${String(error)}): ${body!.slice(0, 120)}`);
    }
  });
  return {
    meta: [...head.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => attributesOf(tag)),
    links: [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributesOf(tag)),
    jsonLd,
  };
}

const metaContent = (head: Head, key: "property" | "name", value: string) =>
  head.meta.find((m) => m[key] === value)?.content;
const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data["@type"] === type);

const heads = new Map<string, Head>();

beforeAll(async () => {
  for (const page of pages) {
    const response = await fetch(baseURL() + page.path);
    expect(response.status, page.path).toBe(200);
    heads.set(page.path, readHead(await response.text(), page.path));
  }
});

describe("every page's head", () => {
  it.each(pages.map((p) => [p.path, p] as const))(
    "%s: canonical URL, social cards, feed link and valid JSON-LD",
    (path, page) => {
      const head = heads.get(path)!;
      const canonical = head.links.find((l) => l.rel === "canonical")?.href;
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname).toBe(path === "/home" ? "/" : path);

      expect(metaContent(head, "property", "og:title")).toBe(page.title);
      expect(metaContent(head, "property", "og:image")).toMatch(/^https?:\/\/[^/]+\/og-image\.jpg$/);
      expect(metaContent(head, "name", "twitter:card")).toBe("summary_large_image");

      expect(head.links).toContainEqual({
        rel: "alternate",
        type: "application/rss+xml",
        title: "Kosmos Resources",
        href: "/resources/feed.xml",
      });

      for (const data of head.jsonLd) expect(data["@context"], path).toBe("https://schema.org");
      const nested = path.split("/").filter(Boolean).length > 1;
      const crumbs = ofType(head, "BreadcrumbList");
      expect(crumbs.length, "BreadcrumbList").toBe(nested ? 1 : 0);
      if (nested) {
        const items = crumbs[0]!.itemListElement as { position: number; item: string }[];
        expect(items[0]!.position).toBe(1);
        expect(new URL(items.at(-1)!.item).pathname).toBe(path);
      }
    },
  );

  it("describes the organisation and the website on the home page", () => {
    const head = heads.get("/")!;
    expect(ofType(head, "Organization")).toEqual([expect.objectContaining({ name: "Kosmos Intelligence" })]);
    expect(ofType(head, "WebSite")).toHaveLength(1);
  });

  it("lists the four open positions on /careers as JobPostings in London", () => {
    const postings = ofType(heads.get("/careers")!, "JobPosting") as {
      title: string;
      datePosted: string;
      employmentType: string;
      url: string;
      directApply: boolean;
      jobLocation: { address: { addressLocality: string; addressCountry: string } };
    }[];
    expect(postings).toHaveLength(4);
    expect(postings.map((p) => p.title)).toEqual(positions.map((p) => p.title));
    for (const posting of postings) {
      expect(posting.jobLocation.address.addressLocality).toBe("London");
      expect(posting.jobLocation.address.addressCountry).toBe("GB");
      expect(posting.employmentType).toBe("FULL_TIME");
      expect(posting.directApply).toBe(true);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const url = new URL(posting.url);
      expect(url.pathname).toBe("/apply");
      expect(url.searchParams.get("position")).toBe(posting.title);
    }
  });
});

describe("files for crawlers", () => {
  it("serves a sitemap of the indexable pages", async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const urlset = parseXml(await response.text());
    const paths = childrenNamed(urlset, "url").map((url) => new URL(childText(url, "loc")).pathname);
    expect(paths.sort()).toEqual(
      pages
        .filter((p) => p.indexable)
        .map((p) => p.path)
        .sort(),
    );
    expect(paths).not.toContain("/home");
  });

  it("keeps every page out of the sitemap noindex, and lists /apply as indexable (sitemap and robots tag agree)", async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    for (const path of [...pages.map((p) => p.path), "/admin", "/form-not-sent"]) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      const listed = sitemap.includes(`${path === "/" ? "/" : path}</loc>`);
      // /home is the one exception: out of the sitemap, indexable, its canonical URL is /.
      if (path === "/home") expect(noindex, path).toBe(false);
      else expect(noindex, path).toBe(!listed);
    }
    expect(sitemap).toContain("/apply</loc>");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await fetch(`${baseURL()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("serves the resources feed from the database, newest first", async () => {
    const response = await fetch(`${baseURL()}/resources/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const channel = childrenNamed(parseXml(await response.text()), "channel")[0]!;
    expect(childText(channel, "title")).toBe("Kosmos Resources");
    const items = childrenNamed(channel, "item");
    expect(items.length).toBeGreaterThanOrEqual(12);
    const times = items.map((item) => Date.parse(childText(item, "pubDate")));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of items) expect(childText(item, "link")).toMatch(/^https?:\/\//);
  });

  it("serves the social image as a JPEG", async () => {
    const response = await fetch(`${baseURL()}/og-image.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
