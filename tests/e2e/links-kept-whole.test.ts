/**
 * No publish breaks a link, in Chromium against a server of this file's own: an article a success
 * story links to is kept on the site when an admin hides it, the message naming the story; the
 * admin takes it off anyway, saying why, and the article's page goes; the week's sweep of links to
 * other sites shows what broke and where. axe on the refusal with its form, and on the report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { signIn } from "./support/staff";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

type Item = { id: string; slug: string; data: Record<string, unknown> };

describe("links kept whole", () => {
  it("keeps a linked article on the site until an admin takes it off saying why", async () => {
    const admin = await site.member("links-admin@kosmos.example", ["admin"]);
    const first = async (type: string) => {
      const { data } = await admin.client
        .from("content_items")
        .select("id, slug, data")
        .eq("type", type)
        .order("sort_order")
        .limit(1);
      return (data as Item[])[0]!;
    };
    const [resource, story] = [await first("resource"), await first("story")];
    const body = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Why it matters." }] }],
    };
    expect(
      (
        await admin.client
          .from("content_items")
          .update({ data: { ...resource.data, body } })
          .eq("id", resource.id)
      ).error,
    ).toBeNull();
    const address = `/resources/${resource.slug}`;
    expect(
      (
        await admin.client
          .from("content_items")
          .update({ data: { ...story.data, link: address } })
          .eq("id", story.id)
      ).error,
    ).toBeNull();
    await expect.poll(async () => (await fetch(site.server.url + address)).status, { timeout: 30_000 }).toBe(200);

    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/content/resources");
      await signIn(page, admin);
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      const title = String(resource.data.title);
      await page
        .getByRole("button", { name: new RegExp(`^Hide ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
        .click();
      await page
        .getByText(
          `Taking ${address} off the site breaks the links to it on “${String(story.data.title)}” (Link): change those first, or an admin takes it off anyway, saying why`,
          { exact: false },
        )
        .waitFor();
      const anyway = page.getByRole("form", { name: new RegExp(`^Take .* off anyway$`) });
      await expectNoAxeViolations(page, "a page kept on the site for its links");
      await anyway
        .getByLabel("Why it goes off although links lead to it")
        .fill("Withdrawn for legal review until Monday.");
      await anyway.getByRole("button", { name: "Take it off anyway" }).click();
      await anyway.waitFor({ state: "detached" });
      await expect.poll(async () => (await fetch(site.server.url + address)).status, { timeout: 30_000 }).toBe(404);
      // The refusal is the one request that failed.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    } finally {
      await context.close();
    }
  });

  it("shows the week's sweep of links to other sites, with what broke and where", async () => {
    const editor = await site.member("links-editor@kosmos.example", ["editor"]);
    await site.server.app.db.asOwner(async (tx) => {
      const [sweep] = (
        await tx.query<{ id: string }>(
          "insert into public.link_sweeps (finished_at, checked, broken) values (now(), 12, 1) returning id",
        )
      ).rows;
      await tx.query(
        `insert into public.link_sweep_results (sweep_id, url, status, ok, used_in) values
           ($1, 'https://partner.example/gone', 404, false, '[{"title": "Systemic Risk Analysis", "field": "Link", "type": "story"}]'),
           ($1, 'https://partner.example/fine', 200, true, '[]')`,
        [sweep!.id],
      );
    });
    const { page, context, errors } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await page.goto("/admin/#/site");
      await signIn(page, editor);
      const links = page.getByRole("region", { name: "Links to other sites" });
      await links.getByText(/: 12 addresses, 1 did not answer well:$/).waitFor();
      const broken = links.getByRole("list", { name: "Links that did not answer well" }).getByRole("listitem");
      expect(await broken.allTextContents()).toEqual([
        "https://partner.example/gone: answered 404In “Systemic Risk Analysis” (Link)",
      ]);
      await expectNoAxeViolations(page, "the site content with the link sweep's report");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
