import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, type Page, chromium } from "playwright-core";
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
export async function openPage(browser: Browser, options: BrowserContextOptions & { javaScriptEnabled?: boolean } = DESKTOP) {
  const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, context, errors };
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

/** axe with the WCAG 2.2 A and AA rules; fails the test on any violation, listing them. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
