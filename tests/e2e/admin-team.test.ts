/**
 * End to end, in Chromium against the real server: an admin invites a careers recruiter
 * from the team page; the recruiter signs in with the one-time password, chooses a password, sets
 * up two-factor and sees only job applications (no other kind in the inbox, its counts, its
 * search, its kind filter or its export); a notice's link to another kind says it is not for
 * their role; the admin disables them and their open tab is refused at its next action.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact, jobApplication } from "../support/server/submissions";
import { uniqueEmail } from "./forms-helpers";
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE } from "./support/browser";
import {
  enrolledStaff,
  enterPassword,
  newPassword,
  nextCode,
  signIn,
  visitorClient,
  type StaffMember,
} from "./support/staff";

let browser: Browser;
let admin: StaffMember;
const recruiterEmail = uniqueEmail("recruiter").replace(/@.*/, "@kosmos.example");
// What visitors sent: a job application and a contact message with one word in common.
const word = `zebra${Date.now()}`;
// The link a contact notice carries (the route is refused before anything is loaded).
const contactId = crypto.randomUUID();

beforeAll(async () => {
  const visitor = visitorClient();
  expect(
    (
      await visitor
        .from("job_applications")
        .insert(
          jobApplication({ email: uniqueEmail("applicant"), reason_to_apply: `I love ${word} models.`, cv_url: null }),
        )
    ).error,
  ).toBeNull();
  expect(
    (
      await visitor
        .from("contact_submissions")
        .insert(contact({ email: uniqueEmail("buyer"), message: `A demo of ${word} please, for our team.` }))
    ).error,
  ).toBeNull();
  admin = await enrolledStaff("team-admin");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 1 });

describe("the team and roles", () => {
  it("an admin invites a careers recruiter, who sees only job applications; disabled, their open tab is refused", async () => {
    const { page: adminPage, context: adminContext } = await openPage(browser, DESKTOP);
    await adminPage.goto("/admin/#/team");
    await signIn(adminPage, admin);
    await heading(adminPage, "Staff accounts").waitFor();
    await adminPage.getByLabel("Email address").fill(recruiterEmail);
    await adminPage.getByRole("checkbox", { name: /^Careers/ }).check();
    await adminPage.getByRole("button", { name: "Invite", exact: true }).click();
    const shown = adminPage.getByRole("status").filter({ hasText: `One-time password for ${recruiterEmail}` });
    await shown.waitFor();
    const oneTime = (await shown.locator("code").innerText()).trim();
    expect(oneTime).toMatch(/^[A-Za-z2-9]{20}$/);
    await adminPage.getByText(recruiterEmail, { exact: true }).first().waitFor();
    await expectNoAxeViolations(adminPage, "team page with a one-time password shown");

    // The recruiter, on their own machine: one-time password, their own password, an authenticator.
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto("/admin/");
    await enterPassword(page, { email: recruiterEmail, password: oneTime });
    await heading(page, "Choose your password").waitFor();
    const password = newPassword();
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("New password again").fill(password);
    await page.getByRole("button", { name: "Save password" }).click();
    await heading(page, "Set up two-factor sign-in").waitFor();
    const secret = (await page.locator("code").innerText()).replace(/\s+/g, "");
    await page.getByLabel("6-digit code").fill(await nextCode({ secret, lastStep: 0 }));
    await page.getByRole("button", { name: "Confirm" }).click();

    await heading(page, "Inbox").waitFor();
    const nav = page.getByRole("navigation", { name: "Staff area" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual([
      "Inbox",
      "Site content",
      "To review",
      "Releases",
      "Notices",
      "My account",
    ]);
    const chips = page.getByRole("region", { name: "New items by kind" }).getByRole("link");
    await expect.poll(() => chips.allInnerTexts()).toEqual([expect.stringMatching(/^Job applications\s*\d+ new$/)]);
    expect(await page.getByLabel("Kind", { exact: true }).locator("option").allInnerTexts()).toEqual([
      "All kinds",
      "Job applications",
    ]);
    await page.getByText(/^Showing 1–/).waitFor();
    const kindsShown = async () =>
      new Set(
        (
          await page
            .getByRole("region", { name: "Results" })
            .getByRole("listitem")
            .locator("p.text-muted")
            .allInnerTexts()
        ).map((t) => t.split(" · ")[0]),
      );
    expect([...(await kindsShown())]).toEqual(["Job application"]);

    // A search for a word both sent finds only the application.
    await page.getByLabel("Search names, emails and text").fill(word);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("Showing 1–1 of 1").waitFor();
    expect([...(await kindsShown())]).toEqual(["Job application"]);
    await expectNoAxeViolations(page, "a careers recruiter's inbox");

    // The export is the same rows: one application, no contact message.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text).toContain(word);
    expect(text).not.toContain("A demo of");

    // The link a contact notice would carry: not for this role, said plainly.
    await page.goto(`/admin/#/inbox/contact_submissions/${contactId}`);
    await heading(page, "Not available to your role").waitFor();
    await expectNoAxeViolations(page, "not available to your role");

    // The admin disables the recruiter; the recruiter's open tab is refused at its next action.
    await page.goto("/admin/#/inbox");
    await heading(page, "Inbox").waitFor();
    await adminPage.getByRole("button", { name: `Disable ${recruiterEmail}` }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await adminPage.getByText(`${recruiterEmail} is disabled and signed out everywhere.`).waitFor();
    await page.getByLabel("Search names, emails and text").fill("applicant");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await heading(page, "Sign in").waitFor();
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);

    await context.close();
    await adminContext.close();
  });

  it("the team page is axe-clean at phone width, with a colleague's roles open for change; no role at all is refused on the spot", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto("/admin/#/team");
    await signIn(page, admin);
    await heading(page, "Staff accounts").waitFor();
    await page.getByText(admin.email, { exact: true }).first().waitFor();
    await page.getByRole("button", { name: `Change roles ${admin.email}` }).click();
    const roles = page.getByRole("group", { name: `Roles of ${admin.email}` });
    await roles.getByRole("checkbox", { name: /^Admin/ }).uncheck();
    await page.getByRole("button", { name: `Save roles ${admin.email}` }).click();
    await roles.getByText("Choose at least one role").waitFor();
    await expectNoAxeViolations(page, "team page at phone width, roles open");
    // (The last admin's own demotion is refused by the database: server/auth/gotrue/team.server.test.ts;
    // here other e2e accounts are admins too.)
    await context.close();
  });
});
