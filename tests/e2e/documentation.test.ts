import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { siteKey } from "./support/keys";
import { baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

type Doc = {
  id: string;
  title: string;
  description: string;
  sections: string[];
  summary: string | null;
  access_url: string;
  download_url: string | null;
};

/** What the seeded backend holds, read through the API with the anon key. */
async function seededDocumentation(): Promise<Doc[]> {
  const key = siteKey();
  const response = await fetch(`${baseURL()}/rest/v1/documentation?select=*&order=sort_order,id`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Doc[];
}

let browser: Browser;
let docs: Doc[];
beforeAll(async () => {
  browser = await launchBrowser();
  docs = await seededDocumentation();
});
afterAll(async () => {
  await browser?.close();
});

describe("documentation", () => {
  it("is prerendered with its headings, every published document and the support link", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/resources/documentation");
    await page.getByRole("heading", { level: 1, name: `${site.brand} Documentation` }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Technical Resources" }).waitFor();
    // The documents are in the HTML, in the order they were added.
    expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual(docs.map((d) => d.title));
    expect(await page.getByText("Loading documentation...").count()).toBe(0);
    await page.getByRole("heading", { level: 2, name: "Need Technical Support?" }).waitFor();
    const support = page.getByRole("link", { name: "Contact Support Team" });
    expect(await support.getAttribute("href")).toBe(`mailto:${site.emails.support}`);
    await context.close();
  });

  it("shows every document with its sections, summary and the right button", async () => {
    // The seed covers both buttons and documents with and without sections and a summary.
    expect(docs.some((d) => d.download_url)).toBe(true);
    expect(docs.some((d) => !d.download_url)).toBe(true);
    expect(docs.some((d) => d.sections.length > 0)).toBe(true);
    expect(docs.some((d) => d.sections.length === 0)).toBe(true);
    expect(docs.some((d) => d.summary)).toBe(true);
    expect(docs.some((d) => !d.summary)).toBe(true);

    const { page, context, errors } = await openPage(browser);
    await page.goto("/resources/documentation");
    await hydrated(page);
    await page.getByRole("heading", { level: 3, name: docs[0]!.title, exact: true }).waitFor();
    expect(await page.getByText("Loading documentation...").count()).toBe(0);
    expect((await page.getByRole("heading", { level: 3 }).allTextContents()).sort()).toEqual(
      docs.map((d) => d.title).sort(),
    );

    for (const doc of docs) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: doc.title, exact: true }) });
      expect(await card.innerText()).toContain(doc.description);

      const sections = card.getByRole("heading", { name: "Key Sections", exact: true });
      if (doc.sections.length > 0) {
        await sections.waitFor();
        expect(await card.getByRole("listitem").allTextContents()).toEqual(doc.sections);
      } else {
        expect(await sections.count()).toBe(0);
        expect(await card.getByRole("list").count()).toBe(0);
      }

      const summary = card.getByRole("heading", { name: "Executive Summary", exact: true });
      if (doc.summary) {
        await summary.waitFor();
        expect(await card.innerText()).toContain(doc.summary);
      } else {
        expect(await summary.count()).toBe(0);
      }

      // The spec: the button always leads to access_url; its words depend on download_url.
      const [shown, hidden] = doc.download_url
        ? ["Download Document", "Access Documentation"]
        : ["Access Documentation", "Download Document"];
      const button = card.getByRole("link", { name: `${shown}: ${doc.title}`, exact: true });
      expect(await button.getAttribute("href")).toBe(doc.access_url);
      expect(await card.getByText(hidden).count()).toBe(0);
    }

    await expectNoAxeViolations(page, "/resources/documentation (loaded)");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Failed to load documentation' when the backend fails", async () => {
    const { page, context } = await openPage(browser);
    await page.route("**/rest/v1/documentation**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "boom" }),
      }),
    );
    await page.goto("/resources/documentation");
    await hydrated(page);
    // Three retries backing off 1 s, 2 s, 4 s come first.
    await page.getByText("Failed to load documentation", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText("Loading documentation...").count()).toBe(0);
    // What was published stays shown.
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(docs.length);
    await expectNoAxeViolations(page, "/resources/documentation (failed load)");
    await context.close();
  });
});
