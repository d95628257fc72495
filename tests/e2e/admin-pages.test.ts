/**
 * Every page of the staff area in every width: reached from the navigation by
 * keyboard alone, and axe-clean (WCAG 2.2 A and AA, label-in-name included) once loaded, with
 * the documentation editor open as well as closed.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE } from "./support/browser";
import { enrolledStaff, signIn } from "./support/staff";
import type { StaffName } from "./support/staff-accounts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { link: "Site content", heading: "Site content", loaded: null },
  { link: "To review", heading: "To review", loaded: null },
  { link: "Releases", heading: "Releases", loaded: "Create release" },
  { link: "Site record", heading: "Site record", loaded: "Show the site then" },
  { link: "Claims", heading: "Claims register", loaded: "All claims" },
  { link: "Media library", heading: "Media library", loaded: "Upload" },
  { link: "Resources", heading: "Resources", loaded: "New resource" },
  { link: "Documentation", heading: "Documentation", loaded: "New document" },
  { link: "Redirects", heading: "Redirects", loaded: "Add redirect" },
  { link: "Notices", heading: "Email notices", loaded: "Show" },
  { link: "Newsletter", heading: "Newsletter", loaded: "New issue" },
  { link: "Staff accounts", heading: "Staff accounts", loaded: null },
  { link: "Retention and backups", heading: "Retention and backups", loaded: "Apply now" },
  { link: "Audit log", heading: "Audit log", loaded: null },
  { link: "My account", heading: "My account", loaded: "Change password" },
] as const;

/**
 * From the top of the page (a click on the header's empty corner puts the browser's focus
 * starting point there), Tab until the named navigation link has focus, then Enter.
 */
async function followByKeyboard(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await page.mouse.click(2, 2);
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (element?.getAttribute("aria-expanded") === "false" && element.closest("nav")) return "(a closed menu)";
      // A link's own words, without the count a menu entry may carry ("Inbox 3 new to you").
      return element?.closest("nav") ? (element.childNodes[0]?.textContent ?? "").trim() : null;
    });
    // On a phone the pages are behind the menu's button: it opens with Enter, as any button.
    if (focused === "(a closed menu)") await page.keyboard.press("Enter");
    if (focused === name) {
      await page.keyboard.press("Enter");
      return;
    }
  }
  throw new Error(`no navigation link "${name}" reached by Tab`);
}

async function expectLoaded(page: Page, { heading, loaded }: (typeof PAGES)[number]) {
  await page.getByRole("heading", { name: heading, exact: true, level: 1 }).waitFor();
  // Loading states are announced and then replaced; axe runs on what the person then sees.
  await page.waitForFunction(() => !document.body.textContent?.includes("Loading"), undefined, { timeout: 15_000 });
  if (loaded === "Show") await page.getByLabel("Show").waitFor();
  else if (loaded) await page.getByRole("button", { name: loaded }).waitFor();
}

describe.each([
  ["desktop", DESKTOP, "pages-desktop"],
  ["phone", PHONE, "pages-phone"],
] as [string, BrowserContextOptions, StaffName][])("the staff area's pages at %s width", (label, options, account) => {
  it("are reached by keyboard from the navigation and are axe-clean, the documentation editor open too", async () => {
    const member = await enrolledStaff(account);
    const { page, context, errors } = await openPage(browser, options);
    try {
      await page.goto("/admin/");
      await signIn(page, member);
      for (const target of PAGES) {
        await followByKeyboard(page, target.link);
        await expectLoaded(page, target);
        // Focus moved to the new page's heading, as a page load would; a heading is not a control,
        // so no focus box is drawn around it.
        expect(
          await page.evaluate(() => {
            const focused = document.activeElement;
            return focused?.tagName === "H1" ? getComputedStyle(focused).outlineStyle : `focus on ${focused?.tagName}`;
          }),
          `${target.heading}'s heading`,
        ).toBe("none");
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${target.heading} fits the screen`,
        ).toBe(true);
        await expectNoAxeViolations(page, `${target.heading} at ${label} width`);
      }
      await followByKeyboard(page, "Documentation");
      await expectLoaded(
        page,
        PAGES.find((target) => target.link === "Documentation")!,
      );
      await page.getByRole("button", { name: "New document" }).click();
      await page.getByRole("form").first().waitFor();
      await expectNoAxeViolations(page, `the documentation editor at ${label} width`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // Fifteen pages, each loaded by keyboard and checked by axe, then the editor: 45 to 60 s on an
    // idle two-core machine, past the suite's 60 s default when the machine is busy.
  }, 150_000);
});
