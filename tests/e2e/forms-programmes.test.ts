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
  textBytes,
  uniqueEmail,
} from "./forms-helpers";
import { expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

const FAILED = ["Submission failed", "There was an error submitting your application. Please try again."] as const;
const UPLOAD_FAILED = [
  "File upload failed",
  "Your application was submitted but the file upload failed. You can send it separately via email.",
] as const;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const variants = [
  {
    path: "/research-partnerships",
    form: "Research partnership application",
    table: "research_partnerships",
    folder: "research-partnerships",
    success: "We'll review your research partnership proposal and get back to you soon.",
    detailLabel: "Collaboration Type",
    detailColumn: "collaboration_type",
    detailValue: "Visiting researcher",
    detailMessage: "Please select a collaboration type",
    fill: (page: Page, value: string) =>
      form(page, "Research partnership application").getByLabel("Collaboration Type").selectOption(value),
  },
  {
    path: "/incubation-programme",
    form: "Incubation programme application",
    table: "incubation_programme",
    folder: "incubation-programme",
    success: "We'll review your incubation programme application and get back to you soon.",
    detailLabel: "Support Needed",
    detailColumn: "support_needed",
    detailValue: "Compute time and mentoring on agent-based models.",
    detailMessage: "Please tell us what support you need",
    fill: (page: Page, value: string) =>
      form(page, "Incubation programme application").getByLabel("Support Needed").fill(value),
  },
] as const;

type Variant = (typeof variants)[number];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const form = (page: Page, name: string) => page.getByRole("form", { name });

async function open(variant: Variant) {
  const opened = await openPage(browser);
  await opened.page.goto(variant.path);
  await hydrated(opened.page);
  return { ...opened, form: form(opened.page, variant.form) };
}

async function fillRequired(page: Page, variant: Variant, email: string) {
  const f = form(page, variant.form);
  await f.getByLabel("Full Name").fill("Mary Somerville");
  await f.getByLabel("Email").fill(email);
  await f.getByLabel("Research Area").fill("Network contagion");
  await f.getByLabel("Institution").fill("University of Edinburgh");
  await f.getByLabel("Topic Statement").fill("How liquidity shocks propagate through interbank lending networks.");
  await variant.fill(page, variant.detailValue);
}

const fileCount = (input: ReturnType<Page["getByLabel"]>) =>
  input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0);

