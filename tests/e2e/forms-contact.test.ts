import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countApiWrites,
  describedBy,
  expectToast,
  failInsert,
  fillHoneypot,
  holdRequests,
  isFocused,
  storedRow,
  storedRows,
  uniqueEmail,
} from "./forms-helpers";
import { expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

const SENT = ["Message sent", "Thank you for your message. We'll get back to you soon."] as const;
const FAILED = ["Something went wrong", "Your message couldn't be sent. Please try again later."] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  const opened = await openPage(browser);
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fillContact(page: Page, email: string, { company = "" } = {}) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  if (company) await form.getByLabel("Company (optional)").fill(company);
  await form.getByLabel("Inquiry Type").selectOption({ label: "Partner Inquiry" });
  await form.getByLabel("Message").fill("We would like to model contagion across our counterparties.");
}

describe("contact form (/contact)", () => {
  it("shows each message inline, tied to its field, focuses the first invalid field and passes axe", async () => {
    const { page, context } = await open("/contact");
    const form = contactForm(page);
    expect(await form.getByLabel("Inquiry Type").inputValue()).toBe("demo-request");
    expect(await form.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");

    await form.getByLabel("Full Name").fill("A");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();

    const name = form.getByLabel("Full Name");
    await expect.poll(() => describedBy(name)).toContain("Name must be at least 2 characters");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(form.getByLabel("Email"))).toContain("Please enter a valid email address");
    expect(await describedBy(form.getByLabel("Message"))).toContain("Message must be at least 10 characters");
    expect(await form.getByLabel("Company (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(await isFocused(name)).toBe(true);
    await expectNoAxeViolations(page, "/contact with errors");

    // An inquiry type outside the list (a tampered select) gets its own message.
    await form.getByLabel("Inquiry Type").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Other", ""));
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => describedBy(form.getByLabel("Inquiry Type"))).toContain("Please select an inquiry type");
    await context.close();
  });

  it("disables the button and reads 'Sending...' while sending, then stores the row, toasts and resets", async () => {
    const { page, context, errors } = await open("/contact");
    const email = uniqueEmail("contact");
    await fillContact(page, email);
    const held = await holdRequests(page, "**/rest/v1/contact_submissions*");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await held.arrived;
    const busy = contactForm(page).getByRole("button", { name: "Sending..." });
    expect(await busy.isDisabled()).toBe(true);
    held.release();

    await expectToast(page, ...SENT);
    expect(await contactForm(page).getByLabel("Full Name").inputValue()).toBe("");
    expect(await contactForm(page).getByLabel("Message").inputValue()).toBe("");
    expect(await contactForm(page).getByLabel("Inquiry Type").inputValue()).toBe("demo-request");
    expect(await contactForm(page).getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);

    const row = await storedRow("contact_submissions", email);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email,
      company: null,
      inquiry_type: "partner-inquiry",
      message: "We would like to model contagion across our counterparties.",
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stores the company when given", async () => {
    const { page, context } = await open("/contact");
    const email = uniqueEmail("contact-company");
    await fillContact(page, email, { company: "Northbridge Capital" });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, ...SENT);
    expect(await storedRow("contact_submissions", email)).toMatchObject({ company: "Northbridge Capital" });
    await context.close();
  });

  it("shows the spec's error toast when the insert fails, and keeps what was typed", async () => {
    const { page, context } = await open("/contact");
    const email = uniqueEmail("contact-fail");
    await failInsert(page, "contact_submissions");
    await fillContact(page, email);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, ...FAILED);
    expect(await contactForm(page).getByLabel("Email").inputValue()).toBe(email);
    expect(await storedRows("contact_submissions", email)).toEqual([]);
    await context.close();
  });

  it("honeypot filled: the visitor sees success and nothing is sent", async () => {
    const { page, context } = await open("/contact");
    const writes = countApiWrites(page);
    const email = uniqueEmail("contact-bot");
    await fillContact(page, email);
    await fillHoneypot(contactForm(page));
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, ...SENT);
    expect(writes).toEqual([]);
    expect(await storedRows("contact_submissions", email)).toEqual([]);
    await context.close();
  });
});

const homeForm = (page: Page) => page.getByRole("form", { name: "Ready to Master Complexity?" });

async function fillHome(page: Page, email: string) {
  const form = homeForm(page);
  await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company (optional)").fill("Analytical Engines");
  await form.getByLabel("Message").fill("Could you show us the Studio next week?");
}

describe("home contact form ('Ready to Master Complexity?')", () => {
  it("has the heading, a 4-row message, the same messages inline and no axe violations with errors", async () => {
    const { page, context } = await open("/");
    await page.getByRole("heading", { level: 2, name: "Ready to Master Complexity?" }).waitFor();
    const form = homeForm(page);
    expect(await form.getByLabel("Message").getAttribute("rows")).toBe("4");
    await form.getByRole("button", { name: "Send Message" }).click();
    const name = form.getByLabel("Name", { exact: true });
    await expect.poll(() => describedBy(name)).toContain("Name must be at least 2 characters");
    expect(await describedBy(form.getByLabel("Email"))).toContain("Please enter a valid email address");
    expect(await describedBy(form.getByLabel("Message"))).toContain("Message must be at least 10 characters");
    expect(await isFocused(name)).toBe(true);
    await form.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "/ with contact errors");
    await context.close();
  });

  it("sends ('Sending...'), stores a general question and resets", async () => {
    const { page, context } = await open("/");
    const email = uniqueEmail("home");
    await fillHome(page, email);
    const held = await holdRequests(page, "**/rest/v1/contact_submissions*");
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();
    await held.arrived;
    expect(await homeForm(page).getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    held.release();
    await expectToast(page, ...SENT);
    expect(await homeForm(page).getByLabel("Email").inputValue()).toBe("");
    expect(await storedRow("contact_submissions", email)).toMatchObject({
      name: "Grace Hopper",
      company: "Analytical Engines",
      inquiry_type: "general-question",
      message: "Could you show us the Studio next week?",
    });
    await context.close();
  });

  it("shows the error toast when the insert fails", async () => {
    const { page, context } = await open("/");
    await failInsert(page, "contact_submissions");
    const email = uniqueEmail("home-fail");
    await fillHome(page, email);
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, ...FAILED);
    expect(await storedRows("contact_submissions", email)).toEqual([]);
    await context.close();
  });

  it("honeypot filled: success shown, nothing stored", async () => {
    const { page, context } = await open("/");
    const writes = countApiWrites(page);
    const email = uniqueEmail("home-bot");
    await fillHome(page, email);
    await fillHoneypot(homeForm(page));
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, ...SENT);
    expect(writes).toEqual([]);
    expect(await storedRows("contact_submissions", email)).toEqual([]);
    await context.close();
  });
});
