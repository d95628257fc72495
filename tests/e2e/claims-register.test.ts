/**
 * The claims register in Chromium against a server of this file's own: an editor changes a Labs
 * figure, is asked for the evidence of its new wording before anything is published, records a
 * source, and /kosmos-labs then shows it; the register lists it with the evidence held, its owner
 * and review date, beside the seed's claims with their placeholder evidence. axe on the editor with
 * its evidence fields and on the register, at desktop and phone width.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { openStaffPage, signIn, type StaffMember } from "./support/staff";

const SOURCE = "Benchmark KI-114, 12 November 2026: 14.2 million agents in one run on the production engine.";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

async function openRegister(page: Page) {
  await openStaffPage(page, "Claims");
  await page.getByRole("heading", { name: "Claims register", level: 1 }).waitFor();
  await page.getByRole("button", { name: "All claims" }).waitFor();
}

describe("the claims register", () => {
  it("asks for a new figure's evidence before publishing it, and lists it with the evidence held", async () => {
    const editor: StaffMember = await site.member("claims-editor@kosmos.example", ["editor"]);
    expect(await site.pageText("/kosmos-labs")).toContain("Millions");
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/site/figure");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Figures", level: 1 }).waitFor();
      await page
        .getByRole("listitem")
        .filter({ hasText: "of agents in a single simulation" })
        .getByRole("button", { name: "Edit" })
        .click();
      const form = page.getByRole("form", { name: "Edit figure" });
      await form.getByText(/^Placeholder evidence for “Millions”/).waitFor();
      await form.getByLabel("Figure", { exact: true }).fill("Tens of millions");
      const evidence = form.getByRole("group", { name: "Evidence for the claim “Tens of millions”" });
      await evidence.waitFor();
      await expect.poll(() => evidence.getByLabel("Owner").inputValue()).toBe("claims-editor@kosmos.example");
      await expectNoAxeViolations(page, "the figure's editor asking for its evidence");

      // Nothing is published without it.
      await form.getByRole("button", { name: "Save and publish" }).click();
      await form
        .getByText("Figure: a claim is published only with its evidence: name its source or choose a PDF")
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("claim-value");
      expect(await site.pageText("/kosmos-labs")).not.toContain("Tens of millions");

      await evidence.getByLabel("Source").fill(SOURCE);
      await form.getByRole("button", { name: "Save and publish" }).click();
      await expect.poll(() => site.pageText("/kosmos-labs"), { timeout: 30_000 }).toContain("Tens of millions");

      await openRegister(page);
      await page.getByRole("button", { name: "All claims" }).click();
      const held = page.getByRole("listitem").filter({ hasText: "“Tens of millions”" });
      await held.getByText("Evidence held").waitFor();
      await held.getByText(SOURCE).waitFor();
      await held.getByText("by claims-editor@kosmos.example").waitFor();
      // The seed's claims wait for their real evidence.
      await page.getByRole("button", { name: "Needing attention" }).click();
      const placeholder = page.getByRole("listitem").filter({ hasText: "“22%”" });
      await placeholder.getByText("Placeholder evidence").waitFor();
      await placeholder.getByText("No owner yet").waitFor();
      await expect(page.getByRole("listitem").filter({ hasText: "“Tens of millions”" }).count()).resolves.toBe(0);
      await expectNoAxeViolations(page, "the claims register");

      // Its real evidence recorded from the register, the placeholder is gone from what needs doing.
      await placeholder.getByRole("button", { name: "Review the evidence for “22%”" }).click();
      const review = page.getByRole("form", { name: "Evidence for “22%”" });
      await review
        .getByLabel("Source")
        .fill("Client report CR-7, 3 March 2026: losses in the stress scenarios fell 22%.");
      await expectNoAxeViolations(page, "the register recording evidence");
      await review.getByRole("button", { name: "Record evidence" }).click();
      await page.getByText("Evidence recorded for “22%”.").waitFor();
      await expect
        .poll(() => page.getByRole("listitem").filter({ hasText: "“22%”" }).count(), { timeout: 10_000 })
        .toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(site.browser, { ...PHONE, baseURL: site.server.url });
    try {
      await phone.page.goto("/admin/#/claims");
      await signIn(phone.page, editor);
      await phone.page.getByRole("heading", { name: "Claims register", level: 1 }).waitFor();
      await phone.page.getByRole("button", { name: "All claims" }).click();
      await phone.page.getByRole("listitem").filter({ hasText: "“Tens of millions”" }).waitFor();
      await expectNoAxeViolations(phone.page, "the claims register at phone width");
    } finally {
      await phone.context.close();
    }
  });
});