describe.each(variants)("$path", (variant) => {
  it("missing fields: toast, inline messages, aria-required marker, focus on the first; axe passes", async () => {
    const { page, context, form } = await open(variant);
    const detail = form.getByLabel(variant.detailLabel);
    expect(await detail.getAttribute("aria-required")).toBe("true");
    expect(await form.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Missing information", "Please fill in all required fields.");
    const name = form.getByLabel("Full Name");
    expect(await describedBy(name)).toContain("Name is required");
    expect(await describedBy(form.getByLabel("Email"))).toContain("Please enter a valid email address");
    expect(await describedBy(form.getByLabel("Research Area"))).toContain("Research area is required");
    expect(await describedBy(form.getByLabel("Institution"))).toContain("Institution is required");
    expect(await describedBy(form.getByLabel("Topic Statement"))).toContain("Topic statement is required");
    expect(await describedBy(detail)).toContain(variant.detailMessage);
    expect(await isFocused(name)).toBe(true);
    await expectNoAxeViolations(page, `${variant.path} with errors`);
    await context.close();
  });

  it("counts the topic statement live and refuses more than 500 characters", async () => {
    const { page, context, form } = await open(variant);
    await fillRequired(page, variant, uniqueEmail("topic"));
    const topic = form.getByLabel("Topic Statement");
    await topic.fill("a".repeat(500));
    expect(await describedBy(topic)).toContain("500/500 characters");
    await topic.fill("a".repeat(501));
    expect(await describedBy(topic)).toContain("501/500 characters");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Topic statement too long", "Please keep your topic statement under 500 words.");
    expect(await describedBy(topic)).toContain("Please keep your topic statement under 500 words.");
    expect(await isFocused(topic)).toBe(true);
    await context.close();
  });

  it("refuses a proposal of the wrong type or over 10MB when chosen", async () => {
    const { page, context, form } = await open(variant);
    const proposal = form.getByLabel("Proposal (optional)");
    expect(await proposal.getAttribute("accept")).toContain(".txt");
    await proposal.setInputFiles({
      name: "slides.pptx",
      mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      buffer: docxBytes(),
    });
    await expectToast(page, "Invalid file type", "Please upload a PDF, Word document, or text file.");
    expect(await fileCount(proposal)).toBe(0);
    await proposal.setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(10 * 1024 * 1024 + 1),
    });
    await expectToast(page, "File too large", "Please upload a file smaller than 10MB.");
    expect(await fileCount(proposal)).toBe(0);
    await context.close();
  });

  it("uploads {id}_proposal.{ext}, inserts once ('Submitting...' meanwhile), toasts and clears everything", async () => {
    const { page, context, form } = await open(variant);
    const email = uniqueEmail(variant.folder);
    const bytes = variant.folder === "research-partnerships" ? pdfBytes(4096) : textBytes(300);
    const file =
      variant.folder === "research-partnerships"
        ? { name: "Proposal draft.pdf", mimeType: "application/pdf" }
        : { name: "proposal.txt", mimeType: "text/plain" };
    await fillRequired(page, variant, email);
    await form.getByLabel("Proposal (optional)").setInputFiles({ ...file, buffer: bytes });

    const held = await holdRequests(page, `**/rest/v1/${variant.table}*`);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await held.arrived;
    expect(await form.getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
    held.release();

    await expectToast(page, "Application submitted successfully!", variant.success);
    for (const label of [
      "Full Name",
      "Email",
      "Research Area",
      "Institution",
      "Topic Statement",
      variant.detailLabel,
    ]) {
      expect(await form.getByLabel(label).inputValue(), label).toBe("");
    }
    expect(await fileCount(form.getByLabel("Proposal (optional)"))).toBe(0);
    expect(await describedBy(form.getByLabel("Topic Statement"))).toContain("0/500 characters");

    const row = await storedRow(variant.table, email);
    const extension = file.name.split(".").pop();
    expect(row).toMatchObject({
      name: "Mary Somerville",
      research_area: "Network contagion",
      institution: "University of Edinburgh",
      topic_statement: "How liquidity shocks propagate through interbank lending networks.",
      [variant.detailColumn]: variant.detailValue,
      proposal_file_path: `${variant.folder}/${row.id}_proposal.${extension}`,
    });
    expect((await storedObject("applications", row.proposal_file_path as string)).equals(bytes)).toBe(true);
    await context.close();
  });

  it("a docx proposal is stored as .docx", async () => {
    const { page, context, form } = await open(variant);
    const email = uniqueEmail(`${variant.folder}-docx`);
    const bytes = docxBytes();
    await fillRequired(page, variant, email);
    await form
      .getByLabel("Proposal (optional)")
      .setInputFiles({ name: "proposal.docx", mimeType: DOCX, buffer: bytes });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application submitted successfully!", variant.success);
    const row = await storedRow(variant.table, email);
    expect(row.proposal_file_path).toBe(`${variant.folder}/${row.id}_proposal.docx`);
    expect((await storedObject("applications", row.proposal_file_path as string)).equals(bytes)).toBe(true);
    await context.close();
  });

  it("a failed upload still stores the application, with a null path, and says so", async () => {
    const { page, context, form } = await open(variant);
    await failUploads(page);
    const email = uniqueEmail(`${variant.folder}-upload-fail`);
    await fillRequired(page, variant, email);
    await form
      .getByLabel("Proposal (optional)")
      .setInputFiles({ name: "proposal.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, ...UPLOAD_FAILED);
    expect(await storedRow(variant.table, email)).toMatchObject({
      proposal_file_path: null,
      [variant.detailColumn]: variant.detailValue,
    });
    await context.close();
  });

  it("a failed insert shows the spec's toast and keeps the form filled", async () => {
    const { page, context, form } = await open(variant);
    await failInsert(page, variant.table);
    const email = uniqueEmail(`${variant.folder}-fail`);
    await fillRequired(page, variant, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, ...FAILED);
    expect(await form.getByLabel("Email").inputValue()).toBe(email);
    expect(await storedRows(variant.table, email)).toEqual([]);
    await context.close();
  });

  it("honeypot filled: success shown, nothing sent", async () => {
    const { page, context, form } = await open(variant);
    const writes = countApiWrites(page);
    const email = uniqueEmail(`${variant.folder}-bot`);
    await fillRequired(page, variant, email);
    await fillHoneypot(form);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application submitted successfully!", variant.success);
    expect(writes).toEqual([]);
    expect(await storedRows(variant.table, email)).toEqual([]);
    await context.close();
  });
});
