import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countApiWrites,
  describedBy,
  expectToast,
  failInsert,
  fillHoneypot,
  holdRequests,
  isFocused,
  storedRow,
  storedRows,
  uniqueEmail,
} from "./forms-helpers";
import { expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

const SUBSCRIBED = "Check your inbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open() {
  const opened = await openPage(browser);
  await opened.page.goto("/resources");
  await hydrated(opened.page);
  return opened;
}

const form = (page: Page) => page.getByRole("form", { name: "Stay Updated" });

async function subscribe(page: Page, email: string) {
  await form(page).getByLabel("Email address").fill(email);
  await form(page).getByRole("button", { name: "Subscribe" }).click();
}

describe("newsletter ('Stay Updated' on /resources)", () => {
  it("shows an inline message for an invalid address, focused, with no axe violations", async () => {
    const { page, context } = await open();
    await page.getByRole("heading", { level: 2, name: "Stay Updated" }).waitFor();
    await subscribe(page, "not-an-email");
    const input = form(page).getByLabel("Email address");
    await expect.poll(() => describedBy(input)).toContain("Please enter a valid email address");
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await isFocused(input)).toBe(true);
    await form(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "/resources with a newsletter error");
    await context.close();
  });

  it("stores the address trimmed and lowercased ('Submitting...' meanwhile); a second sign-up is a success and no second row", async () => {
    const { page, context } = await open();
    const email = uniqueEmail("news");
    const held = await holdRequests(page, "**/rest/v1/newsletter_subscribers*");
    await subscribe(page, `  ${email.toUpperCase()} `);
    await held.arrived;
    expect(await form(page).getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
    held.release();
    await expectToast(page, SUBSCRIBED);
    expect(await form(page).getByLabel("Email address").inputValue()).toBe("");
    expect(await storedRow("newsletter_subscribers", email)).toMatchObject({ email });

    await page.unroute("**/rest/v1/newsletter_subscribers*");
    const repeat = page.waitForResponse(
      (r) => r.url().includes("/rest/v1/newsletter_subscribers") && r.request().method() === "POST",
    );
    await subscribe(page, email);
    // Answered exactly as the first: nobody learns from it who subscribes.
    expect((await repeat).status()).toBe(201);
    await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: SUBSCRIBED }).count()).toBe(2);
    expect(await page.locator("[data-sonner-toast][data-type=error]").count()).toBe(0);
    expect(await storedRows("newsletter_subscribers", email)).toHaveLength(1);
    await context.close();
  });

  it("any other failure shows an error toast", async () => {
    const { page, context } = await open();
    await failInsert(page, "newsletter_subscribers");
    const email = uniqueEmail("news-fail");
    await subscribe(page, email);
    await expectToast(page, "Subscription failed", "We couldn't add your address just now. Please try again later.");
    expect(await storedRows("newsletter_subscribers", email)).toEqual([]);
    await context.close();
  });

  it("honeypot filled: success shown, nothing sent", async () => {
    const { page, context } = await open();
    const writes = countApiWrites(page);
    const email = uniqueEmail("news-bot");
    await form(page).getByLabel("Email address").fill(email);
    await fillHoneypot(form(page));
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, SUBSCRIBED);
    expect(writes).toEqual([]);
    expect(await storedRows("newsletter_subscribers", email)).toEqual([]);
    await context.close();
  });
});
