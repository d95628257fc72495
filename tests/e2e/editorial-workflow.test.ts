/**
 * Sign-off and the checks before publish, in Chromium against a server of this file's
 * own (a copy of the build, since approving publishes): an admin requires sign-off for success
 * stories; an editor's change is submitted for review, not published, and the author has no way
 * to approve it; a colleague previews the change, approves it, and the home page shows it; a change
 * submitted with a time is approved for that time and waits in the schedule. A document of the
 * documentation page is drafted and previewed as any content, its list showing the draft even
 * after the page's island has read the live rows; a resource's draft article is previewed at its
 * own address, off the site until published. A page
 * title too long for search results is held back with the field named and how to mend it, and an
 * admin publishes it anyway with a reason the audit log keeps. axe on each new screen.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { londonLocal, londonTime } from "../../src/admin/ui/london-time";
import { DESKTOP, expectNoAxeViolations, expectPreviewAxeClean, openPage, PHONE } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import type { TestServer } from "./support/server";
import { openStaffPage, signIn, type StaffMember } from "./support/staff";

let site: OwnSite;
let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  site = await startOwnSite();
  ({ browser, server } = site);
}, 120_000);
afterAll(() => site?.stop());
const member = (email: string, roles: string[]) => site.member(email, roles);
const pageText = (path: string) => site.pageText(path);
const CLAIM = "Reduced potential losses by 22% in the bank’s own stress test.";

async function openType(page: Page, who: StaffMember, label: string) {
  await openFromMenu(page, who, "Site content");
  await page.getByRole("link", { name: label }).click();
  await page.getByRole("heading", { name: label, level: 1 }).waitFor();
}

/** Signs `who` in and opens the staff area's menu entry `name` (the library's editors are there). */
async function openFromMenu(page: Page, who: StaffMember, name: string) {
  await page.goto("/admin/");
  await signIn(page, who);
  await openStaffPage(page, name);
}

