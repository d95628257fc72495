/**
 * Publishing without a developer, in Chromium against a server of this file's own
 * (its pages are a copy of the build, since a publish replaces files of the served folder): a
 * careers recruiter adds a position in the back office, is told when /careers and /apply are
 * live, finds it there (in the HTML, and to choose on /apply), then closes it and it is gone.
 * Bad input is refused beside its field with nothing published; a save from a copy someone has
 * since changed saves nothing; an editor cannot open positions. axe on every new screen at
 * desktop and phone width.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, expectPreviewAxeClean, hydrated, openPage, PHONE } from "./support/browser";
import { firstResponse, FIRST_WINDOW_BYTES } from "./support/first-window";
import { liveAfter as liveAfterOn, startOwnSite, type OwnSite } from "./support/publishing";
import { copyOfBuild } from "../support/server/build-copy";
import { startTestServer, type TestServer } from "./support/server";
import { londonLocal } from "../../src/admin/ui/london-time";
import { longDate } from "../../src/components/sections/LegalPage";
import { caretAtEnd } from "./support/rich-text";
import { openStaffPage, signIn, type StaffMember } from "./support/staff";

let site: OwnSite;
let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  site = await startOwnSite();
  ({ browser, server } = site);
}, 120_000);
afterAll(() => site?.stop());
const member = (email: string, roles: string[]) => site.member(email, roles);
const pageText = (path: string) => site.pageText(path);
const POSITION = "Quantitative Risk Analyst";
/** Brotli at its best quality, as the build's compressor makes a page's copy. */
const bestBrotli = (text: string) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });

