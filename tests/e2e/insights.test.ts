import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteKey } from "./support/keys";
import { baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

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

const failing = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "boom" }),
  });

/** The three built-in sample articles: a white paper, a case study and a blog post, all leading to /resources. */
async function expectSampleArticles(page: Page) {
  await insights(page).getByRole("article").nth(2).waitFor({ timeout: 20_000 });
  const cards = insights(page).getByRole("article");
  expect(await cards.count()).toBe(3);
  const kinds = await cards.evaluateAll((els) => els.map((el) => el.querySelector("p")?.textContent));
  expect(kinds).toEqual(["White Paper", "Case Study", "Blog Post"]);
  const hrefs = await cards.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(hrefs).toEqual(["/resources", "/resources", "/resources"]);
}

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
  it("reads nothing until the section nears the screen, then loads it", async () => {
    const { page, context, errors } = await openPage(browser);
    // API calls, the section's island (its script), and any script that is supabase-js (found by
    // its content: its chunk's name is a hash).
    const requested: string[] = [];
    page.on("response", async (response) => {
      const url = response.url();
      if (url.includes("/rest/v1/") || url.includes("LatestInsights")) requested.push(url);
      else if (url.endsWith(".js") && (await response.text().catch(() => "")).includes("supabase-js")) {
        requested.push(url);
      }
    });
    await page.goto("/");
    // Not hydrated(page): that scrolls every island into view.
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    expect(await insights(page).getByText("Loading resources...").count()).toBe(1);

    await insights(page).scrollIntoViewIfNeeded();
    await insights(page).getByRole("heading", { level: 3, name: newestFeatured[0]!.title }).waitFor();
    expect(requested.some((url) => url.includes("/rest/v1/resources"))).toBe(true);
    expect(requested.some((url) => url.includes("LatestInsights"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the three newest featured resources, dates in the long US form", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto("/");
    await hydrated(page);
    await insights(page).scrollIntoViewIfNeeded();
    await insights(page).getByRole("heading", { level: 3, name: newestFeatured[0]!.title }).waitFor();
    expect(await cardTitles(page)).toEqual(newestFeatured.map((r) => r.title));
    const text = await insights(page).innerText();
    for (const row of newestFeatured) expect(text).toContain(usDate(row.date));
    for (const row of newestFeatured) {
      const link = insights(page).getByRole("link", { name: `Read more about ${row.title}`, exact: true });
      expect(await link.getAttribute("href")).toBe(row.read_more_url);
    }
    await expectNoAxeViolations(page, "/ (featured loaded)");
    expect(errors).toEqual([]);

    await insights(page).getByRole("link", { name: "View all resources" }).click();
    await page.waitForURL(`${baseURL()}/resources`);
    await page.getByRole("heading", { level: 1, name: "Resources" }).waitFor();
    await context.close();
  });

  it("shows a spinner with 'Loading resources...' while loading", async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/resources**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await hydrated(page);
    await insights(page).scrollIntoViewIfNeeded();
    const loading = insights(page).getByRole("status");
    await loading.filter({ hasText: "Loading resources..." }).waitFor();
    expect(await loading.locator("svg.animate-spin").count()).toBe(1);
    await expectNoAxeViolations(page, "/ (featured loading)");
    release();
    await insights(page).getByRole("heading", { level: 3, name: newestFeatured[0]!.title }).waitFor();
    expect(await insights(page).getByText("Loading resources...").count()).toBe(0);
    await context.close();
  });

  it("shows the sample articles, without a toast, when nothing is featured", async () => {
    const { page, context } = await openPage(browser);
    await page.route("**/rest/v1/resources**", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.goto("/");
    await hydrated(page);
    await insights(page).scrollIntoViewIfNeeded();
    await expectSampleArticles(page);
    expect(await page.getByText("Failed to load featured resources").count()).toBe(0);
    await context.close();
  });

  it("shows 'Failed to load featured resources' and the sample articles when loading fails", async () => {
    const { page, context } = await openPage(browser);
    await page.route("**/rest/v1/resources**", failing);
    await page.goto("/");
    await hydrated(page);
    await insights(page).scrollIntoViewIfNeeded();
    await page.getByText("Loading resources...").waitFor();
    // Three retries backing off 1 s, 2 s, 4 s come first.
    await page.getByText("Failed to load featured resources", { exact: true }).waitFor({ timeout: 20_000 });
    await expectSampleArticles(page);
    await expectNoAxeViolations(page, "/ (featured failed)");

    await insights(page)
      .getByRole("link", { name: /^Read more about/ })
      .first()
      .click();
    await page.waitForURL(`${baseURL()}/resources`);
    await context.close();
  });
});