/** A page signed in as `who` on the list of the content type `label`, closed after `steps`, which leave no page error. */
async function onType(who: StaffMember, label: string, steps: (page: Page) => Promise<void>) {
  const opened = await openPage(browser, { ...DESKTOP, baseURL: server.url });
  try {
    await openType(opened.page, who, label);
    await steps(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

describe("sign-off", () => {
  it("holds an editor's claim until a colleague approves it, then the home page shows it", async () => {
    const admin = await member("admin@kosmos.example", ["admin"]);
    const author = await member("author@kosmos.example", ["editor"]);
    const colleague = await member("colleague@kosmos.example", ["editor"]);

    const first = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openType(first.page, admin, "Success stories");
      await first.page.getByLabel("Changes need a colleague’s sign-off before they are published").check();
      await expect
        .poll(() => first.page.getByLabel("Changes need a colleague’s sign-off before they are published").isChecked())
        .toBe(true);
      await expectNoAxeViolations(first.page, "a content type with its sign-off setting");
    } finally {
      await first.context.close();
    }

    const authoring = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    let title = "";
    try {
      const { page } = authoring;
      await openType(page, author, "Success stories");
      await page.getByText("Changes here need a colleague’s sign-off before they are published.").waitFor();
      const edit = page.getByRole("button", { name: /^Edit / }).first();
      title = (await edit.getAttribute("aria-label"))!.slice("Edit ".length);
      await edit.click();
      const form = page.getByRole("form", { name: "Edit story" });
      await form.getByLabel("Description").fill(CLAIM);
      // A customer's result is a claim: its evidence goes with it, recorded as it is submitted.
      await form.getByLabel("Source").fill("Client report CR-9, signed off by the client, October 2026.");
      expect(await form.getByRole("button", { name: "Save and publish" }).count()).toBe(0);
      await form.getByRole("button", { name: "Submit for review" }).click();
      await form.getByText("Submitted for review: a colleague must approve it before it is published.").waitFor();
      const signOff = page.getByRole("region", { name: "Sign-off" });
      await signOff.getByText(/^Submitted for review by you on .*A colleague must approve it/).waitFor();
      // Its author is offered no approval (and the database would refuse one: server tests).
      expect(await signOff.getByRole("button", { name: "Approve and publish" }).count()).toBe(0);
      await expectNoAxeViolations(page, "the story editor waiting for sign-off");
      expect(await pageText("/")).not.toContain(CLAIM);
      expect(authoring.errors).toEqual([]);
    } finally {
      await authoring.context.close();
    }

    const reviewing = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      const { page } = reviewing;
      // The queue: what waits for this reviewer, counted in the menu, each leading to its type's page.
      await openFromMenu(page, colleague, "To review");
      await page.getByRole("heading", { name: "To review", level: 1 }).waitFor();
      const menuEntry = page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /^To review/ });
      await expect.poll(() => menuEntry.textContent()).toBe("To review1 waiting");
      const queued = page.getByRole("listitem").filter({ hasText: "Submitted by author@kosmos.example" });
      await queued.getByText("Success stories").waitFor();
      await expectNoAxeViolations(page, "the changes waiting for review");
      await queued.getByRole("link", { name: title }).click();
      await page.getByRole("heading", { name: "Success stories", level: 1 }).waitFor();
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const signOff = page.getByRole("region", { name: "Sign-off" });
      await signOff.getByText(/^Submitted for review by author@kosmos\.example on /).waitFor();
      const preview = signOff.getByRole("region", { name: "Preview and changes of the submitted change" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      await signOff.getByRole("list", { name: "Pages this publish changes" }).getByText("/home").waitFor();
      await expect.poll(() => signOff.getByRole("list", { name: "Text added" }).innerText()).toContain(CLAIM);
      // The framed page is the real page (its own landmarks): checked on its own below.
      const framed = { exclude: "iframe" };
      await expectNoAxeViolations(page, "a change under review with its preview, at desktop width", framed);
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "a change under review with its preview, at phone width", framed);
      await page.setViewportSize(DESKTOP.viewport!);
      const address = await preview.getByRole("link", { name: "Open the preview in a new tab" }).getAttribute("href");
      const alone = await reviewing.context.newPage();
      await alone.goto(address!);
      await alone.getByText(CLAIM).waitFor();
      await alone.close();
      await expectPreviewAxeClean(
        reviewing.context,
        address!,
        "the preview of the change under review, in its own tab",
      );
      await signOff.getByRole("button", { name: "Approve and publish" }).click();
      await signOff
        .getByText(
          /^The change submitted by author@kosmos\.example was approved and published by colleague@kosmos\.example on /,
        )
        .waitFor();
      await expect.poll(() => pageText("/"), { timeout: 30_000, interval: 500 }).toContain(CLAIM);
      expect(reviewing.errors).toEqual([]);
    } finally {
      await reviewing.context.close();
    }
  }, 180_000);

  it("approves a change its author asked to go live tomorrow for that time: the schedule waits, the site is unchanged", async () => {
    // Stories need sign-off since the test above.
    const author = await member("author@kosmos.example", ["editor"]);
    const colleague = await member("colleague@kosmos.example", ["editor"]);
    const tomorrow = Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000;
    const at = `${londonTime(new Date(tomorrow).toISOString())} (London)`;
    const LATER = "Cut the bank’s stress-test time from weeks to hours.";
    let title = "";

    await onType(author, "Success stories", async (page) => {
      const edit = page.getByRole("button", { name: /^Edit / }).nth(1);
      title = (await edit.getAttribute("aria-label"))!.slice("Edit ".length);
      await edit.click();
      await page.getByRole("form", { name: "Edit story" }).getByLabel("Description").fill(LATER);
      const schedule = page.getByRole("region", { name: "Schedule" });
      expect(await schedule.getByRole("button", { name: "Schedule unpublish" }).count()).toBe(0);
      await schedule.getByLabel("Date and time (London time)").fill(londonLocal(tomorrow));
      await schedule.getByRole("button", { name: "Submit for review, to publish then" }).click();
      await schedule
        .getByText(`Submitted for review: once a colleague approves it, it is published at ${at}.`)
        .waitFor();
      await page
        .getByRole("region", { name: "Sign-off" })
        .getByText(`, to be published at ${at}.`, { exact: false })
        .waitFor();
      await expectNoAxeViolations(page, "a change submitted for review with its time", { exclude: "iframe" });
    });

    await onType(colleague, "Success stories", async (page) => {
      await page.getByText("Waiting for review").waitFor();
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const signOff = page.getByRole("region", { name: "Sign-off" });
      await signOff.getByRole("button", { name: `Approve, to publish at ${at}` }).click();
      await expect
        .poll(() => signOff.getByTestId("review-state").innerText())
        .toMatch(/^The change submitted by author@kosmos\.example was approved by colleague@kosmos\.example on /);
      expect(await signOff.getByTestId("review-state").innerText()).toContain(
        `to be published at ${at} (see Schedule).`,
      );
      await page
        .getByRole("region", { name: "Schedule" })
        .getByText(/^Publish at .* \(London\), by author@kosmos\.example: waiting$/)
        .waitFor();
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "a change approved for a time, at phone width", { exclude: "iframe" });
      expect(await pageText("/")).not.toContain(LATER);
    });
  }, 180_000);
});

