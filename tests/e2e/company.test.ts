import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { positions } from "~/content/positions";
import { advisors, teamMembers } from "~/content/team";
import { DESKTOP, PHONE, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${baseURL()}${path}`;
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Nothing may leave this machine: outside addresses the pages link to or embed (profiles,
 * the map) are answered by a local stub.
 */
async function stubOutsideWorld(context: BrowserContext) {
  await context.route(/^https:\/\/(www\.linkedin\.com|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title><p>stub</p>" }),
  );
}

async function open(path: string, options = DESKTOP) {
  const session = await openPage(browser, options);
  await stubOutsideWorld(session.context);
  await session.page.goto(path);
  await hydrated(session.page);
  return session;
}

const founder = teamMembers[0]!;
const cardButton = (page: Page, name: string, title: string) =>
  page.getByRole("main").getByRole("button", { name: `${name} ${title}` });

describe("our team", () => {
  it("shows four team members and three advisors, each as a card button", async () => {
    const { page, context } = await open("/our-team");
    for (const person of [...teamMembers, ...advisors]) {
      expect(await cardButton(page, person.name, person.title).count(), person.title).toBe(1);
    }
    const team = page.getByRole("region", { name: "Leadership & Research" });
    const board = page.getByRole("region", { name: "Advisors" });
    expect(await team.getByRole("listitem").count()).toBe(4);
    expect(await board.getByRole("listitem").count()).toBe(3);
    // Each card's dialog is in the page too, closed: count what is shown.
    expect(await team.getByText("Chief Technology Officer").filter({ visible: true }).count()).toBe(1);
    await context.close();
  });

  it("opens a dialog by click with name, title and biography; Escape closes it and focus returns", async () => {
    const { page, context, errors } = await open("/our-team");
    const button = cardButton(page, founder.name, founder.title);
    await button.click();
    const dialog = page.getByRole("dialog", { name: founder.name });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading", { name: founder.name }).isVisible()).toBe(true);
    expect(await dialog.getByText(founder.title, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(founder.bio[0]!).isVisible()).toBe(true);
    const profile = dialog.getByRole("link", { name: /LinkedIn profile of .* \(opens in a new tab\)/ });
    expect(await profile.getAttribute("href")).toBe(founder.linkedin);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(button)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a dialog from the keyboard, and its close button returns focus to the card", async () => {
    const { page, context } = await open("/our-team");
    const advisor = advisors[0]!;
    const button = cardButton(page, advisor.name, advisor.title);
    // Reach the card with Tab, as a keyboard user would.
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await isFocused(button);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: advisor.name });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByText(advisor.bio[0]!).isVisible()).toBe(true);
    // Focus moves into the dialog and stays there.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(button)).toBe(true);
    await context.close();
  });

  it("shows a placeholder for the people not yet announced, without a profile link", async () => {
    const { page, context } = await open("/our-team");
    const cto = teamMembers.find((p) => p.undisclosed)!;
    await cardButton(page, cto.name, cto.title).click();
    const dialog = page.getByRole("dialog", { name: cto.name });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByText(cto.title, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole("link").count()).toBe(0);
    await context.close();
  });

  it("has no axe violations with a dialog open", async () => {
    const { page, context } = await open("/our-team");
    await cardButton(page, founder.name, founder.title).click();
    await page.getByRole("dialog").waitFor({ state: "visible" });
    await expectNoAxeViolations(page, "/our-team with a dialog open");
    await context.close();
  });

  it("opens a profile link in a new tab without opening the dialog", async () => {
    const { page, context } = await open("/our-team");
    const link = page
      .getByRole("main")
      .getByRole("link", { name: `LinkedIn profile of ${founder.name} (opens in a new tab)` });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(founder.linkedin);
    expect(page.url()).toBe(url("/our-team"));
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("invites people to join, linking to careers and the HR address", async () => {
    const { page, context } = await open("/our-team");
    const join = page.getByRole("region", { name: "Join Our Team" });
    expect(await join.getByRole("link", { name: "View Open Positions" }).getAttribute("href")).toBe("/careers");
    expect(await join.getByRole("link", { name: `Email ${site.emails.careers}` }).getAttribute("href")).toBe(
      `mailto:${site.emails.careers}`,
    );
    await context.close();
  });
});

describe("careers and applying", () => {
  it("lists four positions in London, each with an Apply Now link carrying the encoded title", async () => {
    const { page, context } = await open("/careers");
    const list = page.getByRole("region", { name: "Open Positions" });
    expect(await list.getByRole("listitem").count()).toBe(4);
    for (const { title } of positions) {
      const apply = list.getByRole("link", { name: `Apply Now for ${title}` });
      const href = (await apply.getAttribute("href"))!;
      expect(href.startsWith("/apply?position=")).toBe(true);
      // The raw query string holds no character that would split or cut it.
      expect(href.slice("/apply?position=".length)).not.toMatch(/[ &/?#]/);
      expect(new URL(href, baseURL()).searchParams.get("position")).toBe(title);
    }
    expect(await list.getByText("London").count()).toBe(4);
    expect(await page.getByRole("link", { name: `Email ${site.emails.careers}` }).getAttribute("href")).toBe(
      `mailto:${site.emails.careers}`,
    );
    await context.close();
  });

  it("shows the decoded position on /apply after following Apply Now", async () => {
    const { page, context, errors } = await open("/careers");
    const title = "Graph & Data Platform Engineer";
    expect(positions.map((p) => p.title)).toContain(title);
    await page.getByRole("link", { name: `Apply Now for ${title}` }).click();
    await page.waitForURL(url("/apply?position=Graph%20%26%20Data%20Platform%20Engineer"));
    await page.getByRole("heading", { name: "Job Application", level: 1 }).waitFor();
    await page.getByText(`Applying for: ${title}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the position when /apply is opened directly, without a hydration mismatch", async () => {
    const { page, context, errors } = await open("/apply?position=Full-Stack%20Engineer%20(React%2FTypeScript)");
    await page.getByText("Applying for: Full-Stack Engineer (React/TypeScript)").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a neutral text without a position, and goes back to careers", async () => {
    const { page, context, errors } = await open("/apply");
    expect(await page.getByText("Applying for:").count()).toBe(0);
    expect(await page.getByText("Tell us about yourself and the role you are interested in.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Back to Careers" }).click();
    await page.waitForURL(url("/careers"));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("labs programmes", () => {
  it.each(["/research-partnerships", "/incubation-programme"])("%s has a Back to Labs button", async (path) => {
    const { page, context } = await open(path);
    await page.getByRole("link", { name: "Back to Labs" }).click();
    await page.waitForURL(url(site.labsPath));
    await context.close();
  });
});

describe("about and partnerships", () => {
  it("about: Join the Journey links to the team and careers", async () => {
    const { page, context } = await open("/about");
    const journey = page.getByRole("region", { name: "Join the Journey" });
    const hrefs = await journey.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/our-team", "/careers"]);
    await context.close();
  });

  it("partnerships: the stats, partner links in new tabs and the partnerships address", async () => {
    const { page, context } = await open("/partnerships");
    const stats = page.getByRole("region", { name: "Partnerships in numbers" });
    const terms = await stats.getByRole("term").allInnerTexts();
    const values = await stats.getByRole("definition").allInnerTexts();
    expect(terms.map((t) => t.toLowerCase())).toEqual([
      "active partners",
      "research institutions",
      "business partners",
    ]);
    expect(values).toEqual(["5+", "2", "3"]);
    const universities = page.getByRole("region", { name: "Research Institutions" }).getByRole("link");
    const partners = page.getByRole("region", { name: "Business Partners" }).getByRole("link");
    expect(await universities.count()).toBe(2);
    expect(await partners.count()).toBe(3);
    for (const link of [...(await universities.all()), ...(await partners.all())]) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      // Named by its visible text, with the new tab said to screen readers (WCAG 2.5.3, label in name).
      const visible = (await link.innerText()).trim();
      const name = await link.evaluate((el) => el.textContent?.replace(/\s+/g, " ").trim());
      expect(name).toContain(visible.split("\n").pop()!.trim());
      expect(name).toMatch(/\(opens in a new tab\)$/);
      expect(await link.getAttribute("aria-label")).toBeNull();
      // Logos are drawn inline (an SVG with its monogram), never fetched.
      expect(await link.locator("svg text").count()).toBe(1);
      expect(await link.locator("img").count()).toBe(0);
    }
    expect(await page.getByRole("link", { name: `Email ${site.emails.partnerships}` }).getAttribute("href")).toBe(
      `mailto:${site.emails.partnerships}`,
    );
    await context.close();
  });
});

