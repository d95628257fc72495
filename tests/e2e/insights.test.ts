import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteKey } from "./support/keys";
import { baseURL, expectNoAxeViolations, launchBrowser, openPage } from "./support/browser";

type Row = { title: string; type: string; date: string; featured: boolean; read_more_url: string };

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** '2025-03-05' → 'March 5, 2025', worked out here rather than with the page's own code. */
const usDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return `${months[m! - 1]} ${d}, ${y}`;
};

/** Every resource the seed holds, through the API with the anon key. */
async function seededResources(): Promise<Row[]> {
  const key = siteKey();
  const response = await fetch(`${baseURL()}/rest/v1/resources?select=*`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

const insights = (page: Page) => page.getByRole("region", { name: "Latest Insights" });
const cardTitles = (page: Page) => insights(page).getByRole("heading", { level: 3 }).allTextContents();

let browser: Browser;
let newestFeatured: Row[];
beforeAll(async () => {
  browser = await launchBrowser();
  const rows = await seededResources();
  newestFeatured = rows
    .filter((r) => r.featured)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
  // More featured rows than fit, so the limit and the order are both tested.
  expect(rows.filter((r) => r.featured).length).toBeGreaterThan(3);
});
afterAll(async () => {
  await browser?.close();
});

describe("Latest Insights on the home page", () => {
  // Static since the library became content: the home page is rendered again when the library changes, so the
  // section reads nothing in the browser and ships no script (the spec's loading and failure
  // states belonged to a browser read there is no longer; the sample articles still stand in
  // when nothing is featured: LatestInsights.test.tsx).
  it("is in the page's HTML: the three newest featured resources, without JavaScript", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    expect(await cardTitles(page)).toEqual(newestFeatured.map((r) => r.title));
    const text = await insights(page).innerText();
    for (const row of newestFeatured) expect(text).toContain(usDate(row.date));
    for (const row of newestFeatured) {
      const link = insights(page).getByRole("link", { name: `Read more about ${row.title}`, exact: true });
      expect(await link.getAttribute("href")).toBe(row.read_more_url);
    }
    await context.close();
  });

  it("reads nothing from the API and loads no script for it, axe-clean, leading to the library", async () => {
    const { page, context, errors } = await openPage(browser);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/") || request.url().includes("LatestInsights"))
        requested.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    await insights(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await cardTitles(page)).toEqual(newestFeatured.map((r) => r.title));
    expect(requested).toEqual([]);
    await expectNoAxeViolations(page, "/ (Latest Insights)");
    expect(errors).toEqual([]);

    await insights(page).getByRole("link", { name: "View all resources" }).click();
    await page.waitForURL(`${baseURL()}/resources`);
    await page.getByRole("heading", { level: 1, name: "Resources" }).waitFor();
    await context.close();
  });
});
