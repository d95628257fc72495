/**
 * The newsletter in Chromium. A visitor signs up on /resources, the confirmation mail
 * reaches a real SMTP server, its link confirms in the browser and refuses a second use, and the
 * unsubscribe page unsubscribes: on a server of this file's own, with mail. Then a member of
 * sales writes an issue in the back office, previews it, and sends it (on the suite's server):
 * every page axe-clean, at desktop and phone width.
 */
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../support/server/smtp";
import { uniqueEmail } from "./forms-helpers";
import { DESKTOP, expectNoAxeViolations, hydrated, launchBrowser, openPage, PHONE } from "./support/browser";
import { startTestServer, type TestServer } from "./support/server";
import { staffAccount } from "../support/server/auth";
import { caretAtEnd } from "./support/rich-text";
import { enrolledOn, enrolledStaff, signIn, visitorClient } from "./support/staff";
import type { StaffName } from "./support/staff-accounts";

let browser: Browser;

/** A visitor signs up with the form on /resources and is told to check their inbox. */
async function signUpOnResources(page: Page, email: string) {
  await page.goto("/resources");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Stay Updated" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await page.getByText("Check your inbox").first().waitFor();
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a visitor's subscription, by mail", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, SITE_URL: "http://127.0.0.1" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("signs up, confirms through the mail's link, is refused a second use, and unsubscribes without signing in", async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    const email = uniqueEmail("opt-in");
    try {
      await signUpOnResources(page, email);

      await waitUntil(() => smtp.received.some((m) => m.envelope.to.includes(email)), 20_000);
      const mail = smtp.received.find((m) => m.envelope.to.includes(email))!;
      const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.parsed.text ?? "")![0]);
      const path = `${link.pathname}${link.search}`;

      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: "Confirm your subscription" }).waitFor();
      expect(await page.locator("script[src], script:not([type='application/ld+json'])").count()).toBe(0);
      await expectNoAxeViolations(page, "the confirmation page");
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.getByRole("heading", { level: 1, name: "You're subscribed" }).waitFor();
      await expectNoAxeViolations(page, "the confirmed page");

      await page.goto(path);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.getByRole("heading", { level: 1, name: "This link has already been used" }).waitFor();

      const { rows } = await server.app.db.asOwner((tx) =>
        tx.query<{ token: string }>(
          "select private.unsubscribe_token(id) as token from public.newsletter_subscribers where email = $1",
          [email],
        ),
      );
      await page.goto(`/newsletter/unsubscribe?token=${rows[0]!.token}`);
      await page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" }).waitFor();
      await expectNoAxeViolations(page, "the unsubscribe page");
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
      await expectNoAxeViolations(page, "the unsubscribed page");
      const left = await server.app.db.asOwner((tx) =>
        tx.query("select 1 from public.newsletter_subscribers where email = $1", [email]),
      );
      expect(left.rows).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a visitor's subscription, in development without a mail server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "development", SITE_URL: "http://127.0.0.1" });
  }, 120_000);
  afterAll(async () => server?.stop());

  it("keeps the confirmation mail in Notices, where its subject and text are read and its link followed", async () => {
    const email = uniqueEmail("kept");
    const account = await staffAccount(server.app, "kept-admin@kosmos.example", {
      password: "Kosmos e2e kept-admin first",
      roles: ["admin"],
    });
    const admin = await enrolledOn(server.url, "kept-admin@kosmos.example", account.password, { oneTime: false });
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await signUpOnResources(page, email);

      await page.goto("/admin/#/notices");
      await signIn(page, admin);
      const kept = page.getByRole("listitem").filter({ hasText: `to ${email}` });
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByRole("heading", { name: "Email notices", level: 1 }).waitFor();
            return kept.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      await kept.getByText("Kept here, not sent · Newsletter sign-up (newsletter-confirm)").waitFor();
      await kept.getByText("The mail's text").click();
      const text = await kept.locator("pre").innerText();
      const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(text)![0]);
      await expectNoAxeViolations(page, "a kept mail in Notices, at desktop width");
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "a kept mail in Notices, at phone width");

      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.getByRole("heading", { level: 1, name: "You're subscribed" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["desktop", DESKTOP, "newsletter-desktop"],
  ["phone", PHONE, "newsletter-phone"],
] as [string, BrowserContextOptions, StaffName][])(
  "an issue written by sales at %s width",
  (label, options, account) => {
    it("is written with the editor, previewed as mail, saved, and sent once: axe-clean throughout", async () => {
      const member = await enrolledStaff(account);
      const signedUp = uniqueEmail(`listed-${label}`);
      expect((await visitorClient().from("newsletter_subscribers").insert({ email: signedUp })).error).toBeNull();
      const { page, context, errors } = await openPage(browser, options);
      try {
        page.setDefaultTimeout(15_000);
        await page.goto("/admin/#/newsletter");
        await signIn(page, member);
        await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
        // Beside the list's states, the addresses bounces and complaints took off it.
        await page.getByText("their mail server refused a mail for good: not sent again").waitFor();
        await page.getByText("marked a mail as spam: not sent again").waitFor();
        // A sign-up not confirmed yet: listed with its state.
        await page.getByLabel("Show subscribers").selectOption("unconfirmed");
        await page.getByRole("table").getByRole("link", { name: signedUp }).waitFor();
        expect(await page.getByRole("row", { name: new RegExp(signedUp) }).textContent()).toContain("Unconfirmed");
        // The export holds confirmed subscribers only: not this unconfirmed sign-up.
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: "Export confirmed subscribers (CSV)" }).click();
        const csv = await readFile((await (await download).path())!, "utf8");
        expect(csv.split("\r\n")[0]).toBe(
          '\uFEFF"Email","Confirmed at","Confirmed from (IP address)","Consent given to"',
        );
        expect(csv).not.toContain(signedUp);
        await page.getByText(/^Exported \d+ confirmed subscribers?\.$/).waitFor();
        await page.getByRole("button", { name: "New issue" }).click();
        await page.getByRole("heading", { level: 1, name: "Write an issue" }).waitFor();

        const subject = `November research (${label})`;
        await page.getByLabel("Subject").fill(subject);
        const body = page.getByRole("textbox", { name: "Body" });
        await body.click();
        await page.keyboard.type("Systemic risk this month");
        const preview = page.getByTestId("mail-preview");
        // Each step waits for the editor to have taken the one before (the text in the preview, the
        // button pressed), so a slow machine cannot run them together; a failure shows the mail's HTML.
        await preview.getByText("Systemic risk this month").waitFor();
        const heading = page.getByRole("button", { name: "Heading", exact: true });
        await heading.click();
        // The button does not take the focus from the text: the next key is the text's, at once.
        expect(await body.evaluate((element) => element === document.activeElement)).toBe(true);
        await expect.poll(() => heading.getAttribute("aria-pressed")).toBe("true");
        await caretAtEnd(page, body, "End");
        await page.keyboard.press("Enter");
        await page.keyboard.type("<script>alert(1)</script> is only text here.");

        await expect.poll(() => preview.innerHTML()).toContain(">Systemic risk this month</h2>");
        await preview.getByRole("heading", { name: "Systemic risk this month" }).waitFor();
        await preview.getByText("<script>alert(1)</script> is only text here.").waitFor();
        expect(await preview.locator("script").count()).toBe(0);
        await page.getByText(/^Draft saved/).waitFor({ timeout: 10_000 });
        await expectNoAxeViolations(page, `the issue editor at ${label} width`);

        await page.getByRole("button", { name: "Send a test to myself" }).click();
        await page.getByText("A test copy is on its way to your own address.").waitFor();

        await page.getByRole("button", { name: "Send to subscribers" }).click();
        const dialog = page.getByRole("alertdialog");
        await dialog.waitFor();
        await expectNoAxeViolations(page, `the send confirmation at ${label} width`);
        await dialog.getByRole("button", { name: "Send now" }).click();
        await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
        const item = page.getByRole("listitem").filter({ hasText: subject });
        await item.waitFor();
        await expect.poll(() => item.textContent()).toMatch(/Sending|Sent/);
        await expectNoAxeViolations(page, `the newsletter page at ${label} width`);

        // A sent issue opens read-only.
        await item.getByRole("link", { name: subject }).click();
        await page.getByText("This issue has been sent; it can no longer be changed.").waitFor();
        expect(await page.getByRole("button", { name: "Send to subscribers" }).count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
      // Two authenticator codes (enrolment, sign-in) may each wait for the next 30-second step.
    }, 150_000);
  },
);
