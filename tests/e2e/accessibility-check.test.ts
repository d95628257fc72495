/**
 * The accessibility check before publish, in Chromium against a server of this file's own: an
 * editor leaves an empty heading in an article; the save renders the article's page on the server,
 * axe-core's rules that need no layout find it, and the change is held back with the problem said
 * beside it (the database refuses that content: the page stays as it was). Filled in, it publishes,
 * and the preview says the pages it checked are sound. axe on the editor holding the change.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { caretAtEnd } from "./support/rich-text";
import { signIn } from "./support/staff";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

type Item = { id: string; slug: string; data: Record<string, unknown> };

describe("the accessibility check before publish", () => {
  it("holds back an article with an empty heading, says why, and publishes it once mended", async () => {
    const editor = await site.member("a11y-editor@kosmos.example", ["editor"]);
    const { data } = await editor.client
      .from("content_items")
      .select("id, slug, data")
      .eq("type", "resource")
      .order("sort_order")
      .limit(1);
    const resource = (data as Item[])[0]!;
    const body = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Why contagion matters." }] }],
    };
    const { error } = await editor.client
      .from("content_items")
      .update({ data: { ...resource.data, body } })
      .eq("id", resource.id);
    expect(error).toBeNull();
    const address = `/resources/${resource.slug}`;
    await expect.poll(() => site.pageText(address), { timeout: 30_000 }).toContain("Why contagion matters.");

    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/content/resources");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByRole("button", { name: `Edit ${String(resource.data.title)}` }).click();
      const form = page.getByRole("form", { name: "Edit resource" });
      const article = form.locator('[data-field="body"] [contenteditable]');
      await article.getByText("Why contagion matters.").click();
      await caretAtEnd(page, article, "End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Second-round effects, in one paragraph.");
      await page.keyboard.press("Enter");
      await form
        .getByRole("toolbar", { name: /^Article.*: formatting$/ })
        .getByRole("button", { name: "Heading", exact: true })
        .click();

      await form.getByRole("button", { name: "Save and publish" }).click();
      const held = form.getByTestId("checks");
      await held.getByText("Not published: the checks before publish found").waitFor({ timeout: 30_000 });
      // The element as the page has it, its classes included.
      const said = new RegExp(
        `^Headings should not be empty on ${address} \\(1 element, for example <h2[^>]*></h2>\\)\\.$`,
      );
      await held.getByText(said).waitFor();
      expect(await held.getByRole("button").count()).toBe(0); // publishing past it is an admin's
      // The article being written holds the very mistake the check caught: the rest of the editor is checked.
      await expectNoAxeViolations(page, "an article held back by the accessibility check", { exclude: ".tiptap" });
      // Nothing went out: after as long as a publish takes, the page is as it was.
      await sleep(3_000);
      expect(await site.pageText(address)).not.toContain("Second-round effects");

      await article.getByRole("heading", { level: 2 }).click();
      await page.keyboard.type("Method");
      await form.getByRole("button", { name: "Save and publish" }).click();
      await expect.poll(() => site.pageText(address), { timeout: 30_000 }).toMatch(/<h2[^>]*>Method<\/h2>/);
      expect(await site.pageText(address)).toContain("Second-round effects, in one paragraph.");

      await page.getByRole("button", { name: `Edit ${String(resource.data.title)}` }).click();
      const preview = page.getByRole("region", { name: "Preview and changes" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      await preview.getByText("Accessibility check of these pages: no problem found.").waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000); // two publishes, each checked by axe in the render thread: slow on a busy machine
});
