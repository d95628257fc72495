import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutLinks, footerGroups, legalLinks, platformLinks, site } from "~/config/site";
import { londonYear } from "~shared/content-types";
import { PHONE, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

// The menu as the spec describes it (§2 Shared layout), written out so the test does not just echo the config.
const SPEC_PLATFORM = [
  ["Platform Overview", "/platform"],
  ["Core Engine", "/platform/core-engine"],
  ["Studio", "/platform/studio"],
  ["Solutions", "/solutions/finance"],
] as const;
const SPEC_ABOUT = [
  ["About Us", "/about"],
  ["Our Team", "/our-team"],
  ["Partners", "/partnerships"],
  ["Careers", "/careers"],
] as const;
const SPEC_GROUPS = [
  { trigger: "Kosmos", links: SPEC_PLATFORM },
  { trigger: "About", links: SPEC_ABOUT },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const trigger = (page: Page, label: string) => mainNav(page).getByRole("button", { name: label, exact: true });
/**
 * Whether the browser reports the button as expanded. The menus are native popovers: Chromium
 * itself, not a script, exposes the state to assistive technology (there is no aria-expanded
 * attribute to read), so this asks Chromium's accessibility tree.
 */
async function expanded(page: Page, button: Locator): Promise<boolean> {
  const name = (await button.getAttribute("aria-label")) ?? (await button.innerText()).trim();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
  if (!node) throw new Error(`no button named ${name} in the accessibility tree`);
  return node.properties?.find((p) => p.name === "expanded")?.value.value === true;
}

const url = (path: string) => `${baseURL()}${path}`;

/** Presses Tab until the target has focus; fails if it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("element not reachable with Tab");
}

async function open(path: string, options = {}) {
  const session = await openPage(browser, options);
  await session.page.goto(path);
  await hydrated(session.page);
  return session;
}

describe("desktop menu", () => {
  it("lists the spec's groups, matching the site configuration", () => {
    expect(platformLinks.map((l) => [l.label, l.to])).toEqual(SPEC_PLATFORM.map((l) => [...l]));
    expect(aboutLinks.map((l) => [l.label, l.to])).toEqual(SPEC_ABOUT.map((l) => [...l]));
  });

  it.each(SPEC_GROUPS.map((g) => [g.trigger, g] as const))("opens the %s group on hover", async (_label, group) => {
    const { page, context } = await open("/about");
    const first = mainNav(page).getByRole("link", { name: group.links[0][0], exact: true });
    expect(await first.isVisible()).toBe(false);
    await trigger(page, group.trigger).hover();
    await first.waitFor({ state: "visible" });
    for (const [label] of group.links) {
      expect(await mainNav(page).getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    await context.close();
  });

  it("opens a group on click and closes it on a second click", async () => {
    const { page, context } = await open("/about");
    const about = trigger(page, "About");
    await about.click();
    await mainNav(page).getByRole("link", { name: "Our Team", exact: true }).waitFor({ state: "visible" });
    expect(await expanded(page, about)).toBe(true);
    await about.click();
    // Move the pointer off the menu, so that hover does not show the panel.
    await page.mouse.move(5, 700);
    await mainNav(page).getByRole("link", { name: "Our Team", exact: true }).waitFor({ state: "hidden" });
    expect(await expanded(page, about)).toBe(false);
    await context.close();
  });

  it.each(SPEC_GROUPS.map((g) => [g.trigger, g] as const))(
    "opens the %s group from the keyboard and lets Tab and Enter follow its links",
    async (_label, group) => {
      const { page, context } = await open("/about");
      const groupTrigger = trigger(page, group.trigger);
      await tabTo(page, groupTrigger);
      await page.keyboard.press("Enter");
      expect(await expanded(page, groupTrigger)).toBe(true);
      // The open panel comes next in the tab order: Tab walks its links.
      for (const [label] of group.links) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        expect(focused).toBe(label);
      }
      const [lastLabel, lastPath] = group.links[group.links.length - 1]!;
      expect(lastLabel.length).toBeGreaterThan(0);
      await page.keyboard.press("Enter");
      await page.waitForURL(url(lastPath));
      await context.close();
    },
  );

  it.each(SPEC_GROUPS.flatMap((g) => g.links.map(([label, to]) => [label, to, g.trigger] as const)))(
    "%s goes to %s",
    async (label, to, groupLabel) => {
      // Start from a page that is no menu target, so the navigation is real.
      const { page, context, errors } = await open("/privacy");
      await trigger(page, groupLabel).click();
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(url(to));
      // The dropdown closes once a link is chosen.
      await mainNav(page).getByRole("link", { name: label, exact: true }).waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("links Technology (tagged R&D) and Contact directly, and 'Request a Demo' to /contact", async () => {
    const { page, context } = await open("/privacy");
    // The R&D badge is read as a separate word, not run into the label.
    const technology = mainNav(page).getByRole("link", { name: "Technology (R&D)", exact: true });
    await technology.click();
    await page.waitForURL(url("/technology"));
    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(url("/contact"));
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Request a Demo" }).click();
    await page.waitForURL(url("/contact"));
    await page.getByRole("banner").getByRole("link", { name: "Kosmos home" }).click();
    await page.waitForURL(url("/"));
    await context.close();
  });

  it("has no axe violations with a dropdown open", async () => {
    const { page, context } = await open("/about");
    await trigger(page, "About").click();
    await mainNav(page).getByRole("link", { name: "Our Team", exact: true }).waitFor({ state: "visible" });
    await expectNoAxeViolations(page, "/about with the About menu open");
    await context.close();
  });
});

describe("mobile menu", () => {
  const toggle = (page: Page) => page.getByRole("button", { name: "Toggle menu" });
  const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

  it("hides the desktop menu at phone size and opens a stacked menu with the same links", async () => {
    const { page, context } = await open("/about", PHONE);
    expect(await mainNav(page).isVisible()).toBe(false);
    expect(await mobileNav(page).isVisible()).toBe(false);
    expect(await expanded(page, toggle(page))).toBe(false);
    await toggle(page).click();
    await mobileNav(page).waitFor({ state: "visible" });
    expect(await expanded(page, toggle(page))).toBe(true);
    const hrefs = await mobileNav(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const expected = [
      ...SPEC_PLATFORM.map(([, to]) => to),
      "/technology",
      ...SPEC_ABOUT.map(([, to]) => to),
      "/contact",
    ];
    for (const path of expected) expect(hrefs, path).toContain(path);
    // 'Request a Demo' is in the stacked menu too, since the header button does not fit a phone.
    expect(await mobileNav(page).getByRole("link", { name: "Request a Demo" }).getAttribute("href")).toBe("/contact");
    await context.close();
  });

  it("closes on navigation", async () => {
    const { page, context } = await open("/about", PHONE);
    await toggle(page).click();
    await mobileNav(page).getByRole("link", { name: "Careers", exact: true }).click();
    await page.waitForURL(url("/careers"));
    await mobileNav(page).waitFor({ state: "hidden" });
    expect(await expanded(page, toggle(page))).toBe(false);
    await context.close();
  });

  it("closes on Escape and hands focus back to the toggle", async () => {
    const { page, context } = await open("/about", PHONE);
    await toggle(page).click();
    const firstLink = mobileNav(page).getByRole("link", { name: "Platform Overview" });
    await firstLink.focus();
    await page.keyboard.press("Escape");
    await mobileNav(page).waitFor({ state: "hidden" });
    expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await expanded(page, toggle(page))).toBe(false);
    await context.close();
  });

  it("has no axe violations while open", async () => {
    const { page, context } = await open("/about", PHONE);
    await toggle(page).click();
    await mobileNav(page).waitFor({ state: "visible" });
    await expectNoAxeViolations(page, "/about with the mobile menu open");
    await context.close();
  });
});

describe("footer", () => {
  it("shows the tagline, the three link groups, the copyright and the legal links", async () => {
    const { page, context } = await open("/about");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByText("AI-powered intelligence for modern finance.", { exact: true }).isVisible()).toBe(
      true,
    );
    expect(
      await footer
        .getByText(`© ${londonYear()} Kosmos Intelligence Limited. All rights reserved.`, { exact: true })
        .isVisible(),
    ).toBe(true);
    for (const heading of ["Kosmos", "R&D & Technology", "Company"]) {
      expect(await footer.getByRole("heading", { name: heading, exact: true }).isVisible(), heading).toBe(true);
    }
    const company = footer.getByRole("navigation", { name: "Company" });
    for (const [label, to] of [
      ["About Us", "/about"],
      ["Our Team", "/our-team"],
      ["Partnerships", "/partnerships"],
      ["Careers", "/careers"],
      ["Contact", "/contact"],
    ]) {
      expect(await company.getByRole("link", { name: label, exact: true }).getAttribute("href"), label).toBe(to);
    }
    const platform = footer.getByRole("navigation", { name: "Kosmos" });
    for (const [label, to] of SPEC_PLATFORM) {
      expect(await platform.getByRole("link", { name: label, exact: true }).getAttribute("href"), label).toBe(to);
    }
    const labs = footer.getByRole("navigation", { name: "R&D & Technology" });
    expect(await labs.getByRole("link", { name: "Kosmos Labs" }).getAttribute("href")).toBe(site.labsPath);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const [label, to] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ]) {
      expect(await legal.getByRole("link", { name: label }).getAttribute("href"), label).toBe(to);
    }
    await context.close();
  });

  it("every footer link leads to a page that exists", async () => {
    const paths = [...footerGroups.flatMap((g) => g.links), ...legalLinks].map((l) => l.to);
    for (const path of new Set(paths)) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(200);
    }
  });
});

describe("scrolling", () => {
  it.each([
    ["/about", "Privacy Policy", "/privacy"],
    ["/privacy", "Careers", "/careers"],
    ["/careers", "Kosmos Labs", site.labsPath],
  ])("scrolls to the top when %s changes page through the footer (%s)", async (from, label, to) => {
    const { page, context } = await open(from);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(url(to));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    await context.close();
  });
});

describe("menus without JavaScript", () => {
  const noScript = { javaScriptEnabled: false };

  it("opens a dropdown on click and from the keyboard, closes it on Escape, and follows its links", async () => {
    const { page, context } = await open("/privacy", { ...noScript });
    const about = trigger(page, "About");
    const ourTeam = mainNav(page).getByRole("link", { name: "Our Team", exact: true });
    await about.click();
    await page.mouse.move(5, 700);
    await ourTeam.waitFor({ state: "visible" });
    expect(await expanded(page, about)).toBe(true);
    // The open panel sits right under its button.
    const firstLink = mainNav(page).getByRole("link", { name: "About Us", exact: true });
    const [button, panel] = [await about.boundingBox(), await firstLink.boundingBox()];
    expect(panel!.y - (button!.y + button!.height)).toBeLessThan(24);
    await page.keyboard.press("Escape");
    await ourTeam.waitFor({ state: "hidden" });
    await about.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("About Us");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(url("/our-team"));
    await context.close();
  });

  it("opens one dropdown at a time and shows a group on hover", async () => {
    const { page, context } = await open("/privacy", { ...noScript });
    await trigger(page, "Kosmos").click();
    await trigger(page, "About").click();
    await page.mouse.move(5, 700);
    await mainNav(page).getByRole("link", { name: "Our Team", exact: true }).waitFor({ state: "visible" });
    expect(await mainNav(page).getByRole("link", { name: "Core Engine", exact: true }).isVisible()).toBe(false);
    await page.keyboard.press("Escape");
    await trigger(page, "Kosmos").hover();
    await mainNav(page).getByRole("link", { name: "Core Engine", exact: true }).waitFor({ state: "visible" });
    await context.close();
  });

  it("opens the mobile menu, closes it on Escape, and follows its links", async () => {
    const { page, context } = await open("/about", { ...PHONE, ...noScript });
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await mobileNav.waitFor({ state: "visible" });
    expect(await expanded(page, toggle)).toBe(true);
    await page.keyboard.press("Escape");
    await mobileNav.waitFor({ state: "hidden" });
    await toggle.click();
    await mobileNav.getByRole("link", { name: "Careers", exact: true }).click();
    await page.waitForURL(url("/careers"));
    expect(await mobileNav.isVisible()).toBe(false);
    await context.close();
  });
});