async function openPositions(page: Page, who: StaffMember) {
  await page.goto("/admin/");
  await signIn(page, who);
  await openStaffPage(page, "Site content");
  await page.getByRole("heading", { name: "Site content", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Open positions" }).click();
  await page.getByRole("heading", { name: "Open positions", level: 1 }).waitFor();
  await page.getByText("Senior Complex Systems Scientist").waitFor();
}

/** A save's publish, live on the positions' pages unless said otherwise. */
const liveAfter = (page: Page, save: Locator, routes = "/careers, /apply") => liveAfterOn(page, save, routes);

describe("publishing from the back office", () => {
  it("adds a position that /careers and /apply show seconds later, with no rebuild, then closes it", async () => {
    const recruiter = await member("recruiter@kosmos.example", ["careers"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openPositions(page, recruiter);
      await expectNoAxeViolations(page, "the positions list at desktop width");
      expect(await pageText("/careers")).not.toContain(POSITION);

      await page.getByRole("button", { name: "New position" }).click();
      const form = page.getByRole("form", { name: "New position" });
      await expectNoAxeViolations(page, "the position editor at desktop width");

      // Left empty and over its limit: refused beside the field, in the browser.
      await form.getByLabel("Department").fill("x".repeat(81));
      await form.getByRole("button", { name: "Publish position" }).click();
      await form.getByText("Title: this field is required").waitFor();
      await form.getByText("Department: at most 80 characters (this has 81)").waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), { timeout: 10_000 })
        .toBe("title");
      await expectNoAxeViolations(page, "the position editor showing its errors");

      // A title already taken: the database refuses it, and the editor says so beside the title.
      await form.getByLabel("Title").fill("Senior Complex Systems Scientist");
      await form.getByLabel("Department").fill("Risk");
      await form.getByLabel("Location").fill("London");
      await form
        .getByLabel("Description")
        .fill(
          "Model <script>alert(1)</script> contagion across balance sheets.\n\nWhat you bring:\n- Credit risk\n- Python",
        );
      // A new position is posted today unless the recruiter says otherwise.
      expect(await form.getByLabel("Date posted").inputValue()).toBe(londonLocal(Date.now()).slice(0, 10));
      await form.getByLabel("Date posted").fill("2026-11-27");
      await form.getByLabel("Employment type").selectOption({ label: "Contract" });
      await form.getByRole("button", { name: "Publish position" }).click();
      await form.getByText("An item with this title already exists").waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), { timeout: 10_000 })
        .toBe("title");

      await form.getByLabel("Title").fill(POSITION);
      // Its terms: a salary range the wrong way round is refused beside its field, nothing published.
      await form.getByLabel("Where the work is done").selectOption({ label: "Hybrid" });
      await form.getByLabel("Salary from (£ a year)").fill("90000");
      await form.getByLabel("Salary to (£ a year)").fill("60000");
      const closing = londonLocal(Date.now() + 7 * 24 * 60 * 60 * 1000).slice(0, 10);
      await form.getByLabel("Closing date").fill(closing);
      await form.getByRole("button", { name: "Publish position" }).click();
      await form.getByText("Salary to (£ a year): at least the salary from (90000)").waitFor();
      // The editor moves focus to the refused field a frame after it says why: typing before then
      // would land there (a busy machine once put "60000" into Salary to this way).
      await expect
        .poll(() => form.getByLabel("Salary to (£ a year)").evaluate((field) => field === document.activeElement), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await pageText("/careers")).not.toContain(POSITION);
      await form.getByLabel("Salary from (£ a year)").fill("60000");
      await form.getByLabel("Salary to (£ a year)").fill("90000");
      const ms = await liveAfter(page, form.getByRole("button", { name: "Publish position" }));
      expect(ms).toBeLessThan(15_000);

      const careers = await pageText("/careers");
      expect(careers).toContain(POSITION);
      expect(careers).toContain("Model &lt;script&gt;alert(1)&lt;/script&gt; contagion");
      expect(careers).toContain(`"title":"${POSITION}"`);
      expect(careers).toContain(`href="/apply?position=${encodeURIComponent(POSITION)}"`);
      // Its terms on the page and for search engines.
      expect(careers).toContain("London (Hybrid)");
      expect(careers).toContain("£60,000 to £90,000 a year");
      expect(careers).toContain(`Apply by ${longDate(closing)}`);
      expect(careers).toContain(`"employmentType":"CONTRACTOR","validThrough":"${closing}"`);
      expect(careers).toContain('"minValue":60000,"maxValue":90000,"unitText":"YEAR"');

      const visitor = await context.newPage();
      await visitor.goto(`/apply?position=${encodeURIComponent(POSITION)}`);
      await hydrated(visitor);
      const choice = visitor.getByLabel("Position");
      await expect.poll(() => choice.inputValue()).toBe(POSITION);
      expect(await choice.locator("option").allInnerTexts()).toContain(POSITION);
      await visitor.goto("/careers");
      await visitor.getByRole("heading", { name: POSITION }).waitFor();
      // The description's paragraphs and list, as the recruiter typed them.
      const listing = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: POSITION }) });
      const paragraphs = await listing.locator("p").allInnerTexts();
      expect(paragraphs).toContain("Model <script>alert(1)</script> contagion across balance sheets.");
      expect(paragraphs).toContain("What you bring:");
      expect(await listing.getByRole("list").getByRole("listitem").allInnerTexts()).toEqual(["Credit risk", "Python"]);
      await visitor.close();

      // Closed: gone from both pages, still listed (as closed) for the recruiter.
      await liveAfter(page, page.getByRole("button", { name: `Close ${POSITION}` }));
      await page.getByRole("button", { name: `Reopen ${POSITION}` }).waitFor();
      expect(await pageText("/careers")).not.toContain(POSITION);
      expect(await pageText("/apply")).not.toContain(POSITION);
      // The failed requests are the title already taken and the salary range, refused on purpose above.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 409 (Conflict)",
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    } finally {
      await context.close();
    }
  });

  it("keeps every version: an earlier one opens read only and, restored, is live again", async () => {
    const recruiter = await member("recruiter@kosmos.example", ["careers"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openPositions(page, recruiter);
      await page.getByRole("button", { name: "Edit Senior Complex Systems Scientist" }).click();
      let form = page.getByRole("form", { name: "Edit position" });
      await form.getByLabel("Location").fill("Edinburgh");
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }));
      expect(await pageText("/careers")).toContain("Edinburgh");

      await page.getByRole("button", { name: "Edit Senior Complex Systems Scientist" }).click();
      form = page.getByRole("form", { name: "Edit position" });
      const history = page.getByRole("region", { name: "History" });
      await history.getByText("(published now)").waitFor();
      // Compared with the version before, field by field: the old location struck, the new added.
      const compared = history.getByLabel(/^What changed from version \d+ to version \d+$/);
      await compared.locator("del", { hasText: "London" }).waitFor();
      await compared.locator("ins", { hasText: "Edinburgh" }).waitFor();
      // And on the page that shows it, each version rendered.
      await history.getByRole("button", { name: "Show the difference on the pages" }).click();
      const rendered = history.getByTestId("page-changes").filter({ hasText: "/careers" }).first();
      await rendered
        .getByRole("list", { name: "Text added" })
        .getByText(/Edinburgh/)
        .first()
        .waitFor({ timeout: 30_000 });
      await rendered
        .getByRole("list", { name: "Text removed" })
        .getByText(/London/)
        .first()
        .waitFor();
      await expectNoAxeViolations(page, "the position editor with its history");
      const versions = await history.getByRole("button", { name: /^View version \d+$/ }).allInnerTexts();
      expect(versions.length).toBeGreaterThanOrEqual(2);
      const previous = versions[1]!.replace("View version ", "");
      await history.getByRole("button", { name: `View version ${previous}` }).click();
      // Read only: the earlier words are shown, not put in the form.
      await history.getByText("London", { exact: true }).waitFor();
      expect(await form.getByLabel("Location").inputValue()).toBe("Edinburgh");
      await expectNoAxeViolations(page, "an earlier version opened");

      await history.getByRole("button", { name: `Restore version ${previous} into the editor` }).click();
      await form.getByText(`Version ${previous} is in the form: save and publish to make it live again.`).waitFor();
      expect(await form.getByLabel("Location").inputValue()).toBe("London");
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }));
      const careers = await pageText("/careers");
      expect(careers).not.toContain("Edinburgh");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps what is typed as a draft, off the site until published; a draft survives a closed editor and can be discarded", async () => {
    const recruiter = await member("recruiter@kosmos.example", ["careers"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    const title = "Full-Stack Engineer (React/TypeScript)";
    try {
      await openPositions(page, recruiter);
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      let form = page.getByRole("form", { name: "Edit position" });
      await form.getByLabel("Location").fill("Manchester");
      await form.getByText(/^Draft saved .* by recruiter@kosmos\.example, not published\.$/).waitFor();
      await expectNoAxeViolations(page, "the position editor with a draft");
      expect(await pageText("/careers")).not.toContain("Manchester");

      // The page closed and opened again (nothing kept in the browser but the session): the draft
      // is read back from the database.
      await page.reload();
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      form = page.getByRole("form", { name: "Edit position" });
      expect(await form.getByLabel("Location").inputValue()).toBe("Manchester");
      await form.getByRole("button", { name: "Revert to published" }).click();
      await form.getByText("The draft was discarded: the form shows the published version.").waitFor();
      expect(await form.getByLabel("Location").inputValue()).toBe("London");

      // Typed again and published: live, and no draft is left.
      await form.getByLabel("Location").fill("Manchester");
      await form.getByText(/^Draft saved /).waitFor();
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }));
      expect(await pageText("/careers")).toContain("Manchester");
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      form = page.getByRole("form", { name: "Edit position" });
      expect(await form.getByLabel("Location").inputValue()).toBe("Manchester");
      expect(await form.getByText(/^Draft saved /).count()).toBe(0);
      await form.getByLabel("Location").fill("London");
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("saves nothing over a colleague's change made since the editor opened", async () => {
    const recruiter = await member("recruiter@kosmos.example", ["careers"]);
    const { page, context } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openPositions(page, recruiter);
      await page.getByRole("button", { name: "Edit Graph & Data Platform Engineer" }).click();
      const form = page.getByRole("form", { name: "Edit position" });
      await form.getByLabel("Location").fill("Edinburgh");
      // A colleague saves the same position meanwhile.
      await server.app.db.asOwner((tx) =>
        tx.query(
          `update public.content_items set data = jsonb_set(data, '{location}', '"Remote"') where slug = 'graph-data-platform-engineer'`,
          [],
        ),
      );
      await form.getByRole("button", { name: "Save and publish" }).click();
      await form.getByText("Someone else saved this item after you opened it, so nothing was saved.").waitFor();
      const [row] = (
        await server.app.db.asOwner((tx) =>
          tx.query<{ location: string }>(
            "select data ->> 'location' as location from public.content_items where slug = 'graph-data-platform-engineer'",
            [],
          ),
        )
      ).rows;
      expect(row!.location).toBe("Remote");
    } finally {
      await context.close();
    }
  });

  it.each([["phone", PHONE]] as [string, BrowserContextOptions][])(
    "is axe-clean at %s width, the editor open too",
    async (label, options) => {
      const recruiter = await member("recruiter@kosmos.example", ["careers"]);
      const { page, context, errors } = await openPage(browser, { ...options, baseURL: server.url });
      try {
        await openPositions(page, recruiter);
        await expectNoAxeViolations(page, `the positions list at ${label} width`);
        await page.getByRole("button", { name: "New position" }).click();
        await page.getByRole("form", { name: "New position" }).waitFor();
        await expectNoAxeViolations(page, `the position editor at ${label} width`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("lets an admin change the privacy notice (its text and effective date, on /privacy alone) and the footer of every page", async () => {
    const admin = await member("admin@kosmos.example", ["admin"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/");
      await signIn(page, admin);
      await openStaffPage(page, "Site content");
      await page.getByRole("link", { name: "Legal pages" }).click();
      await page.getByRole("heading", { name: "Legal pages", level: 1 }).waitFor();
      expect(await page.getByRole("button", { name: /^New/ }).count()).toBe(0);
      await page.getByRole("button", { name: "Edit Privacy Notice" }).click();
      const form = page.getByRole("form", { name: "Edit legal page" });
      const text = form.getByRole("textbox", { name: "Text", exact: true });
      await text.waitFor();
      await expectNoAxeViolations(page, "the legal page editor at desktop width");
      await text.click();
      await caretAtEnd(page, text, "Control+End");
      await page.keyboard.type(" We review this notice every year.");
      // Asked, so "Last updated" is never left old by mistake: a new version, or a correction.
      await form.getByRole("button", { name: "Save and publish" }).click();
      const kind = form.getByRole("group", { name: "What is this change?" });
      await kind.getByText("Say whether this is a new version or a correction").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("versionKind");
      await kind.getByRole("radio", { name: /^A correction .* stays 7 June 2025$/ }).check();
      expect(await form.getByLabel("Effective date", { exact: true }).inputValue()).toBe("2025-06-07");
      await kind.getByRole("radio", { name: /^A new version/ }).check();
      expect(await form.getByLabel("Effective date", { exact: true }).inputValue()).toBe(
        londonLocal(Date.now()).slice(0, 10),
      );
      await expectNoAxeViolations(page, "the legal page editor asking what the change is");
      await form.getByLabel("Effective date", { exact: true }).fill("2026-12-01");
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }), "/privacy");
      await page.getByText("Published as a new version: “Last updated” is now 1 December 2026.").waitFor();

      const privacy = await pageText("/privacy");
      expect(privacy).toContain("Last updated 1 December 2026");
      expect(privacy).toContain("We review this notice every year.");
      expect(await pageText("/terms")).toContain("Last updated 7 June 2025");

      // The site settings: the footer's tagline, on every page at once.
      await openStaffPage(page, "Site content");
      await page.getByRole("link", { name: "Site settings" }).click();
      await page.getByRole("button", { name: "Edit AI-powered intelligence for modern finance." }).click();
      const settings = page.getByRole("form", { name: "Edit settings" });
      await expectNoAxeViolations(page, "the site settings editor at desktop width");
      await settings.getByLabel("Footer tagline").fill("Seeing systemic risk before it forms.");
      // The company's addresses and office are settings too: a bad address is refused beside its field.
      await settings.getByLabel("Careers address").fill("jobs at kosmos");
      await settings.getByRole("button", { name: "Save and publish" }).click();
      await settings.getByText("Careers address: an e-mail address").waitFor();
      await settings.getByLabel("Careers address").fill("jobs@kosmos.example");
      await settings.getByLabel("Company name").fill("Kosmos Risk Intelligence");
      await settings
        .getByLabel("Office address")
        .fill("Kosmos Intelligence Limited\n2 Canal Reach\nLondon N1C 4AB\nUnited Kingdom");
      // The registration UK company law wants on the website, at the foot of every page.
      await settings.getByLabel("Company number").fill("12345678");
      await settings.getByLabel("Place of registration").fill("England and Wales");
      await settings.getByLabel("Registered office").fill("2 Canal Reach, London N1C 4AB");
      await settings.getByLabel("VAT number (optional)", { exact: true }).fill("GB 123 4567 89");
      await liveAfter(page, settings.getByRole("button", { name: "Save and publish" }), "\\d+ pages");
      for (const path of ["/", "/about", "/careers", "/privacy", "/no-such-page"]) {
        const html = await pageText(path);
        expect(html, path).toContain("Seeing systemic risk before it forms.");
        expect(html, path).toContain(
          "Kosmos Intelligence Limited, a company registered in England and Wales, number 12345678. Registered office: 2 Canal Reach, London N1C 4AB. VAT number GB 123 4567 89.",
        );
      }
      // A publish compresses pages more quickly than the build, but the home page, near TCP's first
      // window, as small as Brotli makes it (its best quality), and a page far from it still inside.
      const home = await firstResponse(new URL("/", server.url));
      expect(home.text).toContain("Seeing systemic risk before it forms.");
      expect(home.body.length).toBe(bestBrotli(home.text).length);
      expect(home.bytes).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
      const resources = await firstResponse(new URL("/resources", server.url));
      expect(resources.text).toContain("Seeing systemic risk before it forms.");
      expect(resources.bytes).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
      expect(await pageText("/careers")).toContain('href="mailto:jobs@kosmos.example"');
      expect(await pageText("/our-team")).toContain("Email jobs@kosmos.example");
      expect(await pageText("/contact")).toContain("2 Canal Reach");
      expect(await pageText("/about")).toContain('<meta property="og:site_name" content="Kosmos Risk Intelligence"');
      expect(await pageText("/")).toContain(
        '"streetAddress":"2 Canal Reach","addressLocality":"London","postalCode":"N1C 4AB"',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lets an editor change the home page's hero, and not open what is not theirs", async () => {
    const editor = await member("editor@kosmos.example", ["editor"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Site content", level: 1 }).waitFor();
      expect(await page.getByRole("link", { name: "Open positions" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Legal pages" }).count()).toBe(0);
      await page.getByRole("link", { name: "Home page hero" }).click();
      await page.getByRole("button", { name: "Edit The Intelligence Engine for Modern Finance" }).click();
      const form = page.getByRole("form", { name: "Edit hero" });
      await expectNoAxeViolations(page, "the hero editor at desktop width");
      await form.getByLabel("First button's link").fill("javascript:alert(1)");
      await form.getByLabel("Title").fill("Systemic Risk, Seen Before It Happens");
      await form.getByRole("button", { name: "Save and publish" }).click();
      await form.getByText("First button's link: an address starting with https://, mailto: or /").waitFor();
      // A page the site does not have: said beside the field before anything is sent.
      await form.getByLabel("First button's link").fill("/platform/quantum");
      await form.getByRole("button", { name: "Save and publish" }).click();
      await form.getByText("First button's link: /platform/quantum is not a page of this site").waitFor();
      await form.getByLabel("First button's link").fill("/platform");
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }), "/, /home");
      for (const path of ["/", "/home"]) {
        const html = await pageText(path);
        expect(html, path).toContain("Systemic Risk, Seen Before It Happens");
        expect(html, path).not.toContain("The Intelligence Engine for Modern Finance</h1>");
      }
      // A card of a home page section: its words and its icon, on the home page and its alias alone.
      await page.goto("/admin/#/site/card");
      await page.getByRole("heading", { name: "Cards", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Simulate Forward" }).click();
      const card = page.getByRole("form", { name: "Edit card" });
      await expectNoAxeViolations(page, "the card editor at desktop width");
      await card.getByLabel("Title").fill("Simulate Ahead");
      await card.getByLabel("Icon").selectOption({ label: "Gauge" });
      // The page of the card's section alone: the home page and its alias, none of the other pages with cards.
      await liveAfter(page, card.getByRole("button", { name: "Save and publish" }), "/, /home");
      for (const path of ["/", "/home"]) expect(await pageText(path), path).toContain(">Simulate Ahead</h3>");
      // A section's words: the title of "What You Gain".
      await page.goto("/admin/#/site/section");
      await page.getByRole("heading", { name: "Page sections", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit What You Gain" }).click();
      const section = page.getByRole("form", { name: "Edit section" });
      await section.getByLabel("Title").fill("What Our Clients Gain");
      await liveAfter(page, section.getByRole("button", { name: "Save and publish" }), "/, /home");
      expect(await pageText("/")).toContain("What Our Clients Gain</h2>");
      // A step of the Technology page's pipeline: that page is rendered, no other.
      await page.goto("/admin/#/site/step");
      await page.getByRole("heading", { name: "Steps and principles", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Explain" }).click();
      const step = page.getByRole("form", { name: "Edit step" });
      await step.getByLabel("Text").fill("Every result is traced back to its causes, with its reasoning attached.");
      await liveAfter(page, step.getByRole("button", { name: "Save and publish" }), "/technology");
      expect(await pageText("/technology")).toContain("Every result is traced back to its causes");
      // A closing call's button: its label and where it leads, on its page alone.
      await page.goto("/admin/#/site/call");
      await page.getByRole("heading", { name: "Closing calls", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit See the Platform in Action" }).click();
      const call = page.getByRole("form", { name: "Edit closing call" });
      await expectNoAxeViolations(page, "the closing call editor at desktop width");
      await call.getByLabel("Second button", { exact: true }).fill("Read the Research");
      await call.getByLabel("Second button's link").fill("/kosmos-labs");
      await liveAfter(page, call.getByRole("button", { name: "Save and publish" }), "/platform");
      expect(await pageText("/platform")).toMatch(/href="\/kosmos-labs"[^>]*>Read the Research<\/a>/);
      // An illustrated feature of Studio: no picture without its text; a point a line.
      await page.goto("/admin/#/site/feature");
      await page.getByRole("heading", { name: "Illustrated features", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Interactive Dashboards" }).click();
      const feature = page.getByRole("form", { name: "Edit feature" });
      await expectNoAxeViolations(page, "the feature editor at desktop width");
      await feature.getByLabel("Illustration's text").fill("");
      await feature.getByRole("button", { name: "Save and publish" }).click();
      await feature.getByText("Illustration's text: this field is required").waitFor();
      await feature
        .getByLabel("Illustration's text")
        .fill("A dashboard comparing the capital of a bank under two scenarios.");
      await feature.getByLabel("Points").fill("Scenario comparison\nBoard packs in one click");
      await liveAfter(page, feature.getByRole("button", { name: "Save and publish" }), "/platform/studio");
      const studio = await pageText("/platform/studio");
      expect(studio).toContain('alt="A dashboard comparing the capital of a bank under two scenarios."');
      expect(studio).toContain("Board packs in one click");
      expect(studio).not.toContain("Export to board packs and regulatory submissions");
      // The words around a form: the contact page's box, and the documentation page's hero.
      await page.goto("/admin/#/site/section");
      await page.getByRole("heading", { name: "Page sections", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Response Time" }).click();
      const box = page.getByRole("form", { name: "Edit section" });
      await box
        .getByLabel("Introduction (optional)")
        .fill("We answer within four working hours. If it cannot wait, write to");
      await liveAfter(page, box.getByRole("button", { name: "Save and publish" }), "/contact");
      expect(await pageText("/contact")).toContain("We answer within four working hours. If it cannot wait, write to ");
      // A menu link's name: in the footer of every page.
      await page.goto("/admin/#/site/menu-link");
      await page.getByRole("heading", { name: "Menus", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Partnerships (Footer columns · Company · /partnerships)" }).click();
      const menus = page.getByRole("form", { name: "Edit menu link" });
      await expectNoAxeViolations(page, "the menu link editor at desktop width");
      await menus.getByLabel("Label", { exact: true }).fill("Our Partners");
      await liveAfter(page, menus.getByRole("button", { name: "Save and publish" }), "\\d+ pages");
      for (const path of ["/", "/careers", "/privacy"]) {
        expect(await pageText(path), path).toMatch(/href="\/partnerships"[^>]*>Our Partners<\/a>/);
      }
      // A figure of the Labs page, and a way to partner with the Institute, each on its page.
      await page.goto("/admin/#/site/figure");
      await page.getByRole("heading", { name: "Figures", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit of agents in a single simulation" }).click();
      const figure = page.getByRole("form", { name: "Edit figure" });
      await figure.getByLabel("Figure", { exact: true }).fill("Billions");
      // A figure is a claim: its new wording is published with its evidence.
      await figure.getByLabel("Source").fill("Engine benchmark KI-114, November 2026.");
      await liveAfter(page, figure.getByRole("button", { name: "Save and publish" }), "/kosmos-labs");
      expect(await pageText("/kosmos-labs")).toContain(">Billions</dd>");
      await page.goto("/admin/#/site/partnering-option");
      await page.getByRole("heading", { name: "Ways to partner with the Institute", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit Funding and support" }).click();
      const option = page.getByRole("form", { name: "Edit way to partner" });
      await expectNoAxeViolations(page, "the partnering option editor at desktop width");
      await option.getByLabel("Mail subject").fill("Fellowship funding");
      await liveAfter(page, option.getByRole("button", { name: "Save and publish" }), "/kosmos-institute");
      expect(await pageText("/kosmos-institute")).toContain("?subject=Fellowship%20funding");
      // A page's title and description: its head and link previews, on that page alone.
      await page.goto("/admin/#/site/page-meta");
      await page.getByRole("heading", { name: "Page titles and descriptions", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Edit About us | Kosmos" }).click();
      const words = page.getByRole("form", { name: "Edit page" });
      await words.getByLabel("Title").fill("About Kosmos Intelligence | Kosmos");
      // Hidden from search engines: noindex in its head, and out of the sitemap.
      expect(await pageText("/sitemap.xml")).toContain("/about</loc>");
      await words.getByRole("checkbox", { name: "Hide from search engines" }).check();
      await liveAfter(page, words.getByRole("button", { name: "Save and publish" }), "/about, /sitemap.xml");
      const about = await pageText("/about");
      expect(about).toContain("<title>About Kosmos Intelligence | Kosmos</title>");
      expect(about).toContain('<meta property="og:title" content="About Kosmos Intelligence | Kosmos">');
      expect(about).toContain('<meta name="robots" content="noindex">');
      expect(await pageText("/sitemap.xml")).not.toContain("/about</loc>");
      expect(await pageText("/sitemap.xml")).toContain("/contact</loc>");

      // The team: a new person's form (its choices) is axe-clean too; bad input is refused beside its field.
      await page.goto("/admin/#/site/person");
      await page.getByRole("heading", { name: "Team and advisors", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New person" }).click();
      const personForm = page.getByRole("form", { name: "New person" });
      await personForm.getByRole("button", { name: "Publish person" }).click();
      await personForm.getByText("Shown among: this field is required").waitFor();
      await expectNoAxeViolations(page, "the person editor showing its errors");

      // The legal pages and the site settings are an admin's: the address says so, and the database would refuse.
      for (const type of ["legal-page", "site-settings"]) {
        await page.goto(`/admin/#/site/${type}`);
        await page.getByRole("heading", { name: "Not available to your role" }).waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000); // nine publishes, each waited for
});

describe("a scheduled change", () => {
  it("publishes the terms' new text at the minute chosen in London time, that day its last update, and says it ran", async () => {
    const admin = await member("admin@kosmos.example", ["admin"]);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/");
      await signIn(page, admin);
      await openStaffPage(page, "Site content");
      await page.getByRole("link", { name: "Legal pages" }).click();
      await page.getByRole("button", { name: "Edit Terms of Use" }).click();
      const form = page.getByRole("form", { name: "Edit legal page" });
      const text = form.getByRole("textbox", { name: "Text", exact: true });
      await text.click();
      await caretAtEnd(page, text, "Control+End");
      await page.keyboard.type(" These terms were reviewed this year.");
      await form.getByText(/^Draft saved /).waitFor();

      // The draft on the real page, at its private address, and what publishing it changes.
      const preview = page.getByRole("region", { name: "Preview and changes" });
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      await preview.getByRole("list", { name: "Pages this publish changes" }).getByText("/terms").waitFor();
      const added = preview.getByRole("list", { name: "Text added" });
      await expect.poll(() => added.innerText()).toContain("These terms were reviewed this year.");
      expect(await preview.getByRole("list", { name: "Text removed" }).innerText()).not.toContain(
        "These terms were reviewed this year.",
      );
      const framed = page.frameLocator('iframe[title="Preview of /terms at desktop width"]');
      await framed.getByText(/These terms were reviewed this year\./).waitFor();
      const address = await preview.getByRole("link", { name: "Open the preview in a new tab" }).getAttribute("href");
      expect(address).toMatch(/^\/preview\/[0-9a-f-]{36}\/page\?route=%2Fterms$/);
      // The framed page is the real /terms (its own landmarks): it passes axe on its own, below.
      const frame = { exclude: "iframe" };
      await expectNoAxeViolations(page, "the legal page editor with its preview at desktop width", frame);
      await preview.getByRole("button", { name: "Phone" }).click();
      await page
        .frameLocator('iframe[title="Preview of /terms at phone width"]')
        .getByText(/reviewed this year/)
        .waitFor();
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "the legal page editor with its preview at phone width", frame);
      await page.setViewportSize(DESKTOP.viewport!);
      // Anyone else, signed in or not, finds nothing there; staff's copy is never indexed.
      const stranger = await fetch(server.url + address!);
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).not.toContain("reviewed this year");
      const staffCopy = await page.request.get(address!);
      expect(staffCopy.status()).toBe(200);
      expect(staffCopy.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(await staffCopy.text()).toContain('<meta name="robots" content="noindex, nofollow">');
      const alone = await context.newPage();
      await alone.goto(address!);
      await alone.getByText(/These terms were reviewed this year\./).waitFor();
      await alone.close();
      await expectPreviewAxeClean(context, address!, "the preview of the terms, opened in its own tab");

      const schedule = page.getByRole("region", { name: "Schedule" });
      await expectNoAxeViolations(page, "the legal page editor with its schedule", frame);
      // The next whole minute at least 20 seconds away, entered as London reads it.
      const due = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
      await schedule.getByLabel("Date and time (London time)").fill(londonLocal(due));
      await schedule.getByRole("button", { name: "Schedule publish" }).click();
      await schedule.getByText(/^Publish at .* \(London\), by admin@kosmos\.example: waiting$/).waitFor();
      expect(await pageText("/terms")).not.toContain("These terms were reviewed this year.");

      await expect
        .poll(() => pageText("/terms"), { timeout: 100_000, interval: 1_000 })
        .toContain("These terms were reviewed this year.");
      expect(Date.now()).toBeGreaterThanOrEqual(due);
      const day = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/London",
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(due);
      expect(await pageText("/terms")).toContain(`Last updated ${day}`);
      await schedule.getByText(/^Publish at .*: done$/).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("the library in the pages", () => {
  it("publishes an article written in the back office at its own address, listed, in the sitemap and the feed, moves it to a new address that the old one redirects to, and takes it down with its resource", async () => {
    const editor = await member("library@kosmos.example", ["editor"]);
    const title = "Rate Shocks: A Primer";
    // An item's address is made from its title when it is added (decision 047).
    const slug = "rate-shocks-a-primer";
    const routes = `/, /home, /resources, /sitemap.xml, /resources/${slug}`;
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      expect((await fetch(`${server.url}/resources/${slug}`)).status).toBe(404);
      await page.goto("/admin/#/content/resources");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New resource" }).click();
      const form = page.getByRole("form", { name: "New resource" });
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByLabel("Type", { exact: true }).selectOption({ label: "White Paper" });
      await form.getByRole("checkbox", { name: "Finance" }).check();
      await form.getByLabel("Date", { exact: true }).fill("2026-11-01");
      await form.getByLabel("Description", { exact: true }).fill("How a rate shock travels through a lender's books.");
      // No read-more address: with an article, Read more leads to it.
      const body = form.getByRole("textbox", { name: "Article (optional)", exact: true });
      await body.click();
      await page.keyboard.type("Rates rose 250 basis points in a week. <script>alert(1)</script> stays text.");
      // A pull quote, from the toolbar.
      await page.keyboard.press("Enter");
      const quote = form
        .getByRole("toolbar", { name: "Article (optional): formatting" })
        .getByRole("button", { name: "Quote", exact: true });
      await quote.click();
      await page.keyboard.type("A rate shock is a network problem.");
      expect(await quote.getAttribute("aria-pressed")).toBe("true");
      await expectNoAxeViolations(page, "the resource form with its article");
      await liveAfter(page, form.getByRole("button", { name: "Publish resource" }), routes);

      // The article's page: in the HTML, its text as text, with Article data for search engines, and no script.
      const article = await pageText(`/resources/${slug}`);
      expect(article).toContain(`<h1 class="mt-3 text-4xl font-bold tracking-tight text-ink">${title}</h1>`);
      expect(article).toContain(
        "Rates rose 250 basis points in a week. &lt;script&gt;alert(1)&lt;/script&gt; stays text.",
      );
      expect(article).not.toContain("<script>alert(1)");
      expect(article).toMatch(
        /<blockquote class="[^"]*text-2xl[^"]*"><p>A rate shock is a network problem\.<\/p><\/blockquote>/,
      );
      expect(article).toContain('"@type":"Article"');
      expect(article).toContain(`"headline":"${title}"`);
      // Listed on /resources (its "Read more" leads to it), named in the sitemap and the feed.
      expect(await pageText("/resources")).toContain(`href="/resources/${slug}"`);
      expect(await pageText("/sitemap.xml")).toContain(`/resources/${slug}</loc>`);
      expect(await pageText("/resources/feed.xml")).toContain(`/resources/${slug}</link>`);

      const visitor = await context.newPage();
      await visitor.goto(`/resources/${slug}`);
      await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await visitor.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      await expectNoAxeViolations(visitor, "an article page");

      // A new address: the page moves, and the old address leads to it with a 301 (links and search
      // results that had it still arrive), recorded as a redirect an admin sees.
      const moved = "rate-shocks-explained";
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const address = page.getByRole("region", { name: "Address" });
      await address.getByText(`Its page is at /resources/${slug}.`).waitFor();
      await address.getByLabel("Address after /resources/").fill("Rate shocks!");
      await address.getByRole("button", { name: "Change address" }).click();
      await address.getByText("Address: lower-case letters, digits and hyphens").waitFor();
      await address.getByLabel("Address after /resources/").fill(moved);
      await expectNoAxeViolations(page, "an article's address");
      await liveAfter(
        page,
        address.getByRole("button", { name: "Change address" }),
        `/, /home, /resources, /sitemap.xml, /resources/${moved}, /resources/${slug}`,
      );
      const old = await fetch(`${server.url}/resources/${slug}?from=newsletter`, { redirect: "manual" });
      expect([old.status, old.headers.get("location")]).toEqual([301, `/resources/${moved}?from=newsletter`]);
      await visitor.goto(`/resources/${slug}`);
      await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe(`/resources/${moved}`);
      expect(await pageText("/resources")).toContain(`href="/resources/${moved}"`);
      expect(await pageText("/sitemap.xml")).not.toContain(`/resources/${slug}<`);
      await visitor.close();

      // Hidden: its page goes, and the listings no longer name it.
      await liveAfter(
        page,
        page.getByRole("button", { name: `Hide ${title}` }),
        `/, /home, /resources, /sitemap.xml, /resources/${moved}`,
      );
      expect((await fetch(`${server.url}/resources/${moved}`)).status).toBe(404);
      expect(await pageText("/resources")).not.toContain(`/resources/${moved}`);
      expect(await pageText("/sitemap.xml")).not.toContain(`/resources/${moved}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the library's editor at phone width", () => {
  it("is axe-clean with the article's editor open, and fits the screen", async () => {
    const editor = await member("library@kosmos.example", ["editor"]);
    const { page, context, errors } = await openPage(browser, { ...PHONE, baseURL: server.url });
    try {
      await page.goto("/admin/#/content/resources");
      await signIn(page, editor);
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New resource" }).click();
      await page
        .getByRole("form", { name: "New resource" })
        .getByRole("textbox", { name: "Article (optional)", exact: true })
        .waitFor();
      await expectNoAxeViolations(page, "the resource form with its article at phone width");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("what a staff member types, on the public pages", () => {
  it("never becomes script: a hostile position title in the list, its JSON-LD and /apply's island props", async () => {
    const hostile = `Analyst</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">`;
    await server.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.content_items (type, slug, sort_order, data) values ('position', 'hostile-title', 9, $1)`,
        [
          JSON.stringify({
            title: hostile,
            department: "Research",
            location: "London",
            description: "x",
            datePosted: "2026-11-27",
            employmentType: "FULL_TIME",
          }),
        ],
      ),
    );
    await expect
      .poll(async () => (await pageText("/careers")).includes("Analyst&lt;/script&gt;"), { timeout: 20_000 })
      .toBe(true);
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      for (const path of ["/careers", `/apply?position=${encodeURIComponent(hostile)}`]) {
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned), path).toBeUndefined();
        expect(await page.locator('img[src="x"]').count(), path).toBe(0);
      }
      await page.goto("/careers");
      await page.getByRole("heading", { name: hostile }).waitFor();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
      expect(jsonLd.some((text) => (JSON.parse(text) as { title?: string }).title === hostile)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a publish whose render fails", () => {
  it("leaves the last good page served and records why, for the editor", async () => {
    const broken = await copyOfBuild();
    await writeFile(
      join(broken.siteRoot, "..", "render", "server", "entry.mjs"),
      'throw new Error("a broken build");\n',
    );
    const own = await startTestServer({ BUILD_DIR: broken.siteRoot });
    try {
      const before = await (await fetch(`${own.url}/careers`)).text();
      await own.app.db.asOwner((tx) =>
        tx.query(
          `update public.content_items set data = jsonb_set(data, '{location}', '"Nowhere"') where slug = 'graph-data-platform-engineer'`,
          [],
        ),
      );
      const failed = async () =>
        (
          await own.app.db.asOwner((tx) =>
            tx.query<{ state: string; error: string }>(
              "select state, error from public.content_publishes where state <> 'rendering'",
              [],
            ),
          )
        ).rows;
      await expect.poll(failed, { timeout: 20_000 }).toHaveLength(1);
      expect((await failed())[0]).toMatchObject({ state: "failed" });
      expect((await failed())[0]!.error).toContain("a broken build");
      expect(await (await fetch(`${own.url}/careers`)).text()).toBe(before);
    } finally {
      await own.stop();
      await broken.remove();
    }
  });
});