describe("taking content off the site under sign-off", () => {
  it("hides a story only once a colleague approves it: the author's hide is submitted for review", async () => {
    // Stories need sign-off since the first test.
    const author = await member("author@kosmos.example", ["editor"]);
    const colleague = await member("colleague@kosmos.example", ["editor"]);
    let title = "";
    await onType(author, "Success stories", async (page) => {
      const hide = page.getByRole("button", { name: /^Hide / }).nth(2);
      title = (await hide.getAttribute("aria-label"))!.slice("Hide ".length);
      await hide.click();
      await page.getByText(`Submitted for review: ${title} is hidden once a colleague approves it.`).waitFor();
      await expectNoAxeViolations(page, "a story's hiding submitted for review");
    });
    expect(await pageText("/")).toContain(title);

    await onType(colleague, "Success stories", async (page) => {
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const signOff = page.getByRole("region", { name: "Sign-off" });
      await signOff
        .getByText(/^Taking it off the site was submitted for review by author@kosmos\.example on /)
        .waitFor();
      await expectNoAxeViolations(page, "a story's hiding waiting for review");
      await signOff.getByRole("button", { name: "Approve and hide" }).click();
      await expect
        .poll(() => signOff.getByTestId("review-state").innerText())
        .toMatch(
          /^Taking it off the site, submitted by author@kosmos\.example, was approved by colleague@kosmos\.example on /,
        );
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "a story's hiding approved, at phone width");
    });
    await expect.poll(() => pageText("/"), { timeout: 30_000, interval: 500 }).not.toContain(title);
  }, 120_000);
});

