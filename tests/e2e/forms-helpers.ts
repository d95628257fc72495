/**
 * Shared by the forms-*.test.ts files: reading back what a form stored (through the API, with
 * the service key), holding or failing its requests, and finding its toasts.
 */
import { randomUUID } from "node:crypto";
import type { Locator, Page, Route } from "playwright-core";
import { expect, inject } from "vitest";
import { keysFor } from "../support/server/keys";
import { baseURL } from "./support/browser";

export { docxBytes, pdfBytes, textBytes } from "../support/server/storage";

/** An address no other test uses, so tests never see each other's rows. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The secret key the test server generated into its DATA_DIR (Node's fetch sends no browser user agent). */
export async function serviceHeaders() {
  const { serviceKey } = await keysFor(inject("dataDir"));
  return { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
}

/** The rows of `table` with this email, read with the service key (anon may not read them). */
export async function storedRows(table: string, email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${baseURL()}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}`, {
    headers: await serviceHeaders(),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Waits for the one row a submission stored (the insert completes just before the toast). */
export async function storedRow(table: string, email: string): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await storedRows(table, email)).length, { timeout: 5_000 }).toBe(1);
  return (await storedRows(table, email))[0]!;
}

/** The bytes of a stored object, read with the service key. */
export async function storedObject(bucket: string, path: string): Promise<Buffer> {
  const response = await fetch(`${baseURL()}/storage/v1/object/${bucket}/${path}`, { headers: await serviceHeaders() });
  expect(response.status, `${bucket}/${path}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The toast with this title; its text must include the description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await toast.waitFor({ timeout: 10_000 });
  if (description) expect(await toast.innerText()).toContain(description);
  return toast;
}

/**
 * Holds the matching requests until `release()` so the submitting state can be seen, then lets
 * them through unchanged.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route(url, async (route: Route) => {
    seen();
    await gate;
    await route.continue();
  });
  return { arrived, release };
}

/** Answers inserts into `table` as PostgREST does when a CHECK fails. */
export async function failInsert(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}*`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            code: "23514",
            details: null,
            hint: null,
            message: `new row for relation "${table}" violates check constraint "${table}_check"`,
          }),
        })
      : route.continue(),
  );
}

/** Answers every upload as Storage does when a policy refuses it. */
export async function failUploads(page: Page) {
  await page.route("**/storage/v1/object/**", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        statusCode: "403",
        code: "AccessDenied",
        error: "Unauthorized",
        message: "new row violates row-level security policy",
      }),
    }),
  );
}

/** Counts requests to the backend's data APIs, to prove that nothing was sent. */
export function countApiWrites(page: Page) {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (/\/(rest|storage)\/v1\//.test(request.url()) && request.method() !== "GET")
      writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

/** Fills the hidden honeypot the way a bot would: straight into the DOM. */
export async function fillHoneypot(form: Locator) {
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
}

/** True when `locator` is the focused element. */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The inline error tied to a control through aria-describedby. */
export async function describedBy(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}
