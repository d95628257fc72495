import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  chromium,
} from "playwright-core";
import { expect, inject } from "vitest";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with nothing reaching out to the (absent) internet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const baseURL = () => inject("baseURL");

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * A fresh page in its own context. Console errors and failed page errors are collected
 * so a test can assert a clean console.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { javaScriptEnabled?: boolean } = DESKTOP,
) {
  const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, context, errors };
}

/**
 * Waits until every island on the page has run. Astro removes an island's `ssr` attribute once
 * it has hydrated; islands that wait to be visible are scrolled to first, each kept in view until
 * it has run (moving on at once, or a layout change above it, could take it out of view before
 * its observer fired, which left it waiting for ever on a busy machine), then the page goes back
 * to the top. Pages without islands are ready as soon as they have loaded.
 */
export async function hydrated(page: Page) {
  const islands = page.locator("astro-island");
  for (const island of await islands.all()) {
    if ((await island.getAttribute("client")) !== "seen") continue;
    // Scrolled to again until it has run: another island rendering above it (the library's
    // cards) can push it back out of view before its observer fires.
    const deadline = Date.now() + 15_000;
    while ((await island.getAttribute("ssr")) !== null) {
      if (Date.now() > deadline) throw new Error("a client:seen island did not run within 15 s of being scrolled to");
      // Scrolled by the page itself: Playwright's scrollIntoViewIfNeeded waits for the element to
      // stop moving, and a list's loading spinner never does.
      await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView({ block: "nearest" }));
      await page.waitForTimeout(100);
    }
  }
  await page.waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0, null, {
    timeout: 15_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until the island around `inner` has run (scrolling it into view if it waits for that). */
export async function islandReady(page: Page, inner: Locator) {
  await inner.scrollIntoViewIfNeeded();
  await inner
    .locator("xpath=ancestor::astro-island[1]")
    .and(page.locator("astro-island:not([ssr])"))
    .waitFor({ timeout: 15_000 });
}

/**
 * axe with the WCAG 2.2 A and AA rules, and the experimental label-in-name rule, label-content-name-mismatch (WCAG 2.5.3: a
 * control's accessible name contains its visible text) that axe leaves off by default;
 * fails the test on any violation, listing them.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page });
  // A frame showing another page (the preview of a draft) is that page's to pass, on its own.
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * axe on a preview of a draft, opened in its own tab. A preview runs no script at all (its
 * policy's sandbox), so axe's own cannot run in it either: the same address is opened with the
 * preview's markup as the server sent it, less the sandbox, and axe runs on that.
 */
export async function expectPreviewAxeClean(context: BrowserContext, address: string, label: string) {
  const sent = await context.request.get(address);
  expect(sent.status()).toBe(200);
  expect(sent.headers()["content-security-policy"]).toContain("sandbox allow-same-origin");
  const html = await sent.text();
  const page = await context.newPage();
  try {
    await page.route(
      (url) => url.pathname + url.search === address,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await page.goto(address);
    await expectNoAxeViolations(page, label);
  } finally {
    await page.close();
  }
}
