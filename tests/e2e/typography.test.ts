import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, launchBrowser, openPage } from "./support/browser";
import { liveItems, startOwnSite, type OwnSite } from "./support/publishing";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What a change of face would move on the home page: the width of each line of its first texts
 * (measured on the text itself, not its box, which the layout sizes), their heights, and the page's.
 */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const lines = (selector: string) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(selector)!);
      return [...range.getClientRects()].map((rect) => ({ width: rect.width, top: rect.top }));
    };
    return {
      h1: lines("h1"),
      lead: lines("main p"),
      h2: lines("main h2"),
      height: document.documentElement.scrollHeight,
    };
  });
}

/** The faces the page has drawn with, once every face it asked for has loaded or failed. */
function facesLoaded(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family))];
  });
}

describe("the site's typefaces", () => {
  it("are its own (IBM Plex Sans for text, Space Grotesk for headings), from its own address", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    try {
      await page.goto("/");
      expect(await facesLoaded(page)).toEqual(expect.arrayContaining(["IBM Plex Sans", "Space Grotesk"]));
      expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily)).toMatch(
        /^"Space Grotesk"/,
      );
      expect(await page.evaluate(() => getComputedStyle(document.querySelector("main p")!).fontFamily)).toMatch(
        /^"IBM Plex Sans"/,
      );
      // Only the two subsets: the home page's text has no character they lack.
      expect(fontRequests.map((url) => new URL(url).pathname.replace(/\.[\w-]+\.woff2$/, "")).sort()).toEqual([
        "/assets/ibm-plex-sans-core",
        "/assets/space-grotesk-core",
      ]);
      for (const url of fontRequests) expect(url.startsWith(new URL("/assets/", baseURL()).href), url).toBe(true);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`take the same room in their fallback when the files do not come (${viewport.viewport!.width} px)`, async () => {
      const withFaces = await openPage(browser, viewport);
      const without = await openPage(browser, viewport);
      await without.page.route(/\.woff2$/, (route) => route.abort());
      try {
        await withFaces.page.goto("/");
        await without.page.goto("/");
        expect(await facesLoaded(withFaces.page)).toEqual(expect.arrayContaining(["IBM Plex Sans", "Space Grotesk"]));
        expect(await facesLoaded(without.page)).not.toContain("IBM Plex Sans");
        // The fallback is really drawn from a local font resized to the face (Arial, or Liberation Sans here).
        expect(await facesLoaded(without.page)).toEqual(
          expect.arrayContaining(["IBM Plex Sans Fallback", "Space Grotesk Fallback"]),
        );
        const faces = await layoutOf(withFaces.page);
        const fallback = await layoutOf(without.page);
        for (const part of ["h1", "lead", "h2"] as const) {
          // The same lines at the same heights, each within 8% of the face's width: the fallbacks
          // are sized to the faces' average letter, not to each word.
          expect(
            fallback[part].map((line) => line.top),
            part,
          ).toEqual(faces[part].map((line) => line.top));
          fallback[part].forEach((line, index) =>
            expect(Math.abs(line.width / faces[part][index]!.width - 1), `${part}, line ${index + 1}`).toBeLessThan(
              0.08,
            ),
          );
        }
        expect(Math.abs(fallback.height - faces.height) / faces.height).toBeLessThan(0.005);
      } finally {
        await withFaces.context.close();
        await without.context.close();
      }
    });
});

describe("an accented name on a page", () => {
  let site: OwnSite;
  beforeAll(async () => {
    site = await startOwnSite();
  }, 120_000);
  afterAll(() => site?.stop());

  it("is drawn from the faces' whole Latin files, which only such a page fetches", async () => {
    const admin = await site.member("typefaces@kosmos.example", ["admin", "editor"]);
    const person = (await liveItems(admin, "person")).find((item) => item.data.group === "team")!;
    const published = await admin.client.rpc("publish_with_override", {
      p_item: person.id,
      p_data: { ...person.data, name: "Zoë Müller-Lefèvre", announced: "yes" },
      p_version: person.version,
      p_reason: "An accented name, to see it drawn in the site's faces",
    });
    expect(published.error).toBeNull();
    await expect.poll(() => site.pageText("/our-team"), { timeout: 30_000 }).toContain("Zoë Müller-Lefèvre");

    const context = await site.browser.newContext({ ...DESKTOP, baseURL: site.server.url });
    const page = await context.newPage();
    const fontFiles: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname.split(".")[0]!);
    });
    try {
      await page.goto("/our-team");
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map((face) => `${face.family}: ${face.status}`);
      });
      // The name is set in Plex: its whole Latin file is fetched and drawn with; Space Grotesk's
      // is declared on the page (it has accented letters) but no heading has one, so not fetched.
      expect(faces.filter((face) => !face.includes("Fallback")).sort()).toEqual([
        "IBM Plex Sans: loaded",
        "IBM Plex Sans: loaded",
        "Space Grotesk: loaded",
        "Space Grotesk: unloaded",
      ]);
      expect(fontFiles.sort()).toEqual([
        "/assets/ibm-plex-sans-core",
        "/assets/ibm-plex-sans-latin-wght-normal",
        "/assets/space-grotesk-core",
      ]);
      // A page without one still fetches the subsets only.
      fontFiles.length = 0;
      await page.goto("/contact");
      await page.evaluate(() => document.fonts.ready);
      expect(fontFiles.sort()).toEqual(["/assets/ibm-plex-sans-core", "/assets/space-grotesk-core"]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