describe("contact", () => {
  it("shows the direct address, the office with a 160px map (on request) and the response-time note", async () => {
    const { page, context } = await open("/contact");
    const direct = page.getByRole("region", { name: "Direct Contact" });
    expect(await direct.getByRole("link", { name: site.emails.contact }).getAttribute("href")).toBe(
      `mailto:${site.emails.contact}`,
    );
    const office = page.getByRole("region", { name: "Our Office" });
    expect(await office.getByText("London EC2M 2PF").isVisible()).toBe(true);
    // The map loads on request (docs/decisions/003-map-on-request.md); tests/e2e/security.test.ts checks nothing loads before.
    await office.getByRole("button", { name: "Show map" }).click();
    const map = office.locator("iframe");
    expect(await map.getAttribute("title")).toBe(site.office.mapTitle);
    expect(await map.getAttribute("src")).toBe(site.office.mapSrc);
    expect(await map.getAttribute("height")).toBe("160");
    expect((await map.boundingBox())?.height).toBe(160);
    const note = page.getByText(/We typically respond within one business day\. For urgent matters, please email us/);
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole("link").getAttribute("href")).toBe(`mailto:${site.emails.contact}`);
    await context.close();
  });
});

describe("legal pages", () => {
  it.each(["/privacy", "/terms", "/cookies"])(
    "%s shows the date it was last updated, with and without JavaScript",
    async (path) => {
      for (const javaScriptEnabled of [false, true]) {
        const { page, context } = await openPage(browser, { ...DESKTOP, javaScriptEnabled });
        await page.goto(path);
        expect(
          await page.getByText("Last updated 7 June 2025", { exact: true }).isVisible(),
          `${path} js=${javaScriptEnabled}`,
        ).toBe(true);
        await context.close();
      }
    },
  );

  it("the privacy notice covers each form, the law and the right to complain to the ICO", async () => {
    const { page, context } = await open("/privacy");
    const text = await page.getByRole("main").innerText();
    for (const phrase of [
      "UK General Data Protection Regulation",
      "Data Protection Act 2018",
      "Contact and demo requests",
      "Job applications",
      "CV and cover letter",
      "Research partnership and incubation programme applications",
      "proposal file",
      "Newsletter",
      "Lawful basis",
      "How long we keep your data",
      "International transfers",
      "Your rights",
      "Information Commissioner's Office",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    const ico = page.getByRole("link", { name: /ico\.org\.uk/ });
    expect(await ico.getAttribute("target")).toBe("_blank");
    await context.close();
  });

  it("the cookie policy says no cookies are set and names the embedded map", async () => {
    const { page, context } = await open("/cookies");
    const text = await page.getByRole("main").innerText();
    expect(text).toContain("sets no cookies");
    expect(text).toContain("OpenStreetMap");
    // And it is true: browsing the site, the contact page included, leaves no cookie and nothing in
    // local or session storage.
    for (const path of ["/", "/contact", "/our-team", "/careers"]) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await context.close();
  });
});

describe("accessibility of the company pages", () => {
  const paths = [
    "/about",
    "/our-team",
    "/partnerships",
    "/careers",
    "/apply",
    "/apply?position=Graph%20%26%20Data%20Platform%20Engineer",
    "/contact",
    "/research-partnerships",
    "/incubation-programme",
    "/privacy",
    "/terms",
    "/cookies",
  ];
  it.each(paths.flatMap((path) => [[path, "desktop", DESKTOP] as const, [path, "phone", PHONE] as const]))(
    "%s has no axe violations at %s size",
    async (path, _size, options) => {
      const { page, context, errors } = await open(path, options);
      await expectNoAxeViolations(page, path);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("the team dialog without JavaScript", () => {
  it("opens from its card, closes on Escape and on its close button, and gives focus back", async () => {
    const founder = teamMembers[0]!;
    const { page, context } = await openPage(browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto("/our-team");
    const button = cardButton(page, founder.name, founder.title);
    await button.click();
    const dialog = page.getByRole("dialog", { name: founder.name });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByText(founder.bio[0]!).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });
});
