/**
 * Two editors on one item, in Chromium against a server of this file's own: a recruiter starts
 * typing in a position; a colleague who opens it is told who and since when, cannot type or save,
 * and the recruiter's draft stays theirs; once the recruiter closes it, the colleague edits it;
 * an admin breaks a forgotten lock after a confirmation. axe on the locked editor.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { signIn, type StaffMember } from "./support/staff";

const TITLE = "Client Solutions Lead, Financial Institutions";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

async function openItem(page: Page, who: StaffMember) {
  await page.goto("/admin/#/site/position");
  await signIn(page, who);
  await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
  return page.getByRole("form", { name: "Edit position" });
}

const draftLocation = async () =>
  (
    await site.server.app.db.asOwner((tx) =>
      tx.query<{ location: string }>(
        "select d.data ->> 'location' as location from public.content_drafts d join public.content_items c on c.id = d.item_id where c.data ->> 'title' = $1",
        [TITLE],
      ),
    )
  ).rows[0]?.location;

describe("two editors on one item", () => {
  it("holds the item for whoever types first; the colleague is told, and an admin may break it", async () => {
    const ada = await site.member("ada-recruiter@kosmos.example", ["careers"]);
    const grace = await site.member("grace-recruiter@kosmos.example", ["careers"]);
    const admin = await site.member("lock-admin@kosmos.example", ["admin"]);
    const first = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    const second = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      const adaForm = await openItem(first.page, ada);
      await adaForm.getByLabel("Location").fill("Glasgow");
      await expect.poll(draftLocation, { timeout: 15_000 }).toBe("Glasgow");

      let graceForm = await openItem(second.page, grace);
      const notice = graceForm.getByRole("status").filter({ hasText: "is editing this item" });
      await notice.getByText("ada-recruiter@kosmos.example is editing this item").waitFor();
      expect(await notice.innerText()).toMatch(
        /since \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\. You can read it; nothing you type is saved until they close it\./,
      );
      expect(await graceForm.getByLabel("Location").isDisabled()).toBe(true);
      expect(await graceForm.getByRole("button", { name: "Save and publish" }).isDisabled()).toBe(true);
      expect(await graceForm.getByRole("button", { name: "Break their lock" }).count()).toBe(0);
      await expectNoAxeViolations(second.page, "the editor of an item a colleague holds");
      expect(await draftLocation()).toBe("Glasgow");

      // Ada closes the editor: Grace, opening it again, may edit.
      await adaForm.getByRole("button", { name: "Cancel" }).click();
      await second.page.getByRole("button", { name: "Cancel" }).click();
      graceForm = await (async () => {
        await second.page.getByRole("button", { name: `Edit ${TITLE}` }).click();
        return second.page.getByRole("form", { name: "Edit position" });
      })();
      await graceForm.getByLabel("Location").fill("Leeds");
      await expect.poll(draftLocation, { timeout: 15_000 }).toBe("Leeds");
      expect(await graceForm.getByText("is editing this item").count()).toBe(0);

      // Grace leaves it open; an admin takes it over, after a confirmation.
      const third = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
      try {
        const adminForm = await openItem(third.page, admin);
        await adminForm.getByText("grace-recruiter@kosmos.example is editing this item").waitFor();
        await adminForm.getByRole("button", { name: "Break their lock" }).click();
        const dialog = third.page.getByRole("alertdialog", {
          name: "Take this item over from grace-recruiter@kosmos.example?",
        });
        await expectNoAxeViolations(third.page, "breaking a colleague's lock");
        await dialog.getByRole("button", { name: "Break their lock" }).click();
        await expect.poll(() => adminForm.getByLabel("Location").isDisabled()).toBe(false);
        expect(await adminForm.getByLabel("Location").inputValue()).toBe("Leeds");
      } finally {
        await third.context.close();
      }
      expect(first.errors).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
