import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedRows, uniqueEmail } from "./forms-helpers";
import { islandReady, launchBrowser, openPage } from "./support/browser";

// Every page with a form, and the form's accessible name. Until a form's island has run (script
// still on its way, or no script at all) the form is plain HTML: it must never send what was
// typed as a GET (the visitor's data in the address, history and logs), and what was typed
// must survive the island's start.
const FORMS: [path: string, form: string][] = [
  ["/", "Ready to Master Complexity?"],
  ["/contact", "Contact form"],
  ["/apply", "Job application"],
  ["/research-partnerships", "Research partnership application"],
  ["/incubation-programme", "Incubation programme application"],
  ["/resources", "Stay Updated"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every request whose URL carries the text (in the path or the query). */
function watchUrls(page: Page, text: string) {
  const leaked: string[] = [];
  page.on("request", (request: Request) => {
    if (decodeURIComponent(request.url()).includes(text)) leaked.push(`${request.method()} ${request.url()}`);
  });
  return leaked;
}

describe("forms without JavaScript", () => {
  it.each(FORMS)(
    "%s: Enter and the submit button post nothing into an address, store nothing, and say so",
    async (path, name) => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      const email = uniqueEmail("no-script");
      const leaked = watchUrls(page, email);
      await page.goto(path);
      const form = page.getByRole("form", { name });
      const field = form.locator('input[type="email"]').first();
      await field.fill(email);
      await field.press("Enter");
      await page.waitForURL("**/form-not-sent");
      await page.getByRole("heading", { name: "Your form was not sent" }).waitFor();
      expect(new URL(page.url()).search).toBe("");
      await page.goBack();
      await page.getByRole("form", { name }).locator('button[type="submit"]').click();
      await page.waitForURL("**/form-not-sent");
      expect(leaked).toEqual([]);
      expect(await storedRows(path === "/resources" ? "newsletter_subscribers" : tableFor(path), email)).toEqual([]);
      await context.close();
    },
  );
});

describe("forms before their island has run", () => {
  it.each(FORMS)("%s: text typed while the script loads is kept, and the form then works", async (path, name) => {
    const { page, context, errors } = await openPage(browser);
    // Hold every script until the visitor has typed: the form is on screen, its island not yet run.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    const email = uniqueEmail("typed-early");
    const leaked = watchUrls(page, email);
    // Not until "load": a script requested before it (an island on screen at once) holds the load
    // event, and this test holds the scripts. The visitor types as soon as the form is there.
    await page.goto(path, { waitUntil: "commit" });
    const form = page.getByRole("form", { name });
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    const emailField = form.locator('input[type="email"]').first();
    await emailField.fill(email);
    const textField = form.locator('input[type="text"]:not([data-honeypot])').first();
    const typedText = (await textField.count()) ? "Ada Lovelace" : null;
    if (typedText) await textField.fill(typedText);
    expect(await form.locator("xpath=ancestor::astro-island[1]").getAttribute("ssr")).not.toBeNull();

    release();
    await islandReady(page, form);
    expect(await emailField.inputValue()).toBe(email);
    if (typedText) expect(await textField.inputValue()).toBe(typedText);
    // The island handles the submit now: an incomplete form shows its errors in place.
    await form.locator('button[type="submit"]').click();
    if (path !== "/resources") await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(leaked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

function tableFor(path: string) {
  if (path === "/apply") return "job_applications";
  if (path === "/research-partnerships") return "research_partnerships";
  if (path === "/incubation-programme") return "incubation_programme";
  return "contact_submissions";
}
