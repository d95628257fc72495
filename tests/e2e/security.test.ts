import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { FRAME_ORIGINS } from "../../server/site/plugin";
import { site } from "~/config/site";
import { DESKTOP, PHONE, baseURL, expectNoAxeViolations, hydrated, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MAP_ORIGIN = new URL(site.office.mapSrc).origin;

describe("the server's frame policy", () => {
  it("allows the map's origin, and only that (the server does not import the site: checked here)", () => {
    expect(FRAME_ORIGINS).toEqual([MAP_ORIGIN]);
  });
});
const NOT_FOUND = "/no-such-page";
const PATHS = [...pages.map((p) => p.path), NOT_FOUND];

/** The console stays clean on every page; the not-found page logs its own 404, as it should. */
function expectCleanConsole(errors: string[], path: string) {
  const logged = errors.splice(0);
  if (path !== NOT_FOUND) expect(logged, `console errors on ${path}`).toEqual([]);
}

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation (the event fires for blocked scripts, styles,
 * frames, connections…) and every request that would leave this machine. Outside requests are
 * answered locally: the map's origin by a stub page, anything else refused.
 */
async function watch(context: BrowserContext, page: Page) {
  const violations: string[] = [];
  const outside: string[] = [];
  const local = new URL(baseURL()).origin;
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    // Chromium reports blocked content, and a Permissions-Policy it cannot read, on the console.
    if (/Content Security Policy|Permissions-Policy/.test(message.text())) violations.push(message.text());
  });
  await context.route(
    (url) => url.origin !== local,
    (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith(`${MAP_ORIGIN}/`)) {
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map stub</p>" });
      }
      return route.abort("blockedbyclient");
    },
  );
  const pageViolations = async () => [...violations, ...(await page.evaluate(() => window.__cspViolations))];
  return { outside, pageViolations };
}

function expectSecurityHeaders(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
  expect(scriptSrc, `${path}: script-src`).toBeDefined();
  expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
  expect(csp, path).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"], path).toContain(`${feature}=()`);
  }
}

describe("every page", () => {
  it("carries the security headers, sets no cookies, loads nothing from elsewhere and breaks no CSP rule, menus open", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const { outside, pageViolations } = await watch(context, page);
    const mainNav = page.getByRole("navigation", { name: "Main" });
    for (const path of PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
      expectSecurityHeaders(response, path);
      await hydrated(page);
      for (const group of ["Kosmos", "About"]) {
        const trigger = mainNav.getByRole("button", { name: group, exact: true });
        await trigger.click();
        await mainNav.getByRole("link").first().waitFor({ state: "visible" });
        await page.keyboard.press("Escape");
      }
      expect(await pageViolations(), `CSP violations on ${path}`).toEqual([]);
      expectCleanConsole(errors, path);
    }
    expect(await context.cookies()).toEqual([]);
    expect(outside).toEqual([]);

    // The watch is live: an inline script that the page's policy does not list is reported.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.name = 'injected'";
      document.body.append(script);
    });
    await expect.poll(async () => (await pageViolations()).some((v) => v.includes("script-src"))).toBe(true);
    await context.close();
  });

  it("keeps to the policy with the phone menu open", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const { outside, pageViolations } = await watch(context, page);
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    for (const path of PATHS) {
      await page.goto(path);
      await hydrated(page);
      await toggle.click();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      expect(await pageViolations(), `CSP violations on ${path}`).toEqual([]);
      expectCleanConsole(errors, path);
    }
    expect(await context.cookies()).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});

describe("the contact page's map", () => {
  it("loads nothing from the map's origin until 'Show map' is pressed, then shows the 160-pixel map", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const { outside, pageViolations } = await watch(context, page);
    await page.goto("/contact");
    await hydrated(page);
    const office = page.getByRole("region", { name: "Our Office" });
    const show = office.getByRole("button", { name: "Show map" });
    await show.scrollIntoViewIfNeeded();
    expect(
      await office.getByText("The map is provided by OpenStreetMap and loads content from their servers.").isVisible(),
    ).toBe(true);
    const placeholderHeight = (await show.locator("..").boundingBox())?.height;
    expect(placeholderHeight).toBe(site.office.mapHeight);
    // In view, and given time: still nothing requested, no frame.
    await page.waitForTimeout(500);
    expect(outside).toEqual([]);
    expect(await office.locator("iframe").count()).toBe(0);
    await expectNoAxeViolations(page, "/contact before the map is shown");

    const frameLoaded = page.waitForRequest((request) => request.url() === site.office.mapSrc);
    await show.click();
    await frameLoaded;
    const map = office.locator("iframe");
    expect(await map.getAttribute("height")).toBe("160");
    expect((await map.boundingBox())?.height).toBe(160);
    expect(await map.getAttribute("title")).toBe(site.office.mapTitle);
    expect(await map.getAttribute("src")).toBe(site.office.mapSrc);
    expect(await show.count()).toBe(0);
    // Focus moves to the map rather than being lost with the button.
    expect(await map.evaluate((el) => el === document.activeElement)).toBe(true);
    const stub = page.frameLocator(`iframe[title="${site.office.mapTitle}"]`).getByText("Map stub");
    await stub.waitFor();
    expect(outside.every((url) => url.startsWith(`${MAP_ORIGIN}/`))).toBe(true);
    await expectNoAxeViolations(page, "/contact with the map shown");
    expect(await pageViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
