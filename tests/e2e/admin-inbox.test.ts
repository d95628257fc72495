/**
 * The staff area's inbox in Chromium against the real server: what visitors sent
 * through the public API in one list with counts, filters and search; opening an item; a CV
 * downloaded byte for byte; the CSV export opened and checked; erasure leaving no row and no file.
 * The scenarios run in order on one signed-in page, as one staff member's morning would.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { KINDS } from "~/admin/vocabulary/kinds";
import { contact, jobApplication } from "../support/server/submissions";
import { keysFor } from "../support/server/keys";
import { isFocused, pdfBytes, storedRows, uniqueEmail } from "./forms-helpers";
import { DESKTOP, baseURL, expectNoAxeViolations, launchBrowser, openPage } from "./support/browser";
import { enrolledStaff, signIn, visitorClient, type StaffMember } from "./support/staff";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let staff: StaffMember;

// One person who sent three things, and someone else.
const person = uniqueEmail("ada");
const other = uniqueEmail("ben");
const cv = pdfBytes(6000);
const jobId = crypto.randomUUID();
const cvPath = `cvs/${jobId}/${Date.now()}-ada-lovelace-cv.pdf`;
const formula = '=HYPERLINK("http://evil.example","click") Please call me about the engine.';

const heading = (name: string) => page.getByRole("heading", { name, exact: true });
const resultLinks = () => page.getByRole("region", { name: "Results" }).getByRole("listitem").getByRole("link");

/** New items per kind, counted with the secret key, as the chips should show them. */
async function newCounts(): Promise<Record<string, number>> {
  const { serviceKey } = await keysFor(inject("dataDir"));
  const counts: Record<string, number> = {};
  for (const kind of KINDS) {
    const response = await fetch(`${baseURL()}/rest/v1/${kind}?status=eq.new&select=id`, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    });
    counts[kind] = ((await response.json()) as unknown[]).length;
  }
  return counts;
}

/** The number on each kind's chip ("Job applications 3 new"). */
async function shownCounts(): Promise<Record<string, number>> {
  const chips = page.getByRole("region", { name: "New items by kind" }).getByRole("link");
  await expect.poll(async () => (await chips.allInnerTexts()).every((t) => /\d+ new/.test(t))).toBe(true);
  const texts = await chips.allInnerTexts();
  return Object.fromEntries(KINDS.map((kind, i) => [kind, Number(/(\d+) new/.exec(texts[i]!)![1])]));
}

async function applyFilters({ search, kind }: { search?: string; kind?: string }) {
  if (search !== undefined) await page.getByLabel("Search names, emails and text").fill(search);
  if (kind !== undefined) await page.getByLabel("Kind", { exact: true }).selectOption({ label: kind });
  await page.getByRole("button", { name: "Apply filters" }).click();
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1));
}

