import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteKey } from "./support/keys";
import { DESKTOP, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

/** The columns the page reads (schema contract). */
type Row = {
  id: string;
  title: string;
  type: string;
  categories: string[];
  date: string;
  description: string;
  download_url: string | null;
  read_more_url: string;
};

const typeLabels: Record<string, string> = {
  "white-paper": "White Paper",
  "case-study": "Case Study",
  blog: "Blog Post",
  webinar: "Webinar",
  news: "News",
  video: "Video",
};
const categories = ["finance", "geopolitics", "technology", "platform"];
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

/** '2025-03-05' → '5 March 2025', worked out here rather than with the page's own code. */
const britishDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${months[m! - 1]} ${y}`;
};

/** What the seeded backend holds, read as the site reads it: through the API with the anon key. */
async function seededResources(): Promise<Row[]> {
  const key = siteKey();
  const response = await fetch(`${baseURL()}/rest/v1/resources?select=*`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Row[];
  // Newest first; rows sharing a date keep no particular order, so tests compare those as sets.
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

/** The spec's rule (§5), written independently of the page's code. */
function expectedTitles(rows: Row[], { search = "", category = "all", type = "all" }) {
  const needle = search.toLowerCase();
  return rows
    .filter((r) => r.title.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle))
    .filter((r) => category === "all" || r.categories.includes(category))
    .filter((r) => type === "all" || r.type === type)
    .map((r) => r.title);
}

const results = (page: Page) => page.getByRole("tabpanel");
const shownTitles = (page: Page) =>
  results(page).getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const countText = (n: number) => (n === 1 ? "1 resource" : `${n} resources`);
const searchBox = (page: Page) => page.getByPlaceholder("Search resources...");
const categorySelect = (page: Page) => page.getByLabel("Topic", { exact: true });
const typeSelect = (page: Page) => page.getByLabel("Content type", { exact: true });

/** Waits until exactly these titles are shown (in any order) and their number is announced. */
async function expectShown(page: Page, titles: string[]) {
  const sorted = [...titles].sort();
  await expect.poll(async () => (await shownTitles(page)).sort(), { timeout: 5_000 }).toEqual(sorted);
  await page
    .getByRole("status")
    .filter({ hasText: countText(titles.length) })
    .waitFor();
  if (titles.length === 0) {
    await results(page).getByRole("heading", { name: "No resources found" }).waitFor();
    await results(page).getByText("Try adjusting your search criteria").waitFor();
  }
}

/** The select shows this value (React may apply a navigation a moment after the address changes). */
const expectSelected = (select: ReturnType<Page["getByLabel"]>, value: string) =>
  expect.poll(() => select.inputValue(), { timeout: 5_000 }).toBe(value);

async function openLibrary(path = "/resources", options = DESKTOP) {
  const opened = await openPage(browser, options);
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

let browser: Browser;
let rows: Row[];
beforeAll(async () => {
  browser = await launchBrowser();
  rows = await seededResources();
  // The tests below need a library worth filtering.
  expect(rows.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await browser?.close();
});

describe("resource library, prerendered", () => {
  it("lists the published library with the heading and the filter bar before any script runs", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/resources");
    await page.getByRole("heading", { level: 1, name: "Resources" }).waitFor();
    await searchBox(page).waitFor();
    expect(await categorySelect(page).locator("option").allTextContents()).toEqual([
      "All Topics",
      "Finance",
      "Geopolitics",
      "Technology",
      "Platform",
    ]);
    expect(await typeSelect(page).locator("option").allTextContents()).toEqual([
      "All Types",
      "White Papers",
      "Case Studies",
      "Blog Posts",
      "Webinars",
      "News",
      "Videos",
    ]);
    // The library is in the HTML: every resource, newest first, its count announced.
    expect((await shownTitles(page)).sort()).toEqual(rows.map((r) => r.title).sort());
    await page
      .getByRole("status")
      .filter({ hasText: countText(rows.length) })
      .waitFor();
    expect(await page.getByText("Loading resources...").count()).toBe(0);
    await page.getByRole("heading", { name: "Stay Updated" }).waitFor();
    await context.close();
  });
});

describe("resource library, loaded", () => {
  it("lists every resource newest first, each with its type, British date, topics and links", async () => {
    const { page, context, errors } = await openLibrary();
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    // Newest first: the dates on the cards never increase down the page.
    const shownDates = await results(page)
      .locator("time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(shownDates).toEqual([...shownDates].sort().reverse());

    for (const row of rows) {
      const card = results(page)
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: row.title, exact: true }) });
      // As a reader sees it: the browser renders a card's text once it nears the screen.
      await card.scrollIntoViewIfNeeded();
      const text = await card.innerText();
      expect(text).toContain(typeLabels[row.type] ?? row.type);
      expect(text).toContain(britishDate(row.date));
      expect(text).toContain(row.description);
      const badges = await card.getByRole("list", { name: "Topics" }).getByRole("listitem").allTextContents();
      expect(badges).toEqual(row.categories.map((c) => c[0]!.toUpperCase() + c.slice(1)));
      const readMore = card.getByRole("link", { name: `Read more about ${row.title}`, exact: true });
      expect(await readMore.getAttribute("href")).toBe(row.read_more_url);
      const download = card.getByRole("link", { name: `Download PDF of ${row.title}`, exact: true });
      if (row.download_url) expect(await download.getAttribute("href")).toBe(row.download_url);
      else expect(await download.count()).toBe(0);
    }
    // The seed has resources with and without a PDF, so both branches above ran.
    expect(rows.some((r) => r.download_url)).toBe(true);
    expect(rows.some((r) => !r.download_url)).toBe(true);

    await expectNoAxeViolations(page, "/resources (loaded)");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows three columns on large screens and two on medium ones, in the grid view", async () => {
    const columnsAt = async (width: number) => {
      const { page, context } = await openLibrary("/resources", { viewport: { width, height: 900 } });
      await expectShown(
        page,
        rows.map((r) => r.title),
      );
      const tops = await results(page)
        .getByRole("article")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      await context.close();
      return tops.filter((top) => Math.abs(top - tops[0]!) < 1).length;
    };
    expect(await columnsAt(1280)).toBe(3);
    expect(await columnsAt(800)).toBe(2);
    expect(await columnsAt(390)).toBe(1);
  });

  it("switches to the list view and back, by mouse and by keyboard", async () => {
    const { page, context } = await openLibrary();
    const grid = page.getByRole("tab", { name: "Grid View" });
    const list = page.getByRole("tab", { name: "List View" });
    await expect.poll(() => grid.getAttribute("aria-selected")).toBe("true");
    await expectShown(
      page,
      rows.map((r) => r.title),
    );

    await list.click();
    await expect.poll(() => list.getAttribute("aria-selected")).toBe("true");
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    const boxes = await results(page)
      .getByRole("article")
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, top: r.top, width: r.width })),
      );
    // One resource a row, full width, stacked.
    expect(new Set(boxes.map((b) => Math.round(b.left))).size).toBe(1);
    expect(boxes.every((b, i) => i === 0 || b.top > boxes[i - 1]!.top)).toBe(true);
    expect(boxes[0]!.width).toBeGreaterThan(900);
    await expectNoAxeViolations(page, "/resources (list view)");

    // Filters still apply in the list view.
    await typeSelect(page).selectOption("blog");
    await expectShown(page, expectedTitles(rows, { type: "blog" }));

    await list.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => grid.getAttribute("aria-selected")).toBe("true");
    await expectShown(page, expectedTitles(rows, { type: "blog" }));
    await context.close();
  });
});

describe("filters", () => {
  it("search matches the title or the description, ignoring case, and keeps history clean", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/resources/documentation");
    await page.goto("/resources");
    await hydrated(page);
    await expectShown(
      page,
      rows.map((r) => r.title),
    );

    // A word from one resource's description that its title lacks, typed in capitals.
    const descriptionOnly = (r: Row) =>
      r.description.split(" ").find((w) => /^[a-z]{7,}$/i.test(w) && !r.title.toLowerCase().includes(w.toLowerCase()));
    const described = rows.find((r) => descriptionOnly(r))!;
    const byDescription = descriptionOnly(described)!.toUpperCase();
    await searchBox(page).pressSequentially(byDescription, { delay: 20 });
    const expected = expectedTitles(rows, { search: byDescription });
    expect(expected).toContain(described.title);
    await expectShown(page, expected);
    expect(new URL(page.url()).searchParams.get("q")).toBe(byDescription);

    // Part of a title, in lower case.
    const byTitle = rows[0]!.title.slice(2, 12).toLowerCase();
    await searchBox(page).fill(byTitle);
    await expectShown(page, expectedTitles(rows, { search: byTitle }));

    // Typing replaced the history entry instead of adding one per keystroke.
    await page.goBack();
    await page.waitForURL(`${baseURL()}/resources/documentation`);
    await context.close();
  });

  it("filters by each topic and each content type", async () => {
    const { page, context } = await openLibrary();
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    for (const category of categories) {
      await categorySelect(page).selectOption(category);
      await expectShown(page, expectedTitles(rows, { category }));
      expect(new URL(page.url()).searchParams.get("category")).toBe(category);
    }
    await categorySelect(page).selectOption("all");
    for (const type of Object.keys(typeLabels)) {
      await typeSelect(page).selectOption(type);
      await expectShown(page, expectedTitles(rows, { type }));
    }
    await typeSelect(page).selectOption("all");
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("combines search, topic and type (AND), and shows the empty state", async () => {
    const { page, context } = await openLibrary();
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    // A combination the data holds: the newest resource's own type and first topic and a word of its title.
    const target = rows[0]!;
    const filters = {
      search: target.title.split(" ")[0]!.toLowerCase(),
      category: target.categories[0]!,
      type: target.type,
    };
    await searchBox(page).fill(filters.search);
    await categorySelect(page).selectOption(filters.category);
    await typeSelect(page).selectOption(filters.type);
    const expected = expectedTitles(rows, filters);
    expect(expected).toContain(target.title);
    await expectShown(page, expected);
    // Each filter narrows what the others let through.
    expect(expected.length).toBeLessThanOrEqual(expectedTitles(rows, { search: filters.search }).length);

    // A type that no resource with this topic and search has gives the empty state.
    const otherType = Object.keys(typeLabels).find((type) => expectedTitles(rows, { ...filters, type }).length === 0)!;
    await typeSelect(page).selectOption(otherType);
    await expectShown(page, []);
    await expectNoAxeViolations(page, "/resources (no results)");
    await context.close();
  });

  it("reads the search, topic and type from a shared address", async () => {
    const target = rows[1]!;
    const filters = {
      search: target.title.split(" ")[0]!.toUpperCase(),
      category: target.categories[0]!,
      type: target.type,
    };
    const query = new URLSearchParams({ q: filters.search, category: filters.category, type: filters.type });
    const { page, context, errors } = await openLibrary(`/resources?${query}`);
    const expected = expectedTitles(rows, filters);
    expect(expected).toContain(target.title);
    await expectShown(page, expected);
    await expect.poll(() => searchBox(page).inputValue()).toBe(filters.search);
    await expectSelected(categorySelect(page), filters.category);
    await expectSelected(typeSelect(page), filters.type);
    // The prerendered page had no query string; hydrating over it must not upset React.
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("?type= preset", () => {
  it("presets the type on arrival and applies it again on every change of the query string", async () => {
    const { page, context } = await openLibrary("/resources?type=blog");
    await expectSelected(typeSelect(page), "blog");
    await expectShown(page, expectedTitles(rows, { type: "blog" }));

    await typeSelect(page).selectOption("webinar");
    await page.waitForURL(/\?type=webinar$/);
    await expectShown(page, expectedTitles(rows, { type: "webinar" }));

    await page.goBack();
    await page.waitForURL(/\?type=blog$/);
    await expectSelected(typeSelect(page), "blog");
    await expectShown(page, expectedTitles(rows, { type: "blog" }));

    await page.goForward();
    await page.waitForURL(/\?type=webinar$/);
    await expectSelected(typeSelect(page), "webinar");
    await expectShown(page, expectedTitles(rows, { type: "webinar" }));
    await context.close();
  });

  it("applies the type from a link followed within the site, and drops it going back", async () => {
    // A resource whose 'Read more' leads to the library filtered by a type (the seed has such links).
    const linking = rows.find((r) => /^\/resources\?type=[a-z-]+$/.test(r.read_more_url));
    expect(linking, "a seeded resource linking to /resources?type=…").toBeDefined();
    const type = new URLSearchParams(linking!.read_more_url.split("?")[1]).get("type")!;

    const { page, context } = await openLibrary();
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    await page.getByRole("link", { name: `Read more about ${linking!.title}`, exact: true }).click();
    await page.waitForURL(`${baseURL()}${linking!.read_more_url}`);
    await expectSelected(typeSelect(page), type);
    await expectShown(page, expectedTitles(rows, { type }));

    await page.goBack();
    await page.waitForURL(`${baseURL()}/resources`);
    await expectSelected(typeSelect(page), "all");
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    await context.close();
  });
});

describe("resource library, failing backend", () => {
  it("logs the error and shows 'Failed to load resources', keeping the published library shown", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.route("**/rest/v1/resources**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "boom" }),
      }),
    );
    await page.goto("/resources");
    await hydrated(page);
    // Three retries backing off 1 s, 2 s, 4 s come first.
    await page.getByText("Failed to load resources", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText("Loading resources...").count()).toBe(0);
    await expectShown(
      page,
      rows.map((r) => r.title),
    );
    expect(errors.some((e) => e.includes("Failed to load resources"))).toBe(true);
    await expectNoAxeViolations(page, "/resources (failed load)");
    await context.close();
  });
});
