/**
 * The menus as content, in Chromium against a server of this file's own: an editor adds
 * Resources to the header (and so the phone menu) and to the footer, moves it, is refused a link
 * to no page beside the field, and removes it again; every page follows within seconds. axe on the
 * list and the form at desktop and phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describedBy } from "./forms-helpers";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "./support/browser";
import { liveAfter, startOwnSite, type OwnSite } from "./support/publishing";
import { signIn } from "./support/staff";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

const EVERY_PAGE = "\\d+ pages";

/** The names of the links a menu of the served page holds, in order. */
async function linksIn(html: string, label: string): Promise<string[]> {
  const nav = html.match(new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`))?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*>([^<]*)/g)].map((match) => match[1]!);
}

describe("the menus", () => {
  it("let an editor add Resources to the header and the footer, move it, and remove it, refusing a link to no page", async () => {
    const editor = await site.member("menus-editor@kosmos.example", ["editor"]);
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/site/menu-link");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Menus", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Contact (Header and phone menu · /contact)" }).waitFor();
      await expectNoAxeViolations(page, "the menus' links");

      // A link to no page: refused beside its field, nothing published.
      await page.getByRole("button", { name: "New menu link" }).click();
      const form = page.getByRole("form", { name: "New menu link" });
      await form.getByLabel("Menu", { exact: true }).selectOption({ label: "Header and phone menu" });
      await form.getByLabel("Label", { exact: true }).fill("Resources");
      const link = form.getByLabel("Link", { exact: true });
      await link.fill("/resourcez");
      await form.getByRole("button", { name: "Publish menu link" }).click();
      await form.getByText("Link: /resourcez is not a page of this site").waitFor();
      expect(await describedBy(link)).toContain("Link: /resourcez is not a page of this site");
      await expectNoAxeViolations(page, "a menu link refused");
      expect(await linksIn(await site.pageText("/"), "Main")).not.toContain("Resources");

      // Added: last in the header, then moved before Contact.
      await link.fill("/resources");
      await liveAfter(page, form.getByRole("button", { name: "Publish menu link" }), EVERY_PAGE);
      expect((await linksIn(await site.pageText("/"), "Main")).slice(-2)).toEqual(["Contact", "Resources"]);
      const header = "Resources (Header and phone menu · /resources)";
      await liveAfter(page, page.getByRole("button", { name: `Move ${header} up` }), EVERY_PAGE);
      await page.getByText(`Moved ${header} up.`).waitFor();
      // The focus stays with the moved link's button.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move ${header} up`);
      for (const path of ["/", "/careers", "/privacy"]) {
        const html = await site.pageText(path);
        expect((await linksIn(html, "Main")).slice(-2), path).toEqual(["Resources", "Contact"]);
        expect(await linksIn(html, "Mobile"), path).toContain("Resources");
      }

      // In the footer's Company column too.
      await page.getByRole("button", { name: "New menu link" }).click();
      const footer = page.getByRole("form", { name: "New menu link" });
      await footer.getByLabel("Menu", { exact: true }).selectOption({ label: "Footer columns" });
      await footer.getByLabel("Group (optional)", { exact: true }).fill("Company");
      await footer.getByLabel("Label", { exact: true }).fill("Resources");
      await footer.getByLabel("Link", { exact: true }).fill("/resources");
      await liveAfter(page, footer.getByRole("button", { name: "Publish menu link" }), EVERY_PAGE);
      expect(await linksIn(await site.pageText("/about"), "Company")).toEqual([
        "About Us",
        "Our Team",
        "Partnerships",
        "Careers",
        "Contact",
        "Resources",
      ]);

      // A visitor follows it from the header.
      const visitor = await context.newPage();
      await visitor.goto("/");
      await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources" }).click();
      await visitor.waitForURL("**/resources");
      await visitor.close();

      // Removed from the header at phone width: gone from every page.
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "the menus' links at phone width");
      await liveAfter(page, page.getByRole("button", { name: `Remove ${header}` }), EVERY_PAGE);
      await page.getByRole("button", { name: `Put back ${header}` }).waitFor();
      const html = await site.pageText("/platform");
      expect(await linksIn(html, "Main")).not.toContain("Resources");
      expect(await linksIn(html, "Mobile")).not.toContain("Resources");
      expect(await linksIn(html, "Company")).toContain("Resources");
      // The one refusal, of the link to no page: the database's 400, said beside the field.
      expect(errors.filter((error) => !error.includes("400"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("under sign-off, take a move for review: the footer keeps its order until a colleague approves it", async () => {
    const admin = await site.member("menus-admin@kosmos.example", ["admin"]);
    const author = await site.member("menus-author@kosmos.example", ["editor"]);
    const colleague = await site.member("menus-colleague@kosmos.example", ["editor"]);
    const careers = "Careers (Footer columns · Company · /careers)";
    const company = async () => linksIn(await site.pageText("/about"), "Company");
    const before = await company();

    const setting = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await setting.page.goto("/admin/#/site/menu-link");
      await signIn(setting.page, admin);
      const required = setting.page.getByLabel("Changes need a colleague’s sign-off before they are published");
      await required.check();
      await expect.poll(() => required.isChecked()).toBe(true);
    } finally {
      await setting.context.close();
    }

    const authoring = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      const { page } = authoring;
      await page.goto("/admin/#/site/menu-link");
      await signIn(page, author);
      await page.getByRole("button", { name: `Move ${careers} up` }).click();
      await page.getByText(`Submitted for review: ${careers} moves up once a colleague approves it.`).waitFor();
      await expectNoAxeViolations(page, "a move submitted for review");
      expect(await company()).toEqual(before);
      expect(authoring.errors).toEqual([]);
    } finally {
      await authoring.context.close();
    }

    const reviewing = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      const { page } = reviewing;
      await page.goto("/admin/#/reviews");
      await signIn(page, colleague);
      const queued = page.getByRole("listitem").filter({ hasText: "Submitted by menus-author@kosmos.example" });
      await queued.getByText(/Moves it in its list\./).waitFor();
      await queued.getByRole("link", { name: "Careers" }).click();
      await page.getByRole("heading", { name: "Menus", level: 1 }).waitFor();
      await page.getByRole("button", { name: `Edit ${careers}` }).click();
      const signOff = page.getByRole("region", { name: "Sign-off" });
      await signOff
        .getByText(/^Moving it in its list was submitted for review by menus-author@kosmos\.example on /)
        .waitFor();
      await expectNoAxeViolations(page, "a move waiting for sign-off");
      await signOff.getByRole("button", { name: "Approve the move" }).click();
      await signOff
        .getByText(
          /^Moving it in its list, submitted by menus-author@kosmos\.example, was approved by menus-colleague@kosmos\.example on /,
        )
        .waitFor();
      const partnerships = before.indexOf("Partnerships");
      const expected = [...before];
      [expected[partnerships], expected[partnerships + 1]] = ["Careers", "Partnerships"];
      await expect.poll(company, { timeout: 30_000, interval: 500 }).toEqual(expected);
      expect(reviewing.errors).toEqual([]);
    } finally {
      await reviewing.context.close();
    }
  });
});
