import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { teamMembers } from "~/content/team";
import { PHONE, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

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
  it("the job application", () => onPhone("/apply?position=Quantitative%20Researcher", submitEmpty("Submit Application")));
  it("the research partnership application", () => onPhone("/research-partnerships", submitEmpty("Submit Application")));
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
      await page.getByRole("main").getByRole("button", { name: `${founder.name} ${founder.title}` }).click();
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
