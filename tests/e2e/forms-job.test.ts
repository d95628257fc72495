import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countApiWrites,
  describedBy,
  docxBytes,
  expectToast,
  failInsert,
  failUploads,
  fillHoneypot,
  holdRequests,
  isFocused,
  pdfBytes,
  storedObject,
  storedRow,
  storedRows,
  uniqueEmail,
} from "./forms-helpers";
import { baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

const SUCCESS = [
  "Application submitted successfully!",
  "We'll review your application and get back to you soon.",
] as const;

/**
 * Success goes to /careers (spec §4), a page without script: the success notice is part of it,
 * shown while the address names it (src/features/forms/ApplicationSentNotice.tsx).
 */
async function expectSentNotice(page: Page) {
  await page.waitForURL(`${baseURL()}/careers#application-submitted`);
  const notice = page.getByRole("status").filter({ hasText: SUCCESS[0] });
  await notice.waitFor();
  expect(await notice.innerText()).toContain(SUCCESS[1]);
  await expectNoAxeViolations(page, "/careers with the application notice");
  // Gone after 5 seconds like a toast, or at once with its close link.
  await notice.getByRole("link", { name: "Close notice" }).click();
  await notice.waitFor({ state: "hidden" });
}
const FAILED = ["Submission failed", "There was an error submitting your application. Please try again."] as const;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const POSITION = "Senior Quantitative Researcher";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path = `/apply?position=${encodeURIComponent(POSITION)}`) {
  const opened = await openPage(browser);
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

const form = (page: Page) => page.getByRole("form", { name: "Job application" });
const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Application" }).click();

async function fillRequired(page: Page, email: string) {
  await form(page).getByLabel("First Name").fill("Grace");
  await form(page).getByLabel("Surname").fill("Hopper");
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Reason to Apply").fill("I want to build the engine that models systemic risk.");
}

describe("job application (/apply)", () => {
  it("missing fields: toast, inline messages tied to fields, focus on the first, no axe violations", async () => {
    const { page, context } = await open();
    expect(await form(page).getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");
    await form(page).getByLabel("Surname").fill("Hopper");
    await submit(page);
    await expectToast(page, "Missing information", "Please fill in all required fields.");
    const firstName = form(page).getByLabel("First Name");
    expect(await describedBy(firstName)).toContain("First name is required");
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    expect(await firstName.getAttribute("aria-required")).toBe("true");
    expect(await form(page).getByLabel("Surname").getAttribute("aria-invalid")).toBeNull();
    expect(await describedBy(form(page).getByLabel("Email"))).toContain("Please enter a valid email address");
    expect(await describedBy(form(page).getByLabel("Reason to Apply"))).toContain(
      "Please tell us why you would like to apply",
    );
    expect(await isFocused(firstName)).toBe(true);
    await expectNoAxeViolations(page, "/apply with errors");
    await context.close();
  });

  it("an invalid email alone is shown inline", async () => {
    const { page, context } = await open();
    await fillRequired(page, "grace@invalid");
    await submit(page);
    const email = form(page).getByLabel("Email");
    await expect.poll(() => describedBy(email)).toContain("Please enter a valid email address");
    expect(await isFocused(email)).toBe(true);
    await context.close();
  });

  it("refuses a file of the wrong type or over 5MB when chosen, and does not keep it", async () => {
    const { page, context } = await open();
    const cv = form(page).getByLabel("CV (optional)");
    expect(await cv.getAttribute("accept")).toContain(".docx");
    await cv.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expectToast(page, "Invalid file type", "Please upload PDF or Word documents only.");
    expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await cv.setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: pdfBytes(5 * 1024 * 1024 + 1) });
    await expectToast(page, "File too large", "Please upload files smaller than 5MB.");
    expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await cv.setInputFiles({ name: "exact.pdf", mimeType: "application/pdf", buffer: pdfBytes(5 * 1024 * 1024) });
    expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
    await context.close();
  });

  it("uploads both files, stores their paths, reads 'Submitting...' meanwhile, then goes to /careers", async () => {
    const { page, context } = await open();
    const email = uniqueEmail("job");
    const letter = pdfBytes(2048);
    const cvBytes = docxBytes();
    await fillRequired(page, email);
    await form(page)
      .getByLabel("Cover Letter (optional)")
      .setInputFiles({ name: "Lettre de motivation (Zoë).pdf", mimeType: "application/pdf", buffer: letter });
    await form(page).getByLabel("CV (optional)").setInputFiles({ name: "My CV.docx", mimeType: DOCX, buffer: cvBytes });

    const held = await holdRequests(page, "**/rest/v1/job_applications*");
    await submit(page);
    await held.arrived;
    expect(await form(page).getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
    held.release();

    await expectSentNotice(page);

    const row = await storedRow("job_applications", email);
    expect(row).toMatchObject({
      position_title: POSITION,
      first_name: "Grace",
      surname: "Hopper",
      reason_to_apply: "I want to build the engine that models systemic risk.",
    });
    // Under the application's own id (the database accepts no other), then {timestamp}-{name}.
    expect(row.cover_letter_url).toMatch(
      new RegExp(`^cover-letters/${row.id as string}/\\d{13}-Lettre-de-motivation-Zoe\\.pdf$`),
    );
    expect(row.cv_url).toMatch(new RegExp(`^cvs/${row.id as string}/\\d{13}-My-CV\\.docx$`));
    expect((await storedObject("job-applications", row.cover_letter_url as string)).equals(letter)).toBe(true);
    expect((await storedObject("job-applications", row.cv_url as string)).equals(cvBytes)).toBe(true);
    await context.close();
  });

  it("a general application when the page has no position; no files means null paths", async () => {
    const { page, context } = await open("/apply");
    const email = uniqueEmail("job-general");
    await fillRequired(page, email);
    await submit(page);
    await expectSentNotice(page);
    expect(await storedRow("job_applications", email)).toMatchObject({
      position_title: "General application",
      cover_letter_url: null,
      cv_url: null,
    });
    await context.close();
  });

  it("a failed upload is logged and the application is still stored with a null path", async () => {
    const { page, context, errors } = await open();
    await failUploads(page);
    const email = uniqueEmail("job-upload-fail");
    await fillRequired(page, email);
    await form(page)
      .getByLabel("CV (optional)")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
    await submit(page);
    await expectSentNotice(page);
    expect(await storedRow("job_applications", email)).toMatchObject({ cv_url: null, cover_letter_url: null });
    expect(errors.some((e) => e.includes("Upload to job-applications/cvs/"))).toBe(true);
    await context.close();
  });

  it("a failed insert shows the spec's toast and stays on the page", async () => {
    const { page, context } = await open();
    await failInsert(page, "job_applications");
    const email = uniqueEmail("job-fail");
    await fillRequired(page, email);
    await submit(page);
    await expectToast(page, ...FAILED);
    expect(new URL(page.url()).pathname).toBe("/apply");
    expect(await storedRows("job_applications", email)).toEqual([]);
    await context.close();
  });

  it("honeypot filled: success and navigation, nothing sent", async () => {
    const { page, context } = await open();
    const writes = countApiWrites(page);
    const email = uniqueEmail("job-bot");
    await fillRequired(page, email);
    await form(page)
      .getByLabel("CV (optional)")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
    await fillHoneypot(form(page));
    await submit(page);
    await expectSentNotice(page);
    expect(writes).toEqual([]);
    expect(await storedRows("job_applications", email)).toEqual([]);
    await context.close();
  });
});