describe("the documentation in the workflow", () => {
  it("previews a document's draft on the real page as the server renders it (no script runs in a preview); the site is unchanged", async () => {
    const editor = await member("docs@kosmos.example", ["editor"]);
    const DRAFT = "Core Engine Technical Overview, second edition";
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openFromMenu(page, editor, "Documentation");
      await page.getByRole("button", { name: "Edit Core Engine Technical Overview" }).click();
      const form = page.getByRole("form", { name: "Edit document" });
      await form.getByLabel("Title").fill(DRAFT);
      await form.getByText(/^Draft saved /).waitFor();
      const preview = page.getByRole("region", { name: "Preview and changes" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      await preview
        .getByRole("list", { name: "Pages this publish changes" })
        .getByText("/resources/documentation")
        .waitFor();
      await expect.poll(() => preview.getByRole("list", { name: "Text added" }).innerText()).toContain(DRAFT);
      await expectNoAxeViolations(page, "a document's draft with its preview", { exclude: "iframe" });
      const address = await preview.getByRole("link", { name: "Open the preview in a new tab" }).getAttribute("href");
      const alone = await context.newPage();
      const read = alone.waitForResponse((response) => response.url().includes("/rest/v1/documentation"), {
        timeout: 5_000,
      });
      await alone.goto(address!);
      await alone.getByRole("heading", { name: DRAFT }).scrollIntoViewIfNeeded();
      // No script runs in a preview, not even the page's own: the list stays as the server
      // rendered it, with the draft, and reads nothing live.
      await alone.waitForTimeout(1_000);
      expect(await alone.locator("astro-island[ssr]").count()).toBeGreaterThan(0);
      await expect(read).rejects.toThrow();
      expect(await alone.getByRole("heading", { name: DRAFT }).count()).toBe(1);
      await alone.close();
      expect(await pageText("/resources/documentation")).not.toContain(DRAFT);
      // Closed, the editor leaves the draft said in the list, beside the item.
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByText("Draft by docs@kosmos.example, not published").waitFor();
      await page.getByRole("button", { name: "Hide Core Engine Technical Overview" }).waitFor();
      await expectNoAxeViolations(page, "the documentation's list with a draft said");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("the resource library in the workflow", () => {
  it("previews a resource's draft article at its own address and in the listings, off the site until published; the list says the draft", async () => {
    const editor = await member("library@kosmos.example", ["editor"]);
    const TITLE = "What Supervisors Asked Us in 2025";
    const SLUG = "what-supervisors-asked-us-in-2025";
    const ARTICLE = "Most questions were about validating a model against a crisis it never saw.";
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openFromMenu(page, editor, "Resources");
      await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
      const form = page.getByRole("form", { name: "Edit resource" });
      await form.getByRole("textbox", { name: "Article (optional)", exact: true }).click();
      await page.keyboard.type(ARTICLE);
      await form.getByText(/^Draft saved /).waitFor();
      const preview = page.getByRole("region", { name: "Preview and changes" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      const pages = preview.getByRole("list", { name: "Pages this publish changes" });
      await pages.getByText(`/resources/${SLUG}`).waitFor();
      expect(await pages.innerText()).toContain("/resources");
      await expectNoAxeViolations(page, "a resource's draft with its preview", { exclude: "iframe" });
      // Nothing is published: the article's address is not a page yet, and the card still leads elsewhere.
      expect((await fetch(`${server.url}/resources/${SLUG}`)).status).toBe(404);
      expect(await pageText("/resources")).not.toContain(`href="/resources/${SLUG}"`);
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByText("Draft by library@kosmos.example, not published").waitFor();
      await expectNoAxeViolations(page, "the resources' list with a draft said");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("checks before publish", () => {
  it("holds back a title search results would cut, saying which field and how to mend it; an admin publishes it with a reason", async () => {
    const editor = await member("seo@kosmos.example", ["editor"]);
    const admin = await member("admin@kosmos.example", ["admin"]);
    const long = "About Kosmos Intelligence: digital twins of the financial system since 2019";

    const editing = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      const { page } = editing;
      await openType(page, editor, "Page titles and descriptions");
      await page.getByRole("button", { name: /^Edit About/ }).click();
      const form = page.getByRole("form", { name: "Edit page" });
      await form.getByLabel("Title").fill(long);
      await form.getByRole("button", { name: "Save and publish" }).click();
      const checks = form.getByTestId("checks");
      await checks.getByText("Title: 75 characters, and search results show about 60: shorten it.").waitFor();
      await checks.getByText("Mend them and publish again, or ask an admin to publish it as it is.").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("title");
      await expectNoAxeViolations(page, "an editor held back by the checks");
      // Closing the editor lets go of the item (one left open holds it two minutes more).
      await form.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: /^Edit About/ }).waitFor();
    } finally {
      await editing.context.close();
    }

    const overriding = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      const { page } = overriding;
      await openType(page, admin, "Page titles and descriptions");
      await page.getByRole("button", { name: /^Edit About/ }).click();
      const form = page.getByRole("form", { name: "Edit page" });
      await form.getByLabel("Title").fill(long);
      await form.getByRole("button", { name: "Save and publish" }).click();
      const checks = form.getByTestId("checks");
      await checks
        .getByLabel("Reason to publish it as it is (kept in the audit log)")
        .fill("The launch campaign uses this title");
      await expectNoAxeViolations(page, "an admin's override of the checks");
      await checks.getByRole("button", { name: "Publish anyway" }).click();
      await expect.poll(() => pageText("/about"), { timeout: 30_000, interval: 500 }).toContain(`<title>${long}`);
      const { rows } = await server.app.db.asOwner((tx) =>
        tx.query<{ actor_email: string; reason: string }>(
          "select actor_email, details ->> 'reason' as reason from public.audit_log where details ->> 'operation' = 'published past the checks'",
        ),
      );
      expect(rows).toEqual([{ actor_email: "admin@kosmos.example", reason: "The launch campaign uses this title" }]);
    } finally {
      await overriding.context.close();
    }
  }, 120_000);
});
