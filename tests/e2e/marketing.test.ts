import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { journey } from "~/content/institute";
import { DESKTOP, PHONE, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

// The marketing pages, written out rather than read from the route table so a renamed path fails here.
const MARKETING_PATHS = [
  "/",
  "/platform",
  "/platform/core-engine",
  "/platform/studio",
  "/solutions/finance",
  "/technology",
  "/kosmos-labs",
  "/kosmos-institute",
] as const;

const SUCCESS_STORIES = ["Systemic Risk Analysis", "Regulatory Compliance", "Policy Impact Assessment"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where an element sits relative to the visible area, below the fixed header. */
async function placement(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return { top: box.top, bottom: box.bottom, headerBottom: header, viewport: window.innerHeight };
  });
}

describe("home page anchors", () => {
  it.each(["solutions", "platform"])("/#%s lands on its section, clear of the fixed header", async (id) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`/#${id}`);
    // The browser scrolls to the fragment on load; give layout a moment to settle before measuring.
    await page.waitForFunction(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
      },
      `#${id}`,
      { timeout: 5_000 },
    );
    const where = await placement(page, `#${id}`);
    expect(where.top).toBeGreaterThanOrEqual(0);
    expect(where.top).toBeLessThan(where.viewport);
    const heading = await placement(page, `#${id} h2`);
    expect(heading.top).toBeGreaterThanOrEqual(heading.headerBottom);
    expect(heading.bottom).toBeLessThanOrEqual(heading.viewport);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has both anchors in the prerendered page", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto("/");
    await expect(page.locator("section#solutions").getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "Our Solution",
    );
    expect(await page.locator("section#platform").count()).toBe(1);
    await context.close();
  });
});

describe("home page content", () => {
  it("links the hero and closing buttons to the platform and the contact page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    const hero = page.locator("section").first();
    expect(await hero.getByRole("link", { name: "Explore Platform" }).getAttribute("href")).toBe("/platform");
    expect(await hero.getByRole("link", { name: "Request a Demo" }).getAttribute("href")).toBe("/contact");
    const closing = page.locator("section", {
      has: page.getByRole("heading", { name: "Ready to Transform Your Financial Intelligence?" }),
    });
    expect(await closing.getByRole("link", { name: "Request a Demo" }).getAttribute("href")).toBe("/contact");
    expect(await closing.getByRole("link", { name: "Explore Platform" }).getAttribute("href")).toBe("/platform");
    await context.close();
  });

  it("shows the demo card as one described image with 12 bars that animate", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, reducedMotion: "no-preference" });
    await page.goto("/");
    const card = page.getByRole("img", { name: /twelve bars/ });
    expect(await card.count()).toBe(1);
    const bars = card.locator(".demo-bar");
    expect(await bars.count()).toBe(12);
    const animations = await bars.evaluateAll((elements) => elements.map((el) => getComputedStyle(el).animationName));
    expect(animations.every((name) => name !== "none")).toBe(true);
    await context.close();
  });

  it("keeps the bars still for visitors who prefer reduced motion", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, reducedMotion: "reduce" });
    await page.goto("/");
    const bars = page.locator(".demo-bar");
    expect(await bars.count()).toBe(12);
    const animations = await bars.evaluateAll((elements) => elements.map((el) => getComputedStyle(el).animationName));
    expect(animations).toEqual(Array(12).fill("none"));
    await context.close();
  });

  it("names each 'Learn more' link after its story and sends all three to /solutions/finance", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    await hydrated(page);
    const links = page.getByRole("link", { name: /^Learn more/ });
    expect(await links.count()).toBe(3);
    for (const story of SUCCESS_STORIES) {
      const link = page.getByRole("link", { name: `Learn more about ${story}`, exact: true });
      expect(await link.getAttribute("href"), story).toBe("/solutions/finance");
      // What a sighted visitor reads: the story's name is for screen readers only.
      const visibleText = await link.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
        return copy.textContent?.trim();
      });
      expect(visibleText).toBe("Learn more");
    }
    await links.first().click();
    await page.waitForURL(`${baseURL()}/solutions/finance`);
    await page.getByRole("heading", { level: 1, name: "Solutions for Finance" }).waitFor();
    await context.close();
  });

  it("opens the partner's site in a new tab, safely, and says so", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    const link = page.getByRole("link", { name: new RegExp(`${site.partner.name}.*opens in a new tab`) });
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("href")).toBe(site.partner.url);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect((await link.getAttribute("rel"))?.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    const trusted = page.locator("section", {
      has: page.getByRole("heading", { name: "Trusted by Industry Leaders" }),
    });
    // Read as a reader does, once scrolled to: the browser renders this section as it nears the screen.
    await trusted.locator("figcaption").scrollIntoViewIfNeeded();
    await expect.poll(() => trusted.locator("figcaption").innerText()).toMatch(/Chief Risk Officer/i);
    await context.close();
  });
});

describe("platform overview", () => {
  it("links Finance and shows Government and Future Sectors as unavailable, not as links", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/platform");
    await hydrated(page);
    expect(await page.getByRole("link", { name: "Finance", exact: true }).getAttribute("href")).toBe(
      "/solutions/finance",
    );
    for (const sector of ["Government", "Future Sectors"]) {
      expect(await page.getByRole("link", { name: new RegExp(sector) }).count(), sector).toBe(0);
      const item = page.locator('[aria-disabled="true"]', { hasText: sector });
      expect(await item.count(), sector).toBe(1);
      await expect(item.innerText()).resolves.toContain("Coming soon");
      const focusable = await item.evaluate(
        (el) =>
          el.matches("a, button, [tabindex]") ||
          el.closest("a, button") !== null ||
          el.querySelector("a, button, input, select, textarea, [tabindex]") !== null,
      );
      expect(focusable, sector).toBe(false);
    }
    await context.close();
  });
});

describe("the Institute's work as a timeline", () => {
  it.each([
    { size: "desktop", viewport: DESKTOP, direction: "across the page" },
    { size: "phone", viewport: PHONE, direction: "down the page" },
  ])("at $size size lists the four steps in order, $direction", async ({ viewport }) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto("/kosmos-institute");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: journey.title }) });
    await expect(section.innerText()).resolves.toContain(journey.intro);
    // An ordered list, so a screen reader announces the order the line shows; the numbers are drawn.
    const steps = section.locator("ol > li");
    expect(await steps.locator("h3").allInnerTexts()).toEqual(journey.steps.map((step) => step.title));
    expect(await steps.locator("p").allInnerTexts()).toEqual(journey.steps.map((step) => step.text));
    const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    if (viewport === DESKTOP) expect(new Set(tops).size).toBe(1);
    else
      expect(
        tops.every((top, i) => i === 0 || top > tops[i - 1]!),
        `tops ${tops.join(", ")}`,
      ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("marketing pages at %s size", (_label, viewport) => {
  it.each(MARKETING_PATHS)("%s has no axe violations", async (path) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, `${path} (${_label})`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("nothing is fetched from another origin", () => {
  it.each(MARKETING_PATHS)("%s loads only from its own origin", async (path) => {
    const { page, context } = await openPage(browser);
    const origin = new URL(baseURL()).origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // data: and blob: URLs never leave the browser; anything over the network must be ours.
      if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) foreign.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    // Bring lazy images into view so they are requested too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    await context.close();
  });
});
