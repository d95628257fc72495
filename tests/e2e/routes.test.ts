import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { DESKTOP, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every route of the spec", () => {
  it.each(pages.map((p) => [p.path, p] as const))(
    "%s is prerendered: its headings show without JavaScript",
    async (_path, page) => {
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
    },
  );

  it.each(pages.map((p) => [p.path, p] as const))(
    "%s hydrates, keeps its headings and has no axe violations",
    async (_path, page) => {
      const { page: tab, context, errors } = await openPage(browser);
      await tab.goto(page.path);
      await hydrated(tab);
      for (const heading of page.headings) {
        await tab.getByRole("heading", { name: heading, exact: true }).first().waitFor({ timeout: 5_000 });
      }
      await expectNoAxeViolations(tab, page.path);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("not found", () => {
  // The attempted path is logged by the server (server/site/plugin.ts); the page itself has no script.
  it.each([true, false])(
    "answers 404 with the spec's page and a link home (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { page, context, errors } = await openPage(browser, { ...DESKTOP, javaScriptEnabled });
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
      // axe runs in the page, so only with JavaScript on; the page is the same either way (it has no script).
      if (javaScriptEnabled) await expectNoAxeViolations(page, "the not-found page");
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(`${baseURL()}/`);
      await context.close();
    },
  );

  it("serves pages with a trailing slash too", async () => {
    const response = await fetch(`${baseURL()}/about/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>About us | Kosmos</title>");
  });
});
