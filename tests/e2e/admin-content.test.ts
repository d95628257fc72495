/**
 * The staff area's resource editor (issue 13) in Chromium against the real server: a resource
 * refused field by field while invalid, saved, shown on /resources at its next load, then deleted.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describedBy } from "./forms-helpers";
import { expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";
import { enrolledStaff, signIn, type StaffMember } from "./support/staff";

let browser: Browser;
let staff: StaffMember;
beforeAll(async () => {
  staff = await enrolledStaff("content");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

/** The library's result titles on /resources, once its island has read them. */
async function publicTitles(page: Page): Promise<string[]> {
  await page.goto("/resources");
  await hydrated(page);
  const titles = page.getByRole("tabpanel").getByRole("article").getByRole("heading", { level: 3 });
  await titles.first().waitFor();
  return titles.allTextContents();
}

describe("the resource editor", () => {
  it("refuses an invalid address on its field, saves a resource that /resources shows seconds later, and deletes it", async () => {
    const title = `Contagion in repo markets ${randomUUID().slice(0, 6)}`;
    const { page, context, errors } = await openPage(browser);
    await page.goto("/admin/#/content/resources");
    await signIn(page, staff);
    await heading(page, "Resources").waitFor();
    await page.getByRole("button", { name: "New resource" }).click();
    const form = page.getByRole("form", { name: "New resource" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Type", { exact: true }).selectOption({ label: "White Paper" });
    await form.getByRole("checkbox", { name: "Finance" }).check();
    await form.getByLabel("Description").fill("How a fire sale in one repo market reaches the others.");
    const readMore = form.getByLabel("Read-more address");
    await readMore.fill("javascript:alert(1)");
    const image = form.getByLabel("Image address (optional)");
    await image.fill("kosmos.example/picture.png");
    await form.getByRole("button", { name: "Save resource" }).click();

    await form.getByRole("alert").filter({ hasText: "Check the fields marked below." }).waitFor();
    expect(await describedBy(readMore)).toContain(
      "The read-more address must be a full address starting with https:// or http://",
    );
    expect(await readMore.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(image)).toContain(
      "The image address must be a full address starting with https:// or http://",
    );
    // The valid fields are not marked, and what was typed is still there.
    expect(await form.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBeNull();
    expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    await expectNoAxeViolations(page, "resource form with errors");

    await readMore.fill("https://kosmos.example/papers/repo-contagion");
    await image.fill("");
    // A backend that fails the save: said so, and nothing typed is lost.
    const unavailable = { code: "PGRST000", message: "Database unavailable", details: null, hint: null };
    await page.route("**/rest/v1/resources*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify(unavailable) })
        : route.continue(),
    );
    await form.getByRole("button", { name: "Save resource" }).click();
    await form
      .getByRole("alert")
      .filter({ hasText: "Not saved:" })
      .filter({ hasText: "Your changes are still here; try again." })
      .waitFor();
    expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(await readMore.inputValue()).toBe("https://kosmos.example/papers/repo-contagion");
    await expectNoAxeViolations(page, "resource form after a failed save");
    await page.unroute("**/rest/v1/resources*");
    await form.getByRole("button", { name: "Save resource" }).click();
    await page.getByText(`Saved “${title}”.`).waitFor();
    await page.getByText(title, { exact: true }).waitFor();
    await expectNoAxeViolations(page, "resources after saving");
    // Featured is a toggle whose name holds its visible word.
    const featured = page.getByRole("button", { name: `Featured: ${title}` });
    expect(await featured.getAttribute("aria-pressed")).toBe("false");
    await featured.click();
    await page.getByText(`“${title}” is featured.`).waitFor();
    await expect.poll(() => featured.getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations(page, "resources with the new one featured");

    // The public library, in another tab: its page is rendered again within seconds (issue 37).
    await page
      .getByRole("status")
      .filter({ hasText: /^Live on \/, \/home, \/resources, \/sitemap\.xml since / })
      .waitFor({
        timeout: 30_000,
      });
    const visitor = await context.newPage();
    expect(await publicTitles(visitor)).toContain(title);

    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete resource" }).click();
    await page.getByText(`Deleted “${title}”.`).waitFor();
    await expect.poll(() => page.getByText(title, { exact: true }).count()).toBe(0);
    await expect.poll(() => publicTitles(visitor), { timeout: 30_000 }).not.toContain(title);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });
});
