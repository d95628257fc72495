import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every route of the spec", () => {
  it.each(pages.map((p) => [p.path, p] as const))("%s is prerendered: its headings show without JavaScript", async (_path, page) => {
    const { page: tab, context } = await openPage(browser, { javaScriptEnabled: false });
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(tab.title()).resolves.toBe(page.title);
    expect(await tab.locator("html").getAttribute("lang")).toBe("en-GB");
    expect(await tab.locator('meta[name="description"]').getAttribute("content")).toBe(page.description);
    for (const heading of page.headings) {
      expect(await tab.getByRole("heading", { name: heading, exact: true }).count(), heading).toBeGreaterThan(0);
    }
    await context.close();
  });

  it.each(pages.map((p) => [p.path, p] as const))("%s hydrates, keeps its headings and has no axe violations", async (_path, page) => {
    const { page: tab, context, errors } = await openPage(browser);
    await tab.goto(page.path);
    await hydrated(tab);
    for (const heading of page.headings) {
      await tab.getByRole("heading", { name: heading, exact: true }).first().waitFor({ timeout: 5_000 });
    }
    await expectNoAxeViolations(tab, page.path);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("not found", () => {
  it("answers 404 with the spec's page and a link home, and logs the path", async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    expect(errors.some((e) => e.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it("serves pages with a trailing slash too", async () => {
    const response = await fetch(`${baseURL()}/about/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>About us | Kosmos</title>");
  });
});
