import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFor } from "~/config/pages";
import { teamMembers } from "~/content/team";
import { PHONE, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";
import { CONTENT_ROUTES } from "./support/islands";

// axe at a phone-sized viewport in the states a visitor reaches there: forms showing their
// errors, the team dialog open, the library as a list. Desktop states are in each feature's suite.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function onPhone(path: string, act: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, PHONE);
  await page.goto(path);
  await hydrated(page);
  await act(page);
  await expectNoAxeViolations(page, `${path} (phone)`);
  await context.close();
}

const submitEmpty = (button: string) => async (page: Page) => {
  const submit = page.getByRole("button", { name: button }).last();
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
};

describe("on a phone, with errors showing", () => {
  it("the contact form", () => onPhone("/contact", submitEmpty("Send Message")));
  it("the home contact form", () => onPhone("/", submitEmpty("Send Message")));
  it("the job application", () =>
    onPhone("/apply?position=Quantitative%20Researcher", submitEmpty("Submit Application")));
  it("the research partnership application", () =>
    onPhone("/research-partnerships", submitEmpty("Submit Application")));
  it("the incubation application", () => onPhone("/incubation-programme", submitEmpty("Submit Application")));
  it("the newsletter sign-up", () =>
    onPhone("/resources", async (page) => {
      await page.getByLabel("Email address").fill("not-an-address");
      await submitEmpty("Subscribe")(page);
    }));
});

describe("on a phone, other states", () => {
  it("the team dialog open", () =>
    onPhone("/our-team", async (page) => {
      const founder = teamMembers[0]!;
      await page
        .getByRole("main")
        .getByRole("button", { name: `${founder.name} ${founder.title}` })
        .click();
      await page.getByRole("dialog").waitFor();
    }));

  it("the resource library as a list", () =>
    onPhone("/resources", async (page) => {
      await page.getByRole("tab", { name: "List View" }).click();
      await page.getByRole("article").first().waitFor();
    }));

  it("the documentation, loaded", () =>
    onPhone("/resources/documentation", async (page) => {
      await page.getByRole("heading", { name: "Key Sections" }).first().waitFor();
    }));
});

// axe runs inside the page, so it needs JavaScript; a content route ships none (budget.test.ts),
// so what axe sees with it on is what a visitor without it gets.
describe("every content route on a phone, JavaScript on and off", () => {
  it.each(CONTENT_ROUTES.flatMap((path) => [[path, true] as const, [path, false] as const]))(
    "%s (JavaScript %s): its headings, and no axe violations",
    async (path, javaScriptEnabled) => {
      const { page, context, errors } = await openPage(browser, { ...PHONE, javaScriptEnabled });
      await page.goto(path);
      for (const heading of pageFor(path)!.headings) {
        await page.getByRole("heading", { name: heading, exact: true }).first().waitFor({ timeout: 5_000 });
      }
      if (javaScriptEnabled) await expectNoAxeViolations(page, `${path} (phone)`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
