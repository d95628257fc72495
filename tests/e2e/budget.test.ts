import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseURL } from "./support/browser";
import { firstResponse, FIRST_WINDOW_BYTES } from "./support/first-window";
import {
  CONTENT_ROUTES,
  ISLANDS,
  clientDir,
  executableScripts,
  htmlOf,
  islandsOf,
  staticClosure,
} from "./support/islands";

// What each prerendered route ships (decision 013): the islands are listed in
// support/islands.ts. Timings are `npm run bench`'s business; these are the rules that do not
// depend on them.

const codeOf = (urls: string[]) => urls.map((url) => readFileSync(join(clientDir, url), "utf8")).join("\n");

describe("content routes ship no script at all", () => {
  it("covers most of the site", () => {
    expect(CONTENT_ROUTES.length).toBeGreaterThanOrEqual(14);
  });

  it.each([...CONTENT_ROUTES, "/404.html", "/form-not-sent"])("%s has no script, no island and no preload", (path) => {
    const html = path.endsWith(".html") ? readFileSync(join(clientDir, path), "utf8") : htmlOf(path);
    expect(executableScripts(html)).toEqual([]);
    expect(islandsOf(html)).toEqual([]);
    expect(html).not.toMatch(/rel="modulepreload"/);
  });
});

describe("pages with islands", () => {
  it.each(Object.entries(ISLANDS))("%s hydrates exactly its islands, each when it is needed", (path, expected) => {
    const islands = islandsOf(htmlOf(path));
    expect(islands.map((i) => [i.name, i.directive])).toEqual(expected);
    // No script is fetched up front beyond the islands' own loader: no preloads, no module scripts.
    expect(htmlOf(path)).not.toMatch(/rel="modulepreload"/);
    for (const tag of executableScripts(htmlOf(path))) expect(tag, path).not.toMatch(/\bsrc=/);
  });

  it.each(Object.keys(ISLANDS))(
    "%s runs its scripts after the page's content, so they never hold up its first paint",
    (path) => {
      // Astro writes them before the view's heading; src/middleware.ts moves them (decision 015).
      const html = htmlOf(path);
      const firstScript = html.search(/<script(?![^>]*application\/ld\+json)[^>]*>/);
      expect(firstScript).toBeGreaterThan(html.indexOf("</main>"));
    },
  );

  it.each(Object.keys(ISLANDS))("%s: no island loads supabase-js before it reads or writes", async (path) => {
    for (const island of islandsOf(htmlOf(path))) {
      const code = codeOf(await staticClosure(island.componentUrl));
      expect(code, island.name).not.toContain("supabase-js");
      expect(code, island.name).not.toContain("createClient(");
    }
  });

  it("only the data islands carry TanStack Query", async () => {
    const dataIslands = new Set(["ResourceLibrary", "DocumentationList"]);
    for (const path of Object.keys(ISLANDS)) {
      for (const island of islandsOf(htmlOf(path))) {
        const code = codeOf(await staticClosure(island.componentUrl));
        expect(code.includes("No QueryClient set"), `${path} ${island.name}`).toBe(dataIslands.has(island.name));
      }
    }
  });
});

describe("the staff area", () => {
  it("is one client-only island, noindex and out of the sitemap", () => {
    const html = readFileSync(join(clientDir, "admin/index.html"), "utf8");
    expect(islandsOf(html).map((i) => [i.name, i.directive])).toEqual([["AdminApp", "only"]]);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect(readFileSync(join(clientDir, "sitemap.xml"), "utf8")).not.toContain("/admin");
  });
});

describe("images never compete with the first paint", () => {
  // An illustration that loads at once (the first of a product page, which may be in the first
  // screen) does so at low priority: the page's text is its largest paint (decision 032).
  it.each([...CONTENT_ROUTES, ...Object.keys(ISLANDS)])(
    "%s: every image is lazy or fetched at low priority",
    (path) => {
      for (const [tag] of htmlOf(path).matchAll(/<img\b[^>]*>/g)) {
        expect(/\bloading="lazy"/.test(tag) || /\bfetchpriority="low"/.test(tag), tag).toBe(true);
      }
    },
  );
});

/** A page's first response as it crosses the wire: status line, headers and the Brotli body, in bytes. */
describe("every page's first response fits in TCP's first window", () => {
  it.each([...CONTENT_ROUTES, ...Object.keys(ISLANDS)])("%s", async (path) => {
    expect((await firstResponse(new URL(path, baseURL()))).bytes).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  });
});
