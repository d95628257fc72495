/**
 * A release in Chromium against a server of this file's own: an editor gathers changes to three
 * items of three types (a Labs figure from its editor, a partnership figure and a success story),
 * submits it; a colleague previews the release as a whole site, signs it off and publishes it; the
 * three pages change together, and the site record as of a moment before still shows the old
 * pages. axe on the releases page and the release's preview, at desktop and phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, expectPreviewAxeClean, openPage, PHONE } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { signIn } from "./support/staff";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

type Item = { id: string; data: Record<string, string> };

describe("a release", () => {
  it("publishes three items' changes together once a colleague signs it off", async () => {
    const author = await site.member("release-author@kosmos.example", ["editor"]);
    const reviewer = await site.member("release-reviewer@kosmos.example", ["editor"]);
    const first = async (type: string) => {
      const { data } = await author.client
        .from("content_items")
        .select("id, data")
        .eq("type", type)
        .order("sort_order")
        .limit(1);
      return (data as Item[])[0]!;
    };
    const [stat, story] = [await first("partner-stat"), await first("story")];
    expect(await site.pageText("/partnerships")).toContain(stat.data.label);

    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/releases");
      await signIn(page, author);
      await page.getByRole("heading", { name: "Releases", level: 1 }).waitFor();
      await page.getByLabel("New release's name").fill("Autumn launch");
      await page.getByRole("button", { name: "Create release" }).click();
      const release = page.getByRole("region", { name: "Autumn launch" });
      await release.getByText("No change yet: open an item, then “Add to a release”.").waitFor();

      // One change from its editor, as staff add them.
      await page.goto("/admin/#/site/figure");
      await page.getByRole("heading", { name: "Figures", level: 1 }).waitFor();
      await page
        .getByRole("listitem")
        .filter({ hasText: "of agents in a single simulation" })
        .getByRole("button", { name: "Edit" })
        .click();
      const form = page.getByRole("form", { name: "Edit figure" });
      await form.getByLabel("Label", { exact: true }).fill("of agents in one simulation, at launch");
      // Its figure too: a claim, whose evidence is recorded as the change joins the release.
      await form.getByLabel("Figure", { exact: true }).fill("Tens of millions");
      await form.getByLabel("Source").fill("Engine benchmark KI-114, November 2026.");
      const adding = page.getByRole("region", { name: "Add to a release" });
      await adding.getByLabel("Release", { exact: true }).selectOption({ label: "Autumn launch" });
      await adding.getByRole("button", { name: "Add this change to the release" }).click();
      await adding.getByText(/^Added to Autumn launch/).waitFor();
      // Nothing is on the site yet.
      expect(await site.pageText("/kosmos-labs")).not.toContain("at launch");
      await form.getByRole("button", { name: "Cancel" }).click();

      // Two more, through the API the editors' pages use.
      const { data: releases } = await author.client.from("content_releases").select("id").eq("name", "Autumn launch");
      const releaseId = (releases as { id: string }[])[0]!.id;
      for (const [item, change] of [
        [stat, { label: "Partners at launch" }],
        [story, { title: "Systemic risk, seen at launch" }],
      ] as const) {
        const { error } = await author.client.rpc("add_to_release", {
          p_release: releaseId,
          p_item: item.id,
          p_data: { ...item.data, ...change },
        });
        expect(error).toBeNull();
      }
      await page.goto("/admin/#/releases");
      await release.getByRole("list", { name: "Changes in Autumn launch" }).getByRole("listitem").nth(2).waitFor();
      await release.getByRole("button", { name: "Submit for sign-off" }).click();
      await release.getByText("Waiting for sign-off").waitFor();
      expect(await release.getByRole("button", { name: "Sign off" }).count()).toBe(0);
      await expectNoAxeViolations(page, "the releases page with a release waiting");
    } finally {
      await context.close();
    }

    const before = new Date().toISOString();
    const colleague = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      const { page } = colleague;
      await page.goto("/admin/#/releases");
      await signIn(page, reviewer);
      const release = page.getByRole("region", { name: "Autumn launch" });
      await release.getByText("Waiting for sign-off").waitFor();
      await release.getByRole("button", { name: "Preview the release" }).click();
      const preview = release.getByRole("region", { name: "Preview of Autumn launch" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      const changed = preview.getByRole("list", { name: "Pages this publish changes" });
      await changed.getByText("/partnerships", { exact: true }).waitFor({ timeout: 30_000 });
      for (const route of ["/", "/kosmos-labs"]) await changed.getByText(route, { exact: true }).waitFor();
      await expectNoAxeViolations(page, "the release's preview", { exclude: "iframe" });
      const frame = await preview.locator("iframe").getAttribute("src");
      await expectPreviewAxeClean(colleague.context, frame!, "a page of the release's preview");

      await release.getByRole("button", { name: "Sign off" }).click();
      await release.getByText("Signed off: ready to publish").waitFor();
      await release.getByRole("button", { name: "Publish now" }).click();
      await release.getByText(/^Published/).waitFor();
      await expect.poll(() => site.pageText("/partnerships"), { timeout: 30_000 }).toContain("Partners at launch");
      const labs = await site.pageText("/kosmos-labs");
      expect(labs).toContain("of agents in one simulation, at launch");
      expect(labs).toContain(">Tens of millions</dd>");
      expect(await site.pageText("/")).toContain("Systemic risk, seen at launch");
      expect(colleague.errors).toEqual([]);
    } finally {
      await colleague.context.close();
    }

    // The record still answers what the site said before.
    const { data: then, error } = await reviewer.client.rpc("record_page", {
      page_route: "/partnerships",
      moment: before,
    });
    expect(error).toBeNull();
    const body = (then as { body: string }).body;
    expect(body).toContain(stat.data.label);
    expect(body).not.toContain("Partners at launch");
    // And the record of the publish names the release, its author and who signed it off.
    const { data: now } = await reviewer.client.rpc("record_page", {
      page_route: "/partnerships",
      moment: new Date().toISOString(),
    });
    const brought = (now as { publish: { items: Record<string, unknown>[] } }).publish.items;
    expect(brought).toContainEqual(
      expect.objectContaining({
        id: stat.id,
        release: "Autumn launch",
        submitted_by: "release-author@kosmos.example",
        approved_by: "release-reviewer@kosmos.example",
      }),
    );
    expect(errors).toEqual([]);

    const phone = await openPage(site.browser, { ...PHONE, baseURL: site.server.url });
    try {
      await phone.page.goto("/admin/#/releases");
      await signIn(phone.page, reviewer);
      await phone.page
        .getByRole("region", { name: "Autumn launch" })
        .getByText(/^Published/)
        .waitFor();
      await expectNoAxeViolations(phone.page, "the releases page at phone width");
    } finally {
      await phone.context.close();
    }
  }, 120_000);
});
