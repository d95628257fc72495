/**
 * Staff members for the staff area's e2e tests: the accounts global-setup made, signed in and
 * enrolled as a person would (supabase-js with the site's publishable key, codes computed as an
 * authenticator app computes them), and the sign-in screens driven in Chromium.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { STAFF_STORAGE_KEY } from "~/admin/client";
import { baseURL } from "./browser";
import { siteKey } from "./keys";
import { staffEmail, type StaffName } from "./staff-accounts";

/** The one-time password `npm run staff -- add` gave this account. */
export const oneTimePassword = (name: StaffName) => inject("staffPasswords")[staffEmail(name)]!;

/** A password no list of common ones holds. */
export const newPassword = () => `Kosmos e2e ${randomUUID()}`;

/**
 * An authenticator app: the factor's secret, and the last time step a code of it was used.
 * The server takes each code once and never an older one (decision 010), so a second sign-in
 * within the same 30 seconds needs the next step's code (one step of skew is allowed).
 */
export type Authenticator = { secret: string; lastStep: number };

const PERIOD_MS = 30_000;

export async function nextCode(authenticator: Authenticator): Promise<string> {
  const now = Date.now();
  const current = Math.floor(now / PERIOD_MS);
  const step = Math.max(authenticator.lastStep + 1, current);
  // Beyond one step ahead the server would refuse it: wait until it is within reach.
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - now + 500));
  authenticator.lastStep = step;
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(authenticator.secret) });
  return totp.generate({ timestamp: step * PERIOD_MS });
}

/** A staff member, and the aal2 session their enrolment left open (another device, in effect). */
export type StaffMember = { email: string; password: string; authenticator: Authenticator; client: SupabaseClient };

/** supabase-js as a browser would hold it (the session in a store of its own), in Node. */
export function nodeClient(url = baseURL()): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(url, siteKey(), {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
}

/**
 * A staff member past their first sign-in: the one-time password replaced and an authenticator
 * enrolled, through the same /auth/v1 calls the sign-in screens make (the first sign-in itself
 * is driven through the screens by admin-sign-in.test.ts).
 */
export async function enrolledStaff(name: StaffName): Promise<StaffMember> {
  return enrolledOn(baseURL(), staffEmail(name), oneTimePassword(name));
}

/**
 * The same on another server (a test's own), for an account its database was given; `password`
 * is kept when it is not a one-time password (tests/support/server/auth.ts's staffAccount).
 */
export async function enrolledOn(
  url: string,
  email: string,
  firstPassword: string,
  { oneTime = true } = {},
): Promise<StaffMember> {
  const client = nodeClient(url);
  expect((await client.auth.signInWithPassword({ email, password: firstPassword })).error).toBeNull();
  const password = oneTime ? newPassword() : firstPassword;
  if (oneTime) expect((await client.auth.updateUser({ password })).error).toBeNull();
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
  expect(enrolled.error).toBeNull();
  const authenticator: Authenticator = { secret: enrolled.data!.totp.secret, lastStep: 0 };
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: await nextCode(authenticator),
  });
  expect(verified.error).toBeNull();
  return { email, password, authenticator, client };
}

/** The sign-in screen's first step: email and password. */
export async function enterPassword(page: Page, member: Pick<StaffMember, "email" | "password">) {
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Password, then the authenticator's code, through the screens: the staff area opens. */
export async function signIn(page: Page, member: StaffMember) {
  await enterPassword(page, member);
  await page.getByRole("heading", { name: "Enter your code" }).waitFor();
  await page.getByLabel("6-digit code").fill(await nextCode(member.authenticator));
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("navigation", { name: "Staff area" }).waitFor();
}

/** Opens a page of the staff area from its menu, as a person would at any width (on a phone, the menu opens first). */
export async function openStaffPage(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Staff area" });
  const menu = nav.getByRole("button", { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name }).click();
}

/** The access token of the session the staff area holds in the page's localStorage. */
export async function pageAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), STAFF_STORAGE_KEY);
  expect(stored, "a session in localStorage").not.toBeNull();
  return (JSON.parse(stored!) as { access_token: string }).access_token;
}

/** Requests the page makes to the data APIs (REST and Storage), to prove none were made. */
export function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/\/(rest|storage)\/v1\//.test(request.url())) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** A visitor's client: the site's publishable key, no session (what the public forms send with). */
export function visitorClient(): SupabaseClient {
  return createClient(baseURL(), siteKey(), { auth: { persistSession: false, autoRefreshToken: false } });
}
