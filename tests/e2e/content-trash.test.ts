/**
 * The trash in Chromium against a server of this file's own: a recruiter deletes a position (a
 * confirmation first), /careers no longer lists it, the trash does with who deleted it; restored,
 * it comes back hidden with its history, and shown again it is on /careers. axe on the list with
 * its trash and on the confirmation, at desktop and phone width.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { signIn, type StaffMember } from "./support/staff";

const TITLE = "Graph & Data Platform Engineer";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

async function openPositions(page: Page, who: StaffMember) {
  await page.goto("/admin/#/site/position");
  await signIn(page, who);
  await page.getByRole("heading", { name: "Open positions", level: 1 }).waitFor();
  await page.getByText(TITLE).first().waitFor();
}

describe("the trash", () => {
  it("keeps a deleted position for its recruiter to restore, with its history", async () => {
    const recruiter = await site.member("trash-recruiter@kosmos.example", ["careers"]);
    expect(await site.pageText("/careers")).toContain(TITLE.replace("&", "&amp;"));
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await openPositions(page, recruiter);
      const trash = page.getByRole("region", { name: "Trash" });
      await trash.getByText("Nothing was deleted in the last 30 days.").waitFor();

      await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Delete ${TITLE}?` });
      await dialog.waitFor();
      await expectNoAxeViolations(page, "the delete confirmation");
      await dialog.getByRole("button", { name: "Move to the trash" }).click();
      await page.getByText(`Moved ${TITLE} to the trash. It can be restored there for 30 days.`).waitFor();
      await expect
        .poll(() => site.pageText("/careers"), { timeout: 30_000 })
        .not.toContain(TITLE.replace("&", "&amp;"));

      const kept = trash.getByRole("listitem").filter({ hasText: TITLE });
      await kept.getByText(/^Deleted .* by trash-recruiter@kosmos\.example; \d+ versions? kept until /).waitFor();
      await expectNoAxeViolations(page, "the positions with an item in the trash");

      await kept.getByRole("button", { name: `Restore ${TITLE}` }).click();
      await page.getByText(`Restored ${TITLE}, hidden: show it when it should be on the site again.`).waitFor();
      await trash.getByText("Nothing was deleted in the last 30 days.").waitFor();
      const row = page.getByRole("listitem").filter({ hasText: TITLE }).first();
      await row.getByRole("button", { name: "Edit" }).waitFor();
      // Back hidden: shown again, it is on /careers once more.
      const show = row.getByRole("button", { name: new RegExp(`^(Show|Reopen|Publish) ${TITLE}`) });
      await show.click();
      await expect.poll(() => site.pageText("/careers"), { timeout: 30_000 }).toContain(TITLE.replace("&", "&amp;"));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(site.browser, { ...PHONE, baseURL: site.server.url });
    try {
      await openPositions(phone.page, recruiter);
      await phone.page.getByRole("region", { name: "Trash" }).waitFor();
      await expectNoAxeViolations(phone.page, "the positions and their trash at phone width");
    } finally {
      await phone.context.close();
    }
  });
});
