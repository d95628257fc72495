/**
 * The staff area's sign-in (decision 010) in Chromium against the real server: the
 * first sign-in from a one-time password to the inbox, what a half-signed-in (aal1) session can
 * reach, signing out everywhere and deep links, and the screens at phone width.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_STORAGE_KEY } from "~/admin/client";
import { SESSION_ENDED } from "~/admin/auth/useStaffSession";
import { incubation, jobApplication } from "../support/server/submissions";
import { describedBy, pdfBytes, storedRows, uniqueEmail } from "./forms-helpers";
import { PHONE, baseURL, expectNoAxeViolations, launchBrowser, openPage } from "./support/browser";
import { siteKey } from "./support/keys";
import {
  dataRequests,
  enrolledStaff,
  enterPassword,
  newPassword,
  nextCode,
  oneTimePassword,
  pageAccessToken,
  signIn,
  visitorClient,
} from "./support/staff";
import { staffEmail } from "./support/staff-accounts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chromium logs every 4xx answer as a console error; the refusals the tests cause are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

/** The payload of a JWT (decoded, not verified: the server verifies). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;

/** The page is no wider than the screen: nothing to scroll sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the staff area's sign-in", () => {
  it("takes a new account from its one-time password through a new password and TOTP enrolment to the inbox, axe-clean at each step", async () => {
    const { page, context, errors } = await openPage(browser);
    const requests = dataRequests(page);
    const email = staffEmail("first-sign-in");
    await page.goto("/admin/");
    await heading(page, "Sign in").waitFor();
    await expectNoAxeViolations(page, "sign-in");

    await enterPassword(page, { email, password: oneTimePassword("first-sign-in") });
    await heading(page, "Choose your password").waitFor();
    await expectNoAxeViolations(page, "new password");

    // Too short: refused on the field, with its message, and nothing is sent.
    const fresh = page.getByLabel("New password", { exact: true });
    await fresh.fill("too short");
    await page.getByLabel("New password again").fill("too short");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect.poll(() => describedBy(fresh)).toContain("Use at least 12 characters.");
    expect(await fresh.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "new password, too short");

    const password = newPassword();
    await fresh.fill(password);
    await page.getByLabel("New password again").fill(password);
    await page.getByRole("button", { name: "Save password" }).click();

    await heading(page, "Set up two-factor sign-in").waitFor();
    const qr = page.getByRole("img", { name: "QR code to add Kosmos to your authenticator app" });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const secret = (await page.locator("code").innerText()).replace(/\s+/g, "");
    // GoTrue's secret: 20 bytes, base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, "enrolment");

    // A wrong code is refused and said so.
    const code = page.getByLabel("6-digit code");
    await code.fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("alert").filter({ hasText: "That code is not right, or it has expired." }).waitFor();
    await expectNoAxeViolations(page, "enrolment, wrong code");
    // Nothing past the sign-in steps has asked for any data yet.
    expect(requests).toEqual([]);

    await code.fill(await nextCode({ secret, lastStep: 0 }));
    await page.getByRole("button", { name: "Confirm" }).click();
    await heading(page, "Inbox").waitFor();
    await expect.poll(() => page.getByRole("banner").innerText()).toContain(email);
    await page.getByText(/^Showing|^Nothing matches/).waitFor();
    await expectNoAxeViolations(page, "inbox after the first sign-in");
    expect(claimsOf(await pageAccessToken(page)).aal).toBe("aal2");
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("shows nothing past the code step to a session that has only the password, and the API gives that session no data", async () => {
    const member = await enrolledStaff("aal1");
    // Something a visitor sent for that session to try to read: an application and its CV.
    const visitor = visitorClient();
    const email = uniqueEmail("aal1-target");
    const jobId = crypto.randomUUID();
    const cvPath = `cvs/${jobId}/${Date.now()}-aal1-cv.pdf`;
    expect(
      (
        await visitor.storage
          .from("job-applications")
          .upload(cvPath, new Blob([new Uint8Array(pdfBytes(2048))], { type: "application/pdf" }))
      ).error,
    ).toBeNull();
    expect(
      (await visitor.from("job_applications").insert(jobApplication({ email, cv_url: cvPath }, jobId))).error,
    ).toBeNull();

    const { page, context } = await openPage(browser);
    const requests = dataRequests(page);
    await page.goto("/admin/");
    await enterPassword(page, member);
    await heading(page, "Enter your code").waitFor();
    await expectNoAxeViolations(page, "code step");
    // A reload keeps the half-made session at the code step.
    await page.reload();
    await heading(page, "Enter your code").waitFor();
    expect(await page.getByRole("navigation", { name: "Staff area" }).count()).toBe(0);
    expect(await heading(page, "Inbox").count()).toBe(0);
    expect(await page.getByText(email).count()).toBe(0);
    expect(requests).toEqual([]);

    const token = await pageAccessToken(page);
    expect(claimsOf(token).aal).toBe("aal1");
    const headers = { apikey: siteKey(), Authorization: `Bearer ${token}` };
    for (const table of [
      "inbox",
      "contact_submissions",
      "job_applications",
      "research_partnerships",
      "incubation_programme",
      "newsletter_subscribers",
      "audit_log",
    ]) {
      const response = await fetch(`${baseURL()}/rest/v1/${table}?select=*`, { headers });
      const body = await response.text();
      if (response.status === 200) expect(JSON.parse(body), `${table} read with an aal1 session`).toEqual([]);
      else expect([401, 403], `${table}: ${body}`).toContain(response.status);
    }
    // The inbox's counts are zeros for it; erasing, and changing a status, do nothing.
    const counts = await fetch(`${baseURL()}/rest/v1/rpc/inbox_counts`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });
    if (counts.status === 200)
      expect(Object.values((await counts.json()) as Record<string, number>).every((n) => n === 0)).toBe(true);
    else expect([401, 403]).toContain(counts.status);
    const erase = await fetch(`${baseURL()}/rest/v1/rpc/erase_person`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(erase.status, await erase.text()).toBeGreaterThanOrEqual(400);
    await fetch(`${baseURL()}/rest/v1/job_applications?email=eq.${encodeURIComponent(email)}`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ status: "spam" }),
    });
    expect((await storedRows("job_applications", email)).map((row) => row.status)).toEqual(["new"]);
    // The CV, by either of Storage's download paths.
    for (const path of [`object/job-applications/${cvPath}`, `object/authenticated/job-applications/${cvPath}`]) {
      const download = await fetch(`${baseURL()}/storage/v1/${path}`, { headers });
      expect(download.status, `${path} with an aal1 session`).not.toBe(200);
    }
    await context.close();
  });

  it(
    "signs out everywhere, and a deep link to an item asks to sign in, then opens that item",
    { timeout: 120_000 },
    async () => {
      const member = await enrolledStaff("sign-out");
      const id = crypto.randomUUID();
      const visitor = visitorClient();
      expect(
        (
          await visitor
            .from("incubation_programme")
            .insert(incubation(id, { name: "Leo Deeplink", email: uniqueEmail("deep") }))
        ).error,
      ).toBeNull();
      // The session the enrolment made stands for another device, signed in and reading.
      expect((await member.client.from("inbox").select("id").eq("id", id)).data).toHaveLength(1);

      // The same session in a browser on that other device, open on the item.
      const other = await openPage(browser);
      const { data } = await member.client.auth.getSession();
      await other.page.addInitScript(
        ([key, session]) => localStorage.setItem(key!, session!),
        [STAFF_STORAGE_KEY, JSON.stringify(data.session)],
      );
      await other.page.goto(`/admin/#/inbox/incubation_programme/${id}`);
      await heading(other.page, "Leo Deeplink").waitFor();

      const { page, context, errors } = await openPage(browser);
      await page.goto("/admin/");
      await signIn(page, member);
      await heading(page, "Inbox").waitFor();
      const token = await pageAccessToken(page);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await heading(page, "Sign in").waitFor();
      expect(await page.getByRole("navigation", { name: "Staff area" }).count()).toBe(0);

      // The other device, on coming back to its tab, is told and asked to sign in, its page kept.
      await other.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await heading(other.page, "Sign in").waitFor();
      await other.page.getByText(SESSION_ENDED).waitFor();
      expect(await heading(other.page, "Leo Deeplink").count()).toBe(0);
      expect(new URL(other.page.url()).hash).toBe(`#/inbox/incubation_programme/${id}`);
      await expectNoAxeViolations(other.page, "sign-in after the session ended");
      await other.context.close();

      // Both sessions are over: this page's token and the other device's read nothing any more.
      const headers = { apikey: siteKey(), Authorization: `Bearer ${token}` };
      const after = await fetch(`${baseURL()}/rest/v1/inbox?select=id&id=eq.${id}`, { headers });
      if (after.status === 200) expect(await after.json()).toEqual([]);
      else expect([401, 403]).toContain(after.status);
      expect((await member.client.from("inbox").select("id").eq("id", id)).data ?? []).toEqual([]);

      // Later, a link from a notice mail.
      await page.goto(`/admin/#/inbox/incubation_programme/${id}`);
      await heading(page, "Sign in").waitFor();
      await signIn(page, member);
      await heading(page, "Leo Deeplink").waitFor();
      expect(new URL(page.url()).hash).toBe(`#/inbox/incubation_programme/${id}`);
      await expectNoAxeViolations(page, "the deep-linked item");
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it("is usable and axe-clean at phone width: sign-in, code and inbox", async () => {
    const member = await enrolledStaff("phone");
    const email = uniqueEmail("phone-visitor");
    expect((await visitorClient().from("newsletter_subscribers").insert({ email })).error).toBeNull();

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto("/admin/");
    await heading(page, "Sign in").waitFor();
    await expectNoAxeViolations(page, "sign-in at phone width");
    expect(await fitsWidth(page)).toBe(true);
    await enterPassword(page, member);
    await heading(page, "Enter your code").waitFor();
    await expectNoAxeViolations(page, "code at phone width");
    expect(await fitsWidth(page)).toBe(true);
    await page.getByLabel("6-digit code").fill(await nextCode(member.authenticator));
    await page.getByRole("button", { name: "Continue" }).tap();

    await heading(page, "Inbox").waitFor();
    await page.getByText(/^Showing|^Nothing matches/).waitFor();
    await expectNoAxeViolations(page, "inbox at phone width");
    expect(await fitsWidth(page)).toBe(true);
    // Search for the sign-up, by touch, and open it.
    await page.getByLabel("Search names, emails and text").fill(email);
    await page.getByRole("button", { name: "Apply filters" }).tap();
    await page.getByText("Showing 1–1 of 1").waitFor();
    await page.getByRole("link", { name: email }).tap();
    await heading(page, email).waitFor();
    await expectNoAxeViolations(page, "item at phone width");
    expect(await fitsWidth(page)).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
