/**
 * On a server of its own where one person is the only admin (the shared e2e server has
 * several): the last admin cannot demote or disable themself, said plainly on the team page; and
 * a session that expires while a page is open goes back to sign-in at its next action, keeping
 * the page.
 */
import { createClient } from "@supabase/supabase-js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED } from "~/admin/auth/useStaffSession";
import { addStaff } from "../../server/auth/gotrue/staff";
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage } from "./support/browser";
import { siteKey } from "./support/keys";
import { startTestServer, type TestServer } from "./support/server";
import { newPassword, nextCode, openStaffPage, signIn, type StaffMember } from "./support/staff";

const EMAIL = "only.admin@kosmos.example";
let own: TestServer;
let browser: Browser;
let admin: StaffMember;

beforeAll(async () => {
  own = await startTestServer();
  const { password: oneTime } = await own.app.db.asOwner((tx) => addStaff(tx, EMAIL, ["admin"]));
  // Past the first sign-in, as a person would get there: their own password and an authenticator.
  const client = createClient(own.url, siteKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await client.auth.signInWithPassword({ email: EMAIL, password: oneTime })).error).toBeNull();
  const password = newPassword();
  expect((await client.auth.updateUser({ password })).error).toBeNull();
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
  const authenticator = { secret: enrolled.data!.totp.secret, lastStep: 0 };
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await nextCode(authenticator) }))
      .error,
  ).toBeNull();
  admin = { email: EMAIL, password, authenticator, client };
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 1 });

describe("the only admin", () => {
  it("cannot demote or disable themself; the page says why and nothing changes", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, baseURL: own.url });
    await page.goto("/admin/#/team");
    await signIn(page, admin);
    await heading(page, "Staff accounts").waitFor();
    await page.getByRole("button", { name: `Change roles ${EMAIL}` }).click();
    const roles = page.getByRole("group", { name: `Roles of ${EMAIL}` });
    await roles.getByRole("checkbox", { name: /^Admin/ }).uncheck();
    await roles.getByRole("checkbox", { name: /^Editor/ }).check();
    await page.getByRole("button", { name: `Save roles ${EMAIL}` }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `Nothing was changed for ${EMAIL}: The last admin cannot be demoted` })
      .waitFor();
    await expectNoAxeViolations(page, "team page, the last admin refused");

    await page.getByRole("button", { name: `Disable ${EMAIL}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `Nothing was changed for ${EMAIL}: The last admin cannot be disabled` })
      .waitFor();
    const { rows } = await own.app.db.asOwner((tx) =>
      tx.query<{ roles: string[]; banned: boolean }>(
        "select raw_app_meta_data -> 'roles' as roles, banned_until is not null as banned from auth.users where email = $1",
        [EMAIL],
      ),
    );
    expect(rows).toEqual([{ roles: ["admin"], banned: false }]);
    await context.close();
  });

  it("a session that expires while a page is open returns to sign-in at its next action, keeping the page", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, baseURL: own.url });
    await page.goto("/admin/#/team");
    await signIn(page, admin);
    await heading(page, "Staff accounts").waitFor();
    // The session's time is up (its time-box ends), while the page stays open.
    await own.app.db.asOwner((tx) =>
      tx.query(
        "update auth.sessions set not_after = now() - interval '1 second' where user_id = (select id from auth.users where email = $1)",
        [EMAIL],
      ),
    );
    await openStaffPage(page, "Audit log");
    await heading(page, "Sign in").waitFor();
    await page.getByText(SESSION_ENDED).waitFor();
    expect(new URL(page.url()).hash).toBe("#/audit");
    await signIn(page, admin);
    await heading(page, "Audit log").waitFor();
    await context.close();
  });
});
