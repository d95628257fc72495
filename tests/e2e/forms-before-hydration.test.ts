import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, openPage } from "./support/browser";

// Every page with a form. Before hydration (a slow phone, or script that never arrives) the forms
// are plain HTML: submitting one would send a GET to the page, personal data in the address.
const FORM_PAGES = ["/", "/contact", "/apply", "/research-partnerships", "/incubation-programme", "/resources"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("forms before the page is interactive", () => {
  it.each(FORM_PAGES)("%s: the prerendered form cannot be submitted, so nothing lands in the address", async (path) => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    // The resource library's search box is a form too, without a button: its ?q= is meant to be shared.
    const forms = page.locator('form:has(button[type="submit"])');
    expect(await forms.count()).toBeGreaterThan(0);
    for (const form of await forms.all()) {
      await expect.poll(() => form.locator('button[type="submit"]').isDisabled()).toBe(true);
      const field = form.locator('input[type="text"], input[type="email"]').first();
      await field.fill("Ada Lovelace");
      await field.press("Enter");
      await form.locator('button[type="submit"]').click({ force: true });
    }
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it.each(FORM_PAGES)("%s: once hydrated, every submit button is enabled", async (path) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await hydrated(page);
    const buttons = await page.locator('form button[type="submit"]').all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    await context.close();
  });
});
