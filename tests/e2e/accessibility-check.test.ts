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
import { previewCookieOf, startOwnSite, type OwnSite } from "./support/publishing";
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

  it("answers only someone who may edit the item's type, for content the database accepts", async () => {
    const editor = await site.member("a11y-check-editor@kosmos.example", ["editor"]);
    const recruiter = await site.member("a11y-check-careers@kosmos.example", ["careers"]);
    const { data } = await editor.client.from("content_items").select("id, slug, data").eq("type", "resource").limit(1);
    const resource = (data as Item[])[0]!;
    const check = (cookie: string | null, body: unknown) =>
      fetch(`${site.server.url}/preview/${resource.id}/check`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const editors = await previewCookieOf(site.server.url, editor);
    const recruiters = await previewCookieOf(site.server.url, recruiter);

    // Nobody signed in, a member of staff who may not edit resources, and fields that are no object:
    // each the same 404 as an item that does not exist, so nothing says which.
    for (const [cookie, body] of [
      [null, { data: resource.data }],
      [recruiters, { data: resource.data }],
      [editors, { data: "not fields" }],
      [editors, {}],
    ] as const) {
      const refused = await check(cookie, body);
      expect(refused.status).toBe(404);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.text()).toBe("Not found");
    }
    // Fields the database would refuse: its words, and nothing rendered.
    const refused = await check(editors, { data: { ...resource.data, title: "" } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { problem: string }).problem).toMatch(/title/i);
    // The editor's own, sound fields: checked, nothing found.
    const sound = await check(editors, { data: resource.data });
    expect(sound.status).toBe(200);
    expect(await sound.json()).toEqual({ problems: [] });
  });
});
