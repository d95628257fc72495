import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { breadcrumbs, pageMeta } from "./meta";

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("gives every page its own title, description, canonical URL and social cards", () => {
    for (const page of pages) {
      const meta = pageMeta(page.path);
      expect(meta).toContainEqual({ title: page.title });
      expect(meta).toContainEqual({ name: "description", content: page.description });
      expect(find(meta, "rel", "canonical")?.href).toBe(`http://localhost:3000${page.path === "/home" ? "/" : page.path}`);
      expect(find(meta, "property", "og:title")?.content).toBe(page.title);
      expect(find(meta, "property", "og:image")?.content).toBe("http://localhost:3000/og-image.jpg");
      expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    }
  });

  it("describes the organisation and the website on the home page only", () => {
    const types = (path: string) =>
      pageMeta(path)
        .filter((m) => "script:ld+json" in m)
        .map((m) => ((m as { "script:ld+json": { "@type": string } })["script:ld+json"])["@type"]);
    expect(types("/")).toEqual(["Organization", "WebSite"]);
    expect(types("/about")).toEqual([]);
  });

  it("throws for a path that is not in the route table", () => {
    expect(() => pageMeta("/nope")).toThrow(/No page registered/);
  });
});

describe("breadcrumbs", () => {
  it("walks from home through each ancestor page", () => {
    const list = breadcrumbs("/platform/core-engine");
    expect(list?.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", "http://localhost:3000/"],
      [2, "Platform", "http://localhost:3000/platform"],
      [3, "Core Engine", "http://localhost:3000/platform/core-engine"],
    ]);
  });

  it("skips ancestors that are not pages and is absent on top-level pages", () => {
    expect(breadcrumbs("/solutions/finance")?.itemListElement.map((i) => i.name)).toEqual(["Home", "Finance"]);
    expect(breadcrumbs("/about")).toBeUndefined();
  });
});