beforeAll(async () => {
  const visitor = visitorClient();
  expect(
    (
      await visitor
        .from("contact_submissions")
        .insert(contact({ name: "Ada Lovelace", email: person, message: formula }))
    ).error,
  ).toBeNull();
  expect((await visitor.from("newsletter_subscribers").insert({ email: person })).error).toBeNull();
  expect(
    (await visitor.from("contact_submissions").insert(contact({ name: "Ben Other", email: other }))).error,
  ).toBeNull();
  expect(
    (
      await visitor.storage
        .from("job-applications")
        .upload(cvPath, new Blob([new Uint8Array(cv)], { type: "application/pdf" }))
    ).error,
  ).toBeNull();
  const job = jobApplication({ first_name: "Ada", surname: "Lovelace", email: person, cv_url: cvPath }, jobId);
  expect((await visitor.from("job_applications").insert(job)).error).toBeNull();

  staff = await enrolledStaff("inbox");
  browser = await launchBrowser();
  ({ page, context, errors } = await openPage(browser, { ...DESKTOP, acceptDownloads: true }));
  await page.goto("/admin/");
  await signIn(page, staff);
  await heading("Inbox").waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("the staff inbox", () => {
  it("lists every kind newest first with counts of new items, filters by kind, searches by email, and opening an item marks it read (for this person: no longer new to them)", async () => {
    await page.getByText(/^Showing 1–/).waitFor();
    expect(await shownCounts()).toEqual(await newCounts());
    // Newest first: the job application was the last thing sent.
    expect(await resultLinks().first().textContent()).toBe("Ada Lovelace, Job application");
    const times = await page
      .getByRole("region", { name: "Results" })
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(times).toEqual([...times].sort((a, b) => Date.parse(b) - Date.parse(a)));
    await expectNoAxeViolations(page, "inbox");

    await applyFilters({ search: person });
    await page.getByText("Showing 1–3 of 3").waitFor();
    expect(await resultLinks().allTextContents()).toEqual([
      "Ada Lovelace, Job application",
      `${person}, Newsletter sign-up`,
      "Ada Lovelace, Contact message",
    ]);
    expect(await page.getByText(other).count()).toBe(0);
    await expectNoAxeViolations(page, "inbox searched by email");

    await applyFilters({ kind: "Job applications" });
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect(await resultLinks().allTextContents()).toEqual(["Ada Lovelace, Job application"]);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#/inbox?kind=job_applications&q=${person}`);

    const before = await shownCounts();
    // New to this person: marked in the list, counted beside "Inbox" in the menu.
    const results = page.getByRole("region", { name: "Results" });
    await results.getByText("New to you").waitFor();
    const inboxLink = page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /^Inbox/ });
    await expect.poll(() => inboxLink.innerText()).toMatch(/^Inbox\s*\d+/);
    const unreadBefore = Number(/\d+/.exec(await inboxLink.innerText())![0]);
    await resultLinks().first().click();
    await heading("Ada Lovelace").waitFor();
    const status = page.getByRole("region", { name: "Status" });
    await expect
      .poll(() => status.getByRole("listitem").allInnerTexts())
      .toContainEqual(expect.stringMatching(new RegExp(`^New → Read by ${staff.email}, \\d`)));
    expect(await page.getByLabel("Change status").inputValue()).toBe("read");
    const [row] = await storedRows("job_applications", person);
    expect(row).toMatchObject({
      status: "read",
      status_changed_by: expect.any(String),
      status_changed_at: expect.any(String),
    });
    await expectNoAxeViolations(page, "item view");

    // Back in the inbox: the item reads as read, and one fewer job application is new.
    await page.goBack();
    await page.getByText("Showing 1–1 of 1").waitFor();
    await expect
      .poll(() => page.getByRole("region", { name: "Results" }).getByRole("listitem").innerText())
      .toContain("Read");
    // The counts are fetched again on the way back; until they arrive the last ones stay shown.
    await expect.poll(async () => (await shownCounts()).job_applications).toBe(before.job_applications! - 1);
    // Read by this person now: no longer marked, one fewer new to them (a colleague's stay as they were).
    await expect.poll(() => results.getByText("New to you").count()).toBe(0);
    await expect.poll(async () => Number(/\d+/.exec(await inboxLink.innerText())?.[0] ?? 0)).toBe(unreadBefore - 1);
  });

  it("downloads the CV sent with the application as a file, byte for byte", async () => {
    await resultLinks().first().click();
    await heading("Ada Lovelace").waitFor();
    const button = page.getByRole("button", { name: /^Download CV/ });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(cvPath.split("/").pop());
    const bytes = await readFile((await download.path())!);
    expect(bytes.equals(cv)).toBe(true);
    // Saved, not opened: the page is still the item, and no other page opened.
    await heading("Ada Lovelace").waitFor();
    expect(context.pages()).toHaveLength(1);
  });

  it("goes to the older item with j and back with k, and archives with e, from an item's page", async () => {
    await page.goto(`/admin/#/inbox/job_applications/${jobId}`);
    await heading("Ada Lovelace").waitFor();
    const items = page.getByRole("navigation", { name: "Other items" });
    await items.getByRole("link", { name: "Next (older) item" }).waitFor();
    await expectNoAxeViolations(page, "an item with its neighbours");
    await page.keyboard.press("j");
    await expect.poll(() => page.url()).not.toContain(jobId);
    await items.getByRole("link", { name: "Previous (newer) item" }).waitFor();
    await page.keyboard.press("k");
    await heading("Ada Lovelace").waitFor();
    expect(page.url()).toContain(`/inbox/job_applications/${jobId}`);

    // Typed into a field, the keys are only letters.
    const [ben] = await storedRows("contact_submissions", other);
    await page.goto(`/admin/#/inbox/contact_submissions/${String(ben!.id)}`);
    await heading("Ben Other").waitFor();
    const status = page.getByLabel("Change status");
    await status.focus();
    await page.keyboard.press("e");
    await page.waitForTimeout(300);
    expect(await status.inputValue()).not.toBe("archived");
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("e");
    await page.getByText("Marked as archived.").waitFor();
    await expect.poll(async () => (await storedRows("contact_submissions", other))[0]!.status).toBe("archived");
  });

  it("keeps a person's saved filters (never the search words), opens and removes them", async () => {
    await page.goto("/admin/#/inbox");
    await heading("Inbox").waitFor();
    await applyFilters({ search: person, kind: "Job applications" });
    await page.getByText("Showing 1–1 of 1").waitFor();
    const saved = page.getByRole("region", { name: "Saved filters" });
    await saved.getByLabel("Name for the filters shown").fill("Applications to read");
    await saved.getByRole("button", { name: "Save these filters" }).click();
    const link = saved
      .getByRole("list", { name: "Your saved filters" })
      .getByRole("link", { name: "Applications to read" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("#/inbox?kind=job_applications");
    await saved.getByLabel("Name for the filters shown").fill("Applications to read");
    await saved.getByRole("button", { name: "Save these filters" }).click();
    await saved.getByText("You already have saved filters called “Applications to read”").waitFor();
    await expectNoAxeViolations(page, "the inbox with saved filters");

    await page.reload();
    await link.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe("#/inbox?kind=job_applications");
    await page.getByRole("button", { name: "Remove the saved filters “Applications to read”" }).click();
    await link.waitFor({ state: "detached" });
    // The one refusal, of the name used twice.
    expect(errors.filter((e) => e.includes("(Conflict)"))).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
  });

  it("exports the filtered list as CSV for Excel, with formulas neutralised", async () => {
    await page.goto(`/admin/#/inbox?q=${encodeURIComponent(person)}`);
    await page.getByText("Showing 1–3 of 3").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kosmos-inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]).toBe('"Received","Kind","Status","Name","Email","Organisation","Subject","Message","Id"');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split('","')[1])).toEqual([
      "Job applications",
      "Newsletter sign-ups",
      "Contact messages",
    ]);
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") Please call me about the engine."`);
    expect(lines.join("\n")).not.toContain(other);
    await page.getByText("Exported 3 items as CSV.").waitFor();
    await expectNoAxeViolations(page, "inbox after the export");
  });

  it("erases a person after a confirmation made with the keyboard: no row in any table, no file left", async () => {
    const storage = join(inject("dataDir"), "storage");
    expect(existsSync(join(storage, "job-applications", cvPath)), "the CV on disk before").toBe(true);

    await resultLinks().filter({ hasText: "Contact message" }).click();
    await heading("Ada Lovelace").waitFor();
    const erase = page.getByRole("button", { name: "Erase this person" });
    await erase.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(person);
    await expectNoAxeViolations(page, "erasure dialog");
    // Focus starts on the safe choice; Tab reaches the other.
    expect(await isFocused(dialog.getByRole("button", { name: "Cancel" }))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(dialog.getByRole("button", { name: "Erase everything" }))).toBe(true);
    await page.keyboard.press("Enter");

    await heading("Person erased").waitFor();
    await page.getByText("Erased 3 submissions and 1 file.").waitFor();
    await expectNoAxeViolations(page, "after the erasure");
    for (const table of KINDS) expect(await storedRows(table, person), table).toEqual([]);
    expect(await storedRows("contact_submissions", other)).toHaveLength(1);
    expect((await filesUnder(storage)).filter((file) => file.includes("ada-lovelace-cv"))).toEqual([]);
    // The audit log says what went, not whose.
    const audit = await staff.client.from("audit_log").select("*").eq("action", "erasure");
    expect(audit.error).toBeNull();
    expect(audit.data!.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit.data)).not.toContain(person);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  });

  it("says so, and offers to try again, when the inbox cannot be loaded", async () => {
    const unavailable = { code: "PGRST000", message: "Database unavailable", details: null, hint: null };
    await page.route("**/rest/v1/inbox*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify(unavailable) }),
    );
    await page.goto("/admin/#/inbox");
    const failure = page.getByRole("alert").filter({ hasText: "The inbox could not be loaded" });
    await failure.waitFor();
    await expectNoAxeViolations(page, "inbox that could not be loaded");
    await page.unroute("**/rest/v1/inbox*");
    await failure.getByRole("button", { name: "Try again" }).click();
    await page.getByText(/^Showing 1–/).waitFor();
    expect(await failure.count()).toBe(0);
  });
});
