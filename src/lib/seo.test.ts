import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { robotsTxt, sitemapXml } from "./seo";

describe("sitemap.xml", () => {
  const xml = sitemapXml(pages, "https://kosmos.example/");

  it("lists every indexable page once, absolute on the public origin", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = pages.filter((p) => p.indexable).map((p) => `https://kosmos.example${p.path}`);
    expect(locs).toEqual(expected);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the apply form, and leaves out the /home alias and the not-found page", () => {
    expect(xml).toContain("/apply</loc>");
    expect(xml).not.toContain("/home<");
    expect(xml).not.toContain("/404");
  });

  it("is well-formed XML with the sitemap namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers off the API and points at the sitemap", () => {
    const txt = robotsTxt("https://kosmos.example");
    expect(txt).toContain("User-agent: *\nAllow: /");
    expect(txt).toContain("Disallow: /rest/");
    expect(txt).toContain("Sitemap: https://kosmos.example/sitemap.xml");
  });
});
