/**
 * The site record in Chromium against a server of this file's own: a recruiter renames a position,
 * and an admin still finds /careers as it was a moment before (in a frame that runs no script),
 * the publish that changed it and who saved it, and what changed between the two moments. A
 * record that cannot be kept (its store refusing every page, as a full disk would) holds the
 * publish back: the page visitors get stays the last good one. axe at desktop and phone width.
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { londonLocal } from "../../src/admin/ui/london-time";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "./support/browser";
import { startOwnSite, type OwnSite } from "./support/publishing";
import { openStaffPage, signIn, type StaffMember } from "./support/staff";

const OLD_TITLE = "Senior Complex Systems Scientist";
const NEW_TITLE = "Principal Complex Systems Scientist";

let site: OwnSite;
beforeAll(async () => {
  site = await startOwnSite();
}, 120_000);
afterAll(() => site?.stop());

const owner = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await site.server.app.db.asOwner((tx) => tx.query<T>(sql, params))).rows;

async function renamePosition(recruiter: StaffMember, from: string, to: string) {
  const { data, error } = await recruiter.client.from("content_items").select("id, data").eq("type", "position");
  if (error) throw error;
  const item = data.find((row) => (row.data as { title?: string }).title === from)!;
  const renamed = await recruiter.client
    .from("content_items")
    .update({ data: { ...(item.data as object), title: to } })
    .eq("id", item.id);
  if (renamed.error) throw renamed.error;
}

async function openRecord(page: Page, admin: StaffMember) {
  await page.goto("/admin/");
  await signIn(page, admin);
  await openStaffPage(page, "Site record");
  await page.getByRole("heading", { name: "Site record", level: 1 }).waitFor();
}

async function showSiteAt(page: Page, instant: number) {
  await page.getByLabel("Moment (London time)", { exact: true }).fill(londonLocal(instant, { seconds: true }));
  await page.getByRole("button", { name: "Show the site then" }).click();
}

describe("the site record", () => {
  it("shows /careers as it was before a publish renamed a position, who saved it, and what changed", async () => {
    // The pages found served when the server started are the record's first entries.
    await expect
      .poll(async () => (await owner<{ n: number }>("select count(*)::int as n from public.site_record"))[0]!.n, {
        timeout: 30_000,
      })
      .toBeGreaterThan(10);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const recruiter = await site.member("recruiter@kosmos.example", ["careers"]);
    await renamePosition(recruiter, OLD_TITLE, NEW_TITLE);
    await expect.poll(() => site.pageText("/careers"), { timeout: 30_000 }).toContain(NEW_TITLE);
    const after = Date.now() + 1000;
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const admin = await site.member("auditor-admin@kosmos.example", ["admin"]);
    const { page, errors, context } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await openRecord(page, admin);
      await showSiteAt(page, before);
      await page
        .getByRole("row", { name: /\/careers/ })
        .getByRole("button", { name: "View /careers as it was then" })
        .click();
      const served = page.frameLocator('iframe[title^="/careers as served at"]');
      await served.getByRole("heading", { name: OLD_TITLE }).waitFor();
      expect(await served.getByText(NEW_TITLE).count()).toBe(0);
      await page.getByRole("note").filter({ hasText: "A record, read-only" }).waitFor();
      await expectNoAxeViolations(page, "the site record showing a page at desktop width", { exclude: "iframe" });

      // The same page after the publish: what it brought, and who saved it.
      await showSiteAt(page, after);
      await page
        .getByRole("row", { name: /\/careers/ })
        .getByRole("button", { name: "View /careers as it was then" })
        .click();
      await served.getByRole("heading", { name: NEW_TITLE }).waitFor();
      const brought = page.getByRole("heading", { name: /^What publish \d+ brought$/ }).locator("xpath=..");
      await expect
        .poll(() => brought.innerText())
        .toMatch(
          new RegExp(
            `^What publish \\d+ brought\n${NEW_TITLE} \\(position\\), version \\d+: saved by recruiter@kosmos.example on [^\n]+$`,
          ),
        );

      // Compared with the moment before: the old title went, the new one came.
      await page.getByLabel("Other moment (London time)").fill(londonLocal(before, { seconds: true }));
      await page.getByRole("button", { name: "Compare" }).click();
      const changes = page.getByTestId("page-changes");
      await changes.getByRole("list", { name: "Text added" }).getByText(NEW_TITLE).waitFor();
      await changes.getByRole("list", { name: "Text removed" }).getByText(OLD_TITLE).waitFor();
      expect(await changes.getByRole("heading", { level: 3 }).innerText()).toMatch(
        /^From .* to .*, changes on \/careers$/,
      );
      await expectNoAxeViolations(page, "the site record comparing two moments", { exclude: "iframe" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(site.browser, { ...PHONE, baseURL: site.server.url });
    try {
      await openRecord(phone.page, admin);
      await phone.page.getByRole("heading", { name: /^The site at / }).waitFor();
      await expectNoAxeViolations(phone.page, "the site record at phone width");
    } finally {
      await phone.context.close();
    }
  });

  it("holds a publish back when its record cannot be kept, and the page stays the last good one", async () => {
    const recruiter = await site.member("recruiter@kosmos.example", ["careers"]);
    // The record's store refuses every new page, as a full disk would.
    await owner("alter table private.record_bodies add constraint disk_full check (false) not valid");
    try {
      await renamePosition(recruiter, NEW_TITLE, "Distinguished Complex Systems Scientist");
      await expect
        .poll(
          async () =>
            (await owner<{ state: string }>("select state from public.content_publishes order by id desc limit 1"))[0]
              ?.state,
          {
            timeout: 30_000,
          },
        )
        .toBe("failed");
      const [failed] = await owner<{ error: string }>(
        "select error from public.content_publishes order by id desc limit 1",
      );
      expect(failed!.error).toContain("disk_full");
      const careers = await site.pageText("/careers");
      expect(careers).toContain(NEW_TITLE);
      expect(careers).not.toContain("Distinguished Complex Systems Scientist");
    } finally {
      await owner("alter table private.record_bodies drop constraint disk_full");
    }
    // The store back: the next change is published, and kept.
    await renamePosition(recruiter, "Distinguished Complex Systems Scientist", OLD_TITLE);
    await expect.poll(() => site.pageText("/careers"), { timeout: 30_000 }).toContain(OLD_TITLE);
  });

  it("runs nothing of a recorded page in the back office, whatever the page held", async () => {
    // A page as a compromised build or a missed escape could have served it: script in every form.
    const attack = `<!doctype html><html lang="en"><head><title>Attack</title>
<script>parent.document.body.dataset.pwned = "script"</script></head>
<body><h1>Recorded attack</h1>
<img src="/nothing.png" alt="" onerror="parent.document.body.dataset.pwned = 'handler'">
<a href="javascript:parent.document.body.dataset.pwned='link'">A link</a>
<iframe srcdoc="<script>parent.parent.document.body.dataset.pwned='nested'</script>"></iframe>
</body></html>`;
    const hash = createHash("sha256").update(attack).digest("hex");
    await owner("insert into private.record_bodies (hash, body) values ($1, $2) on conflict do nothing", [
      hash,
      attack,
    ]);
    await owner(
      "insert into public.site_record (route, hash, recorded_at) values ('/attack', $1, now() - interval '1 minute')",
      [hash],
    );
    const admin = await site.member("attack-admin@kosmos.example", ["admin"]);
    const { page, errors, context } = await openPage(site.browser, { ...DESKTOP, baseURL: site.server.url });
    try {
      await openRecord(page, admin);
      await showSiteAt(page, Date.now());
      await page.getByRole("button", { name: "View /attack as it was then" }).click();
      const served = page.frameLocator('iframe[title^="/attack as served at"]');
      await served.getByRole("heading", { name: "Recorded attack" }).waitFor();
      await served.getByRole("link", { name: "A link" }).click({ noWaitAfter: true });
      // As long as the image's failed load and a script would take, and longer.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
      expect(await page.locator('iframe[title^="/attack as served at"]').getAttribute("sandbox")).toBe("");
      // The browser says it refused them (the sandbox, and the back office's policy besides); nothing else went wrong.
      expect(
        errors.filter((error) => !/sandboxed|Blocked script execution|Content Security Policy|ERR_|404/.test(error)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
