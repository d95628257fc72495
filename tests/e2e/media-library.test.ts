/**
 * The media library in Chromium against a server of this file's own (a copy of the
 * build, since a publish replaces its files): an editor uploads a team member's photo, which the
 * server prepares; gives it to a person, where a missing alternative text holds the save back;
 * publishes, and /our-team shows it as AVIF with its alternative text and no layout shift; a used
 * picture cannot be deleted, the refusal naming where it is used. axe on the library's screen and
 * the image field at desktop and phone width.
 */
import sharp from "sharp";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "./support/browser";
import { liveAfter as liveAfterOn, startOwnSite, type OwnSite } from "./support/publishing";
import type { TestServer } from "./support/server";
import { openStaffPage, signIn, type StaffMember } from "./support/staff";

let site: OwnSite;
let browser: Browser;
let server: TestServer;
let editor: StaffMember;

const ALT = "Daniel Ashworth, smiling, in front of a whiteboard of network diagrams";

beforeAll(async () => {
  site = await startOwnSite();
  ({ browser, server } = site);
  editor = await site.member("media-editor@kosmos.example", ["editor"]);
}, 120_000);
afterAll(() => site?.stop());

/** A portrait photo as a camera writes it: with its make, model and GPS position. */
const portrait = () =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 40, g: 70, b: 120 } } })
    .composite([
      {
        input: Buffer.from('<svg width="1200" height="1600"><circle cx="600" cy="600" r="380" fill="#e8c4a0"/></svg>'),
      },
    ])
    .withExif({
      IFD0: { Make: "Kosmos Camera", Model: "K-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

async function openLibrary(page: Page) {
  await page.goto("/admin/");
  await signIn(page, editor);
  await openStaffPage(page, "Media library");
  await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
}

/** A save's publish, live on /our-team. */
const liveAfter = (page: Page, save: Locator) => liveAfterOn(page, save, "/our-team");

describe("the media library", () => {
  it("takes a photo, holds back a use without alternative text, shows it on /our-team as AVIF without a layout shift, and keeps it while used", async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openLibrary(page);
      await expectNoAxeViolations(page, "the media library, empty, at desktop width");
      await page
        .getByLabel("File", { exact: true })
        .setInputFiles({ name: "ashworth.jpg", mimeType: "image/jpeg", buffer: await portrait() });
      await page.getByRole("button", { name: "Upload" }).click();
      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "ashworth.jpg" }) });
      await row.getByText("1200 × 1600 pixels").waitFor({ timeout: 30_000 });
      await row.getByText("Not used on the site.").waitFor();
      await expectNoAxeViolations(page, "the media library with a picture at desktop width");
      // The focal point, by clicking on the face (half across, a quarter down); the fields follow.
      const focal = row.getByRole("form", { name: "Focal point of ashworth.jpg" });
      const picture = focal.getByRole("img", { name: "ashworth.jpg: click where its subject is" });
      const box = (await picture.boundingBox())!;
      await picture.click({ position: { x: box.width * 0.5, y: box.height * 0.25 } });
      expect(await focal.getByLabel("Subject across (% from the left)").inputValue()).toBe("50");
      expect(await focal.getByLabel("Subject down (% from the top)").inputValue()).toBe("25");
      await focal.getByRole("button", { name: "Save focal point" }).click();
      await focal.getByText("Focal point saved; the pages that show the picture are published again.").waitFor();

      await openStaffPage(page, "Site content");
      await page.getByRole("link", { name: "Team and advisors" }).click();
      await page.getByRole("button", { name: "Edit Dr Daniel Ashworth" }).click();
      const form = page.getByRole("form", { name: "Edit person" });
      const photo = form.getByRole("group", { name: "Photo (optional)" });
      await photo.getByLabel("Picture", { exact: true }).selectOption({ label: "ashworth.jpg" });
      await expectNoAxeViolations(page, "the image field at desktop width");
      await form.getByRole("button", { name: "Save and publish" }).click();
      await photo
        .getByText(
          "Photo: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative",
        )
        .waitFor();
      const pageBefore = await (await fetch(`${server.url}/our-team`)).text();
      expect(pageBefore).not.toContain("<picture>");

      await photo.getByLabel("Alternative text").fill(ALT);
      await liveAfter(page, form.getByRole("button", { name: "Save and publish" }));

      const visitor = await context.newPage();
      await visitor.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await visitor.goto("/our-team");
      const img = visitor.getByRole("img", { name: ALT });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[\w-]{16}-480\.avif$/);
      expect(await img.getAttribute("width")).toBe("1200");
      expect(await img.getAttribute("height")).toBe("1600");
      // Cropped around the focal point set by clicking.
      expect(await img.evaluate((el: HTMLImageElement) => el.style.objectPosition)).toBe("50% 25%");
      expect(await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      const avif = await fetch(
        `${server.url}${new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname}`,
      );
      expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // Re-encoded: the camera's make and the GPS position are not in what visitors get.
      const bytes = Buffer.from(await avif.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("Kosmos Camera")).toBe(false);
      await visitor.close();

      await openStaffPage(page, "Media library");
      const used = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "ashworth.jpg" }) });
      await used.getByText("Dr Daniel Ashworth (Photo)").waitFor();
      await used.getByRole("button", { name: "Delete ashworth.jpg" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await used
        .getByText(
          "ashworth.jpg is used, so it cannot be deleted: person “Dr Daniel Ashworth” (Photo). Choose another file there first.",
        )
        .waitFor();
      await used.getByText("1200 × 1600 pixels").waitFor();
      // The one failed request is the deletion the database refused on purpose.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    } finally {
      await context.close();
    }
  });

  it("says what a page hero's photo should be, warns that a portrait keeps a band across it, and the page crops it to 2:1 around its focal point", async () => {
    const ALT = "Dr Daniel Ashworth at the whiteboard";
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openLibrary(page);
      await page.goto("/admin/#/site/page-hero");
      await page.getByRole("button", { name: "Edit ORDER FROM CHAOS, CLARITY THROUGH INSIGHT" }).click();
      const form = page.getByRole("form", { name: "Edit hero" });
      const photo = form.getByRole("group", { name: "Photo (optional)" });
      await photo
        .getByText(
          "This place wants a wide photograph of people at work, a place or the work itself, with no words in it; the page shows it landscape, 2 to 1, cropped around its focal point (set in the media library).",
        )
        .waitFor();
      // ashworth.jpg is a portrait (1200 × 1600) whose focal point was set on the face, a quarter down.
      await photo.getByLabel("Picture", { exact: true }).selectOption({ label: "ashworth.jpg" });
      await photo
        .getByText(
          "This picture is portrait, 1 to 1.3: at landscape, 2 to 1 the page keeps a band across it, around its focal point. Check the focal point in the media library, or choose a picture of the place's shape.",
        )
        .waitFor();
      const crop = photo.getByTestId("crop-preview");
      await expect
        .poll(() => crop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await crop.evaluate((img: HTMLImageElement) => img.style.objectPosition)).toBe("50% 25%");
      const preview = (await crop.boundingBox())!;
      expect(preview.width / preview.height).toBeCloseTo(2, 1);
      await expectNoAxeViolations(page, "a hero's photo field warning of its shape");

      await photo.getByLabel("Alternative text").fill(ALT);
      await liveAfterOn(page, form.getByRole("button", { name: "Save and publish" }), "/about");
      const visitor = await context.newPage();
      await visitor.goto("/about");
      const img = visitor.getByRole("img", { name: ALT });
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const shown = (await img.boundingBox())!;
      expect(shown.width / shown.height).toBeCloseTo(2, 1);
      expect(
        await img.evaluate((el: HTMLImageElement) => [getComputedStyle(el).objectFit, el.style.objectPosition]),
      ).toEqual(["cover", "50% 25%"]);
      await visitor.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is axe-clean at phone width, the image field open too", async () => {
    const { page, context, errors } = await openPage(browser, { ...PHONE, baseURL: server.url });
    try {
      await openLibrary(page);
      await page.getByRole("heading", { name: "ashworth.jpg" }).waitFor();
      await expectNoAxeViolations(page, "the media library at phone width");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await openStaffPage(page, "Site content");
      await page.getByRole("link", { name: "Team and advisors" }).click();
      await page.getByRole("button", { name: "Edit Dr Daniel Ashworth" }).click();
      await page.getByRole("group", { name: "Photo (optional)" }).getByLabel("Alternative text").waitFor();
      await expectNoAxeViolations(page, "the image field at phone width");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("gives an article a card picture uploaded from its field: on its card, at the top of its page, and as its share image; and a page a share image of its own", async () => {
    const CHART_ALT = "A chart of a rate shock spreading from one lender to five others";
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openLibrary(page);
      const chart = await sharp({ create: { width: 1600, height: 840, channels: 3, background: "#1d4ed8" } })
        .jpeg()
        .toBuffer();
      await page.goto("/admin/#/content/resources");
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New resource" }).click();
      const form = page.getByRole("form", { name: "New resource" });
      await form.getByLabel("Title", { exact: true }).fill("Rate Shocks in Pictures");
      await form.getByLabel("Type", { exact: true }).selectOption({ label: "White Paper" });
      await form.getByRole("checkbox", { name: "Finance" }).check();
      await form.getByLabel("Description", { exact: true }).fill("How a rate shock travels, drawn.");
      const picture = form.getByRole("group", { name: "Card picture (optional)" });
      // Uploaded from the field itself: chosen at once, ready within seconds.
      await picture
        .getByLabel("Or upload a new picture")
        .setInputFiles({ name: "chart.jpg", mimeType: "image/jpeg", buffer: chart });
      await picture
        .getByText("chart.jpg was uploaded and chosen; it is being prepared, which takes a few seconds.")
        .waitFor();
      const chosen = picture.getByLabel("Picture", { exact: true });
      await expect
        .poll(() => chosen.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent), { timeout: 30_000 })
        .toBe("chart.jpg");
      await picture.getByLabel("Alternative text").fill(CHART_ALT);
      await form.getByRole("textbox", { name: "Article (optional)", exact: true }).click();
      await page.keyboard.type("One lender's loss becomes five others' within a week.");
      await expectNoAxeViolations(page, "the resource form with a card picture");
      await liveAfterOn(
        page,
        form.getByRole("button", { name: "Publish resource" }),
        "/, /home, /resources, /sitemap.xml, /resources/rate-shocks-in-pictures",
      );

      // The card on /resources: the picture's JPEG variant, decorative beside the title.
      const visitor = await context.newPage();
      await visitor.goto("/resources");
      const card = visitor.getByRole("article").filter({ hasText: "Rate Shocks in Pictures" });
      const cardImage = card.locator("img");
      await cardImage.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cardImage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
      expect(await cardImage.getAttribute("src")).toMatch(/^\/media\/[\w-]{16}-\d+\.jpg$/);
      expect(await cardImage.getAttribute("alt")).toBe("");

      // The article: the picture at its top with its words, and as its share image, absolute, sized.
      await visitor.goto("/resources/rate-shocks-in-pictures");
      const top = visitor.getByRole("img", { name: CHART_ALT });
      await expect.poll(() => top.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const meta = (property: string) => visitor.locator(`meta[property="${property}"]`).getAttribute("content");
      const shareImage = new URL((await meta("og:image"))!);
      expect(shareImage.pathname).toMatch(/^\/media\/[\w-]{16}-\d+\.jpg$/);
      expect(await meta("og:image:alt")).toBe(CHART_ALT);
      const width = Number(await meta("og:image:width"));
      expect(width).toBeLessThanOrEqual(1280);
      expect(Number(await meta("og:image:height"))).toBe(Math.round((width * 840) / 1600));
      const served = await fetch(`${server.url}${shareImage.pathname}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      await expectNoAxeViolations(visitor, "an article with its picture");

      // Its focal point moved in the library: the card crops around it (the card was centred).
      expect(await cardImage.evaluate((el) => getComputedStyle(el).objectPosition)).toBe("50% 50%");
      await openStaffPage(page, "Media library");
      await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
      const chartRow = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "chart.jpg" }) });
      const chartFocal = chartRow.getByRole("form", { name: "Focal point of chart.jpg" });
      await chartFocal.getByLabel("Subject across (% from the left)").fill("20");
      await chartFocal.getByLabel("Subject down (% from the top)").fill("70");
      await chartFocal.getByRole("button", { name: "Save focal point" }).click();
      await chartFocal.getByText("Focal point saved; the pages that show the picture are published again.").waitFor();
      await expect
        .poll(
          async () => {
            await visitor.goto("/resources");
            return card.locator("img").evaluate((el) => getComputedStyle(el).objectPosition);
          },
          { timeout: 30_000 },
        )
        .toBe("20% 70%");

      // The same picture as /about's share image, chosen on its page's words.
      await page.goto("/admin/#/site/page-meta");
      await page.getByRole("button", { name: "Edit About us | Kosmos" }).click();
      const words = page.getByRole("form", { name: "Edit page" });
      const share = words.getByRole("group", { name: "Share image (optional)" });
      await share.getByLabel("Picture", { exact: true }).selectOption({ label: "chart.jpg" });
      await share.getByLabel("Alternative text").fill("Kosmos: how a shock spreads");
      await expectNoAxeViolations(page, "a page's share image");
      await liveAfterOn(page, words.getByRole("button", { name: "Save and publish" }), "/about, /sitemap.xml");
      await visitor.goto("/about");
      expect(new URL((await meta("og:image"))!).pathname).toBe(shareImage.pathname);
      expect(await meta("og:image:alt")).toBe("Kosmos: how a shock spreads");
      await visitor.goto("/careers");
      expect(new URL((await meta("og:image"))!).pathname).toBe("/og-image.jpg");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("puts pictures inside an article: pasted as a screenshot is, held back without its words, then shown between its paragraphs", async () => {
    const SCREENSHOT_ALT = "Five lenders in a ring, the first shaded red";
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await openLibrary(page);
      await page.goto("/admin/#/content/resources");
      await page.getByRole("heading", { name: "Resources", level: 1 }).waitFor();
      await page.getByRole("button", { name: "New resource" }).click();
      const form = page.getByRole("form", { name: "New resource" });
      await form.getByLabel("Title", { exact: true }).fill("The Ring of Lenders");
      await form.getByLabel("Type", { exact: true }).selectOption({ label: "White Paper" });
      await form.getByRole("checkbox", { name: "Finance" }).check();
      await form.getByLabel("Description", { exact: true }).fill("Five lenders, one shock.");
      const text = form.getByRole("textbox", { name: "Article (optional)", exact: true });
      await text.click();
      await page.keyboard.type("Before the shock, the ring was calm.");

      // A screenshot pasted into the text goes to the library and waits for its words.
      const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#b91c1c" } })
        .png()
        .toBuffer();
      await text.evaluate(
        (element, bytes) => {
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(bytes)], "screenshot.png", { type: "image/png" }));
          element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
        },
        [...png],
      );
      await form
        .getByText("screenshot.png was added to the media library: write what it shows, then Insert picture.")
        .waitFor();
      const panel = form.getByRole("region", { name: "Insert a picture" });
      const alt = panel.getByLabel("Alternative text");
      await expect.poll(() => alt.evaluate((el) => el === document.activeElement)).toBe(true);
      await panel.getByRole("button", { name: "Insert picture" }).click();
      await panel
        .getByText(
          "Picture: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative",
        )
        .waitFor();
      await expectNoAxeViolations(page, "the picture panel of rich text, refusing a picture without its words");
      await page.setViewportSize(PHONE.viewport!);
      await expectNoAxeViolations(page, "the picture panel of rich text at phone width");
      await page.setViewportSize(DESKTOP.viewport!);
      await alt.fill(SCREENSHOT_ALT);
      await panel.getByRole("button", { name: "Insert picture" }).click();
      await form.getByText("The picture was inserted.").waitFor();
      await form.getByText(`Picture: ${SCREENSHOT_ALT}`).waitFor();
      // The cursor waits below the picture, to write on.
      await page.keyboard.type("Within a week, all five had lost.");
      // The same picture again from the toolbar, chosen in the library, as an ornament without words.
      await form
        .getByRole("toolbar", { name: "Article (optional): formatting" })
        .getByRole("button", { name: "Picture", exact: true })
        .click();
      const again = form.getByRole("region", { name: "Insert a picture" });
      await again.getByLabel("Picture", { exact: true }).selectOption({ label: "screenshot.png" });
      await again.getByRole("checkbox", { name: /^Decorative/ }).check();
      await again.getByRole("button", { name: "Insert picture" }).click();
      await form.getByText("Decorative picture").waitFor();
      // Saved once the library has made it (a few seconds).
      await expect.poll(() => form.getByText("Being prepared…").count(), { timeout: 30_000 }).toBe(0);
      await liveAfterOn(
        page,
        form.getByRole("button", { name: "Publish resource" }),
        "/, /home, /resources, /sitemap.xml, /resources/the-ring-of-lenders",
      );

      const visitor = await context.newPage();
      await visitor.goto("/resources/the-ring-of-lenders");
      const shown = visitor.getByRole("article").getByRole("img", { name: SCREENSHOT_ALT });
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // The library's <picture>: AVIF first, its box reserved, after the paragraph it follows.
      expect(await shown.evaluate((el) => el.closest("picture")?.querySelector("source")?.type)).toBe("image/avif");
      expect(await shown.getAttribute("width")).toBe("1200");
      expect(await shown.getAttribute("height")).toBe("675");
      expect(await shown.evaluate((el) => el.closest("figure")?.previousElementSibling?.textContent)).toBe(
        "Before the shock, the ring was calm.",
      );
      expect(await shown.evaluate((el) => el.closest("figure")?.nextElementSibling?.textContent)).toBe(
        "Within a week, all five had lost.",
      );
      expect(await shown.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(
        /\/media\/[\w-]{16}-\d+\.avif$/,
      );
      const ornament = visitor.getByRole("article").locator('figure img[alt=""]');
      expect(await ornament.count()).toBe(1);
      await expectNoAxeViolations(visitor, "an article with a picture in its text");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
