import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { articleMeta, breadcrumbs, jsonLdText, pageMeta, withPageWords, withSiteName } from "./meta";

/** The site settings' company part, as the home page passes it. */
const COMPANY = {
  companyName: "Kosmos Intelligence",
  legalName: "Kosmos Intelligence Limited",
  contactEmail: "hello@kosmos.example",
  officeAddress: "Kosmos Intelligence Limited\n1 Finsbury Avenue\nLondon EC2M 2PF\nUnited Kingdom",
};

const tag = (head: ReturnType<typeof pageMeta>, key: "name" | "property", value: string) =>
  head.tags.find((t) => t[key] === value)?.content;

describe("pageMeta", () => {
  it("gives every page its own title, description, canonical URL and social cards", () => {
    for (const page of pages) {
      const head = pageMeta(page.path, [], COMPANY);
      expect(head.title).toBe(page.title);
      expect(head.description).toBe(page.description);
      expect(head.canonical).toBe(`http://localhost:3000${page.path === "/home" ? "/" : page.path}`);
      expect(tag(head, "property", "og:title")).toBe(page.title);
      expect(tag(head, "property", "og:image")).toBe("http://localhost:3000/og-image.jpg");
      expect(tag(head, "name", "twitter:card")).toBe("summary_large_image");
    }
  });

  it("marks exactly the pages left out of the sitemap noindex, except the /home alias (canonical to /)", () => {
    for (const page of pages) {
      const expected = page.indexable || page.path === "/home" ? undefined : "noindex";
      expect(pageMeta(page.path, [], COMPANY).robots, page.path).toBe(expected);
    }
    expect(pageMeta("/apply").robots).toBeUndefined();
  });

  it("describes the organisation (from the site settings) and the website on the home page only", () => {
    const types = (path: string) =>
      pageMeta(path, [], COMPANY).jsonLd.map((data) => (data as { "@type": string })["@type"]);
    expect(types("/")).toEqual(["Organization", "WebSite"]);
    expect(types("/about")).toEqual([]);
    const renamed = {
      ...COMPANY,
      companyName: "Kosmos Risk",
      legalName: "Kosmos Risk Ltd",
      contactEmail: "press@kosmos.example",
    };
    expect(pageMeta("/", [], renamed).jsonLd[0]).toMatchObject({
      name: "Kosmos Risk",
      legalName: "Kosmos Risk Ltd",
      email: "press@kosmos.example",
      address: { streetAddress: "1 Finsbury Avenue", addressLocality: "London", postalCode: "EC2M 2PF" },
    });
    expect(() => pageMeta("/")).toThrow(/needs the site settings/);
  });

  it("names the site in link previews and an article's author as the settings name the company", () => {
    const head = withSiteName(pageMeta("/about"), "Kosmos Risk");
    expect(tag(head, "property", "og:site_name")).toBe("Kosmos Risk");
    const article = articleMeta({ slug: "a", title: "A", description: "B", date: "2026-11-27" }, "Kosmos Risk");
    expect(article.jsonLd[1]).toMatchObject({ author: { name: "Kosmos Risk" }, publisher: { name: "Kosmos Risk" } });
  });

  it("keeps JSON-LD text from closing its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script");
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

describe("a page's words as staff published them", () => {
  it("replace its title and description, and hide it from search engines when they say so", () => {
    const head = pageMeta("/about");
    const shown = withPageWords(head, { title: "About | Kosmos", description: "Who we are." });
    expect([shown.title, shown.description, shown.robots]).toEqual(["About | Kosmos", "Who we are.", undefined]);
    const hidden = withPageWords(head, { title: "About | Kosmos", description: "Who we are.", hidden: true });
    expect(hidden.robots).toBe("noindex");
  });

  it("share the page with its own picture when staff chose one: a JPEG up to 1,280 pixels wide, sized, with its words", () => {
    const file = (format: "jpeg" | "webp", width: number) => ({
      format,
      width,
      height: width / 2,
      name: `AbCdEfGhIjKlMnOp-${width}.${format === "jpeg" ? "jpg" : "webp"}`,
      size: 1000,
    });
    const picture = {
      media: "00000000-0000-4000-8000-000000000001",
      alt: "The Kosmos team at a whiteboard",
      decorative: false,
      width: 2000,
      height: 1000,
      focalX: 0.5,
      focalY: 0.5,
      files: [file("webp", 1280), file("jpeg", 480), file("jpeg", 1280), file("jpeg", 2000)],
    };
    const tags = (head: ReturnType<typeof pageMeta>) =>
      Object.fromEntries(
        head.tags.filter((t) => t.property?.startsWith("og:image")).map((t) => [t.property, t.content]),
      );
    const shared = withPageWords(pageMeta("/about"), {
      title: "About | Kosmos",
      description: "Who we are.",
      image: picture,
    });
    expect(tags(shared)).toEqual({
      "og:image": expect.stringMatching(/\/media\/AbCdEfGhIjKlMnOp-1280\.jpg$/),
      "og:image:width": "1280",
      "og:image:height": "640",
      "og:image:alt": "The Kosmos team at a whiteboard",
    });
    const decorative = withPageWords(pageMeta("/about"), {
      title: "About | Kosmos",
      description: "Who we are.",
      image: { ...picture, decorative: true, alt: "" },
    });
    expect(tags(decorative)["og:image:alt"]).toBe("About | Kosmos");
    expect(
      tags(withPageWords(pageMeta("/about"), { title: "About | Kosmos", description: "Who we are." }))["og:image"],
    ).toMatch(/\/og-image\.jpg$/);
  });
});
