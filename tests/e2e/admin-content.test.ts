/**
 * The resource library in the back office (decision 047), in Chromium against a
 * server of this file's own (a publish replaces files of the served folder): a resource is content,
 * edited with the content types' editor. Refused field by field while invalid (in the browser, as
 * the database would), not lost when the backend fails, published to /resources within seconds,
 * featured on the home page, then hidden and gone from the library. axe on each screen.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describedBy } from "./forms-helpers";
import { DESKTOP, expectNoAxeViolations, hydrated, openPage, PHONE } from "./support/browser";
import { liveAfter, startOwnSite, type OwnSite } from "./support/publishing";
import { signIn } from "./support/staff";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

const LISTED = "/, /home, /resources, /sitemap.xml";

/** The library's result titles on /resources, once its island has read them. */
async function publicTitles(page: Page): Promise<string[]> {
  await page.goto("/resources");
  await hydrated(page);
  const titles = page.getByRole("tabpanel").getByRole("article").getByRole("heading", { level: 3 });
  await titles.first().waitFor();
  return titles.allTextContents();
}

describe("the resource editor", () => {
  it("refuses invalid addresses on their fields, keeps what was typed when the save fails, publishes a resource that /resources shows seconds later, features it, and hides it", async () => {
    const title = `Contagion in repo markets ${randomUUID().slice(0, 6)}`;
    const editor = await site.member("resources-editor@kosmos.example", ["editor"]);
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/content/resources");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByText("What Supervisors Asked Us in 2025").waitFor();
      await page.getByRole("button", { name: "New resource" }).click();
      const form = page.getByRole("form", { name: "New resource" });
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByLabel("Type", { exact: true }).selectOption({ label: "White Paper" });
      await form.getByLabel("Date", { exact: true }).fill("2099-01-01");
      await form
        .getByLabel("Description", { exact: true })
        .fill("How a fire sale in one repo market reaches the others.");
      const readMore = form.getByLabel("Read-more address (optional)");
      await readMore.fill("javascript:alert(1)");
      await form.getByRole("button", { name: "Publish resource" }).click();

      // No category, a hostile link: each said beside its field.
      const categories = form.getByRole("group", { name: "Categories" });
      await categories.getByText("Categories: choose at least one").waitFor();
      expect(await describedBy(categories)).toContain("Categories: choose at least one");
      expect(await describedBy(readMore)).toContain(
        "Read-more address: an address starting with https://, mailto: or / (a page of this site)",
      );
      expect(await readMore.getAttribute("aria-invalid")).toBe("true");
      // The valid fields are not marked, and what was typed is still there.
      expect(await form.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBeNull();
      expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
      await expectNoAxeViolations(page, "resource form with errors");

      await categories.getByRole("checkbox", { name: "Finance" }).check();
      await readMore.fill("https://kosmos.example/papers/repo-contagion");
      // A backend that fails the save: said so, and nothing typed is lost.
      const unavailable = { code: "PGRST000", message: "Database unavailable", details: null, hint: null };
      await page.route("**/rest/v1/content_items*", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify(unavailable) })
          : route.continue(),
      );
      await form.getByRole("button", { name: "Publish resource" }).click();
      await form.getByText("Nothing was saved").waitFor();
      expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
      expect(await readMore.inputValue()).toBe("https://kosmos.example/papers/repo-contagion");
      expect(await categories.getByRole("checkbox", { name: "Finance" }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, "resource form after a failed save");
      await page.unroute("**/rest/v1/content_items*");

      // Published: listed on /resources in another tab, its page rendered again within seconds.
      await liveAfter(page, form.getByRole("button", { name: "Publish resource" }), LISTED);
      await page.getByText(title, { exact: true }).waitFor();
      await expectNoAxeViolations(page, "resources after publishing one");
      const visitor = await context.newPage();
      expect(await publicTitles(visitor)).toContain(title);
      expect(await site.pageText("/")).not.toContain(title);

      // Featured on the home page: a box of the resource's own form.
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const edit = page.getByRole("form", { name: "Edit resource" });
      await edit.getByRole("checkbox", { name: "Featured on the home page" }).check();
      await expectNoAxeViolations(page, "a resource's form");
      await liveAfter(page, edit.getByRole("button", { name: "Save and publish" }), LISTED);
      expect(await site.pageText("/")).toContain(title);

      // Hidden: gone from the library and the home page.
      await liveAfter(page, page.getByRole("button", { name: `Hide ${title}` }), LISTED);
      await page.getByRole("button", { name: `Show ${title}` }).waitFor();
      expect(await publicTitles(visitor)).not.toContain(title);
      expect(await site.pageText("/")).not.toContain(title);
      expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** What the server answers for a path, without following a redirect: its status and where it leads. */
async function answerFor(path: string): Promise<[number, string | null]> {
  const answer = await fetch(site.server.url + path, { redirect: "manual" });
  return [answer.status, answer.headers.get("location")];
}

/** Asks until the server answers `expected` (a publish takes a moment), for at most 15 s. */
async function untilAnswer(path: string, expected: [number, string | null]) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (JSON.stringify(await answerFor(path)) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await answerFor(path)).toEqual(expected);
}

describe("redirects", () => {
  it("lets an admin send an old address to a page, refusing a loop beside its field, and remove it again", async () => {
    const admin = await site.member("redirects-admin@kosmos.example", ["admin"]);
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      expect(await answerFor("/team")).toEqual([404, null]);
      await page.goto("/admin/#/redirects");
      await signIn(page, admin);
      await page.getByRole("heading", { name: "Redirects", level: 1 }).waitFor();
      await page.getByText("No redirects yet.").waitFor();
      await expectNoAxeViolations(page, "the redirects page");

      const from = page.getByLabel("From", { exact: true });
      const to = page.getByLabel("To", { exact: true });
      await from.fill("/team");
      await to.fill("/team");
      await page.getByRole("button", { name: "Add redirect" }).click();
      await page.getByText("To: a redirect cannot lead to its own address").waitFor();
      expect(await describedBy(to)).toContain("To: a redirect cannot lead to its own address");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("to");
      await expectNoAxeViolations(page, "the redirects page refusing a loop");
      expect(await answerFor("/team")).toEqual([404, null]);

      await to.fill("/our-team");
      await page.getByRole("button", { name: "Add redirect" }).click();
      await page.getByText("/team now leads to /our-team; the site serves it within seconds.").waitFor();
      await page.getByRole("rowheader", { name: "/team" }).waitFor();
      await untilAnswer("/team", [301, "/our-team"]);
      const visitor = await context.newPage();
      await visitor.goto("/team");
      expect(new URL(visitor.url()).pathname).toBe("/our-team");
      await visitor.close();

      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "the redirects page at phone width");
      await page.getByRole("button", { name: "Remove the redirect from /team" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remove redirect" }).click();
      await page.getByText("/team no longer leads anywhere: it is a page not found.").waitFor();
      await untilAnswer("/team", [404, null]);
      // The one refusal, of the loop: the database's 400, said beside the field.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    } finally {
      await context.close();
    }
  });
});
