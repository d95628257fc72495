/**
 * Decisions 030 and 031: every page carries inline only the style rules its own HTML uses
 * (beasties, then a check by class and custom property, at build time); a page with islands
 * links the whole stylesheet once its first screen is painted. If the pruning ever dropped a rule
 * a page needs, that page would look different from how the site's stylesheet draws it. So, for
 * every route, at a phone's and a desktop's width and with JavaScript off (only what the HTML
 * carries), every element's computed style and box are read, then the whole stylesheet is added
 * and they are read again: nothing may differ.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { DESKTOP, PHONE, baseURL, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
let wholeStylesheet: string;
let stylesheetUrl: string;
/** The families a stylesheet declares typefaces of (`@font-face`), in order. */
const familiesDeclared = (css: string) =>
  [...css.matchAll(/@font-face\{font-family:([^;]+);/g)].map((m) => m[1]!.replaceAll('"', "")).sort();
beforeAll(async () => {
  browser = await launchBrowser();
  // A page with islands names the whole stylesheet in its one inline script.
  const home = await (await fetch(new URL("/", baseURL()))).text();
  stylesheetUrl = /"(\/assets\/site\.[\w-]+\.css)"/.exec(home)?.[1] ?? "";
  expect(stylesheetUrl).not.toBe("");
  wholeStylesheet = await (await fetch(new URL(stylesheetUrl, baseURL()))).text();
});
afterAll(async () => browser?.close());

/**
 * Reads every element's computed style (all properties) and box, in document order, and keeps
 * them in the page; read again after a change, it answers how many elements there were each time
 * and what differs. The comparison runs in the page: only the differences cross to the test.
 */
const compareComputedStyles = (page: Page) =>
  page.evaluate(() => {
    type Snapshot = { label: string; props: Record<string, string>; box: number[] }[];
    const read = (): Snapshot =>
      [...document.querySelectorAll("body, body *")].map((element) => {
        const style = getComputedStyle(element);
        const props: Record<string, string> = {};
        for (const name of style) props[name] = style.getPropertyValue(name);
        const { x, y, width, height } = element.getBoundingClientRect();
        const label = `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 50)}`;
        return { label, props, box: [x, y, width, height].map(Math.round) };
      });
    const store = window as unknown as { ownStyles?: Snapshot };
    const before = store.ownStyles;
    const now = read();
    if (!before) {
      store.ownStyles = now;
      return { before: now.length, after: now.length, differences: [] as string[] };
    }
    if (now.length !== before.length) return { before: before.length, after: now.length, differences: [] };
    const differences = before.flatMap((element, index) => {
      const other = now[index]!;
      const props = Object.keys(element.props).filter((name) => element.props[name] !== other.props[name]);
      const moved = element.box.join() !== other.box.join();
      if (!props.length && !moved) return [];
      const shown = props.slice(0, 4).map((name) => `${name}: ${element.props[name]} -> ${other.props[name]}`);
      return [`${element.label} ${moved ? `moved ${element.box} -> ${other.box} ` : ""}${shown.join("; ")}`];
    });
    return { before: before.length, after: now.length, differences };
  });

describe("each page's own styles (decision 030)", () => {
  it("a page carries less than the whole stylesheet inline; a page with islands links it after its first paint", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      expect(wholeStylesheet.length).toBeGreaterThan(30_000);
      for (const path of ["/about", "/"]) {
        await page.goto(path);
        const own = (await page.locator("style").allTextContents()).join("\n");
        expect(own.length, path).toBeLessThan(wholeStylesheet.length * 0.75);
      }
      // Without script the home page draws itself from its own rules (the comparison below); the link is not there.
      expect(await page.locator(`link[href="${stylesheetUrl}"]`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  for (const [width, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it.each(pages.map((p) => p.path))(
      `%s at a ${width}'s width: the page's rules draw it as the whole stylesheet does`,
      async (path) => {
        const { page, context } = await openPage(browser, { ...viewport, javaScriptEnabled: false });
        try {
          await page.goto(path);
          // The page declares every face itself; the whole stylesheet, linked late, declares none again
          // (a face declared again is a new one to load, and relays a page painted with the fallback).
          const own = (await page.locator("style").allTextContents()).join("\n");
          expect(familiesDeclared(own)).toEqual([
            "IBM Plex Sans",
            "IBM Plex Sans Fallback",
            "Space Grotesk",
            "Space Grotesk Fallback",
          ]);
          expect(familiesDeclared(wholeStylesheet)).toEqual([]);
          // Drawn as every page after a visitor's first is: with the typefaces from the cache (a face
          // that comes late is never swapped in, so a first load may keep the fallback throughout).
          await page.evaluate(() => document.fonts.ready);
          await page.reload();
          await page.evaluate(() => document.fonts.ready);
          // A running animation (the spinner) restarts when a sheet redefines its keyframes: still them.
          await page.evaluate(() => {
            const still = document.createElement("style");
            still.id = "still";
            still.textContent = "*, ::before, ::after { animation: none !important; transition: none !important; }";
            document.head.append(still);
          });
          // A few frames painted first (script is off in this page, so no requestAnimationFrame): an
          // item laid out only near the screen (`content-visibility: auto`) takes its remembered size
          // once painted; read before that, it had its placeholder size (22rem) in the first reading
          // and its own in the second.
          await page.waitForTimeout(250);
          await compareComputedStyles(page);
          await page.evaluate((css) => {
            // Before the stilling rules, which stay last in the cascade.
            const whole = Object.assign(document.createElement("style"), { textContent: css });
            document.head.insertBefore(whole, document.getElementById("still"));
          }, wholeStylesheet);
          const compared = await compareComputedStyles(page);
          expect(compared.after).toBe(compared.before);
          expect(compared.differences).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});
