/**
 * The inbox's paths that had no end-to-end test, each under the role whose job it is:
 * a sales colleague pages past 25, archives and marks spam and finds them by status, and filters
 * by date; an editor's documentation edit shows on the public page; an admin applies retention
 * and an old submission goes while a recent one stays.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact, jobApplication } from "../support/server/submissions";
import { serviceHeaders, storedRows, uniqueEmail } from "./forms-helpers";
import { baseURL, DESKTOP, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";
import { enrolledStaff, openStaffPage, signIn, visitorClient } from "./support/staff";

let browser: Browser;
const tag = `paths${Date.now()}`;
const archived = uniqueEmail(`archive-${tag}`);
const spammer = uniqueEmail(`spam-${tag}`);
const old = uniqueEmail(`old-${tag}`);
const recent = uniqueEmail(`recent-${tag}`);

beforeAll(async () => {
  const visitor = visitorClient();
  for (let i = 0; i < 27; i++)
    expect(
      (await visitor.from("newsletter_subscribers").insert({ email: uniqueEmail(`${tag}-${i}`) })).error,
    ).toBeNull();
  expect(
    (
      await visitor
        .from("contact_submissions")
        .insert(contact({ name: "Archie Vault", email: archived, message: `Please keep this, ${tag}.` }))
    ).error,
  ).toBeNull();
  expect(
    (
      await visitor
        .from("contact_submissions")
        .insert(contact({ name: "Spam Sender", email: spammer, message: `Buy cheap things now ${tag}.` }))
    ).error,
  ).toBeNull();
  expect(
    (
      await visitor
        .from("job_applications")
        .insert(jobApplication({ email: uniqueEmail(tag), reason_to_apply: `Not for sales ${tag}.`, cv_url: null }))
    ).error,
  ).toBeNull();
  // A message sent three years ago (as the owner could have stored it then), and one today.
  for (const email of [old, recent])
    expect((await visitor.from("contact_submissions").insert(contact({ email }))).error).toBeNull();
  const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
  const aged = await fetch(`${baseURL()}/rest/v1/contact_submissions?email=eq.${encodeURIComponent(old)}`, {
    method: "PATCH",
    headers: { ...(await serviceHeaders()), "content-type": "application/json" },
    body: JSON.stringify({ created_at: threeYearsAgo }),
  });
  expect(aged.status, await aged.text()).toBe(204);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 1 });
const results = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("listitem").getByRole("link");

async function applyFilters(
  page: Page,
  filters: { search?: string; kind?: string; status?: string; from?: string; to?: string },
) {
  if (filters.search !== undefined) await page.getByLabel("Search names, emails and text").fill(filters.search);
  if (filters.kind !== undefined) await page.getByLabel("Kind", { exact: true }).selectOption({ label: filters.kind });
  if (filters.status !== undefined)
    await page.getByLabel("Status", { exact: true }).selectOption({ label: filters.status });
  if (filters.from !== undefined) await page.getByLabel("Received from").fill(filters.from);
  if (filters.to !== undefined) await page.getByLabel("Received to").fill(filters.to);
  await page.getByRole("button", { name: "Apply filters" }).click();
}

async function setStatus(page: Page, name: string, status: string) {
  await results(page).filter({ hasText: name }).click();
  await heading(page, name).waitFor();
  await page.getByLabel("Change status").selectOption({ label: status });
  await page
    .getByRole("region", { name: "Status" })
    .getByText(new RegExp(`→ ${status} by`))
    .waitFor();
  await page.goBack();
}

describe("the inbox under roles", () => {
  it("sales pages past 25, archives and marks spam and finds each by status, and filters by date", async () => {
    const member = await enrolledStaff("sales");
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto("/admin/");
    await signIn(page, member);
    await heading(page, "Inbox").waitFor();

    await applyFilters(page, { search: tag, kind: "Newsletter sign-ups" });
    await page.getByText("Showing 1–25 of 27").waitFor();
    expect(await page.getByRole("navigation", { name: "Pages" }).getByText("Page 1 of 2").count()).toBe(1);
    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByText("Showing 26–27 of 27").waitFor();
    expect(await results(page).count()).toBe(2);
    await page.getByRole("button", { name: "Previous page" }).click();
    await page.getByText("Showing 1–25 of 27").waitFor();

    // Everything with the tag that sales may read: the sign-ups and four messages, never the job application.
    await applyFilters(page, { kind: "All kinds" });
    await page.getByText("Showing 1–25 of 31").waitFor();

    await applyFilters(page, { kind: "Contact messages" });
    await page.getByText("Showing 1–4 of 4").waitFor();
    await setStatus(page, "Archie Vault", "Archived");
    await page.getByText("Showing 1–4 of 4").waitFor();
    await setStatus(page, "Spam Sender", "Spam");
    await page.getByText("Showing 1–4 of 4").waitFor();
    await applyFilters(page, { status: "Archived" });
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect(await results(page).first().innerText()).toContain("Archie Vault");
    await applyFilters(page, { status: "Spam" });
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect(await results(page).first().innerText()).toContain("Spam Sender");
    expect((await storedRows("contact_submissions", spammer))[0]).toMatchObject({ status: "spam" });

    // Dates: nothing was received tomorrow; an end before the start is refused on the spot.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await applyFilters(page, { status: "Any status", from: tomorrow });
    await page.getByText("Nothing matches these filters.").waitFor();
    await applyFilters(page, { from: tomorrow, to: today });
    await page.getByText("The end date is before the start date.").waitFor();
    await applyFilters(page, { from: today, to: tomorrow });
    await page.getByText("Showing 1–3 of 3").waitFor();
    await expectNoAxeViolations(page, "a sales colleague's filtered inbox");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor's documentation edit shows on the public page at its next load", async () => {
    const member = await enrolledStaff("editor");
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto("/admin/#/content/documentation");
    await signIn(page, member);
    await heading(page, "Documentation").waitFor();
    const edit = page.getByRole("button", { name: /^Edit / }).first();
    await edit.waitFor();
    await edit.click();
    const title = `Risk engine guide ${tag}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page
      .getByRole("button", { name: `Edit ${title}` })
      .or(page.getByRole("alert"))
      .first()
      .waitFor();
    expect(await page.getByRole("alert").allInnerTexts()).toEqual([]);

    await page.goto("/resources/documentation");
    await hydrated(page);
    await page.getByRole("heading", { name: title }).waitFor();
    await context.close();
  });

  it("an admin applies retention: a three-year-old message goes, today's stays, the stages' own rules are shown; the audit log says so, reads folded by the hour", async () => {
    const member = await enrolledStaff("retention");
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto("/admin/#/retention");
    await signIn(page, member);
    await heading(page, "Retention and backups").waitFor();
    // The stages that keep their own time, as their kinds declare them.
    await page
      .getByText(
        "Job applications: Hired: kept while it stays there, past the period above; Not taken: deleted 6 months after it was moved there.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Apply now" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete old submissions" }).click();
    await expect.poll(async () => (await storedRows("contact_submissions", old)).length, { timeout: 10_000 }).toBe(0);
    expect(await storedRows("contact_submissions", recent)).toHaveLength(1);

    // The audit log says it, with this admin's reads of the inbox folded into one line for the hour.
    await page.goto("/admin/#/inbox");
    await heading(page, "Inbox").waitFor();
    await openStaffPage(page, "Audit log");
    await heading(page, "Audit log").waitFor();
    await page.getByLabel("Person (e-mail, empty for everyone)").fill(member.email);
    await page.getByRole("button", { name: "Show their entries" }).click();
    await page.getByText(`Showing ${member.email}’s entries only.`).waitFor();
    const log = page.getByRole("list").filter({ hasText: "applied the retention period" });
    await log.waitFor();
    const lines = await log.getByRole("listitem").allInnerTexts();
    expect(lines.every((line) => line.startsWith(member.email))).toBe(true);
    // One line an hour (two when the test straddles the hour), never one a read.
    const reads = lines.filter((line) => /read .*the inbox.* \(\d+ rows? in all\)\./.test(line));
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.length).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page, "the audit log for one person");
    await page.getByLabel("Person (e-mail, empty for everyone)").fill("nobody@kosmos.example");
    await page.getByRole("button", { name: "Show their entries" }).click();
    await page.getByText("No entries for this person.").waitFor();
    await context.close();
  });
});
