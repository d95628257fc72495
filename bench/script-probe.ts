/**
 * The script a route loads, measured in a real Chromium against the served build: first with
 * no interaction at all (the page loads and the network settles), then after scrolling to the
 * bottom in steps (as a reader would; islands that hydrate when visible load here). Counts
 * every script response (with its transferred size, headers included, compressed as served)
 * and the inline scripts the browser can run (JSON-LD and other data blocks are not scripts).
 */
import { type Browser, type BrowserContextOptions, type Request, chromium } from "playwright-core";
import type { Preset } from "./lighthouse";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Lighthouse's own screens: a Moto G Power for mobile, 1350×940 for desktop. */
const SCREENS: Record<Preset, BrowserContextOptions> = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};

/** The network counts as settled after this long with no request in flight. */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 15_000;
const SCROLL_PAUSE_MS = 250;

export type ScriptPhase = {
  /** Script responses so far, and their transferred size (KB, headers included). */
  requests: number;
  kb: number;
  /** Inline scripts in the document that the browser can run. */
  inline: number;
  urls: string[];
};

export type ScriptProbe = { firstScreen: ScriptPhase; afterScroll: ScriptPhase; pageErrors: string[] };

export function launchProbeBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function probeScripts(browser: Browser, url: string, preset: Preset): Promise<ScriptProbe> {
  // A fresh context a route: nothing cached, no service worker from an earlier page.
  const context = await browser.newContext({ ...SCREENS[preset], serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    let inFlight = 0;
    let lastActivity = Date.now();
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    const done = (request: Request) => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
      if (request.resourceType() === "script") {
        const bytes = request.sizes().then(
          (s) => s.responseBodySize + s.responseHeadersSize,
          () => 0,
        );
        scripts.push({ url: request.url(), bytes });
      }
    };
    page.on("request", () => {
      inFlight++;
      lastActivity = Date.now();
    });
    page.on("requestfinished", done);
    page.on("requestfailed", done);

    const settled = async () => {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await page.waitForTimeout(100);
      }
    };
    const snapshot = async (): Promise<ScriptPhase> => {
      const sizes = await Promise.all(scripts.map((s) => s.bytes));
      const inline = await page.evaluate(
        () =>
          [...document.querySelectorAll("script:not([src])")].filter((s) => {
            const type = (s.getAttribute("type") ?? "").trim().toLowerCase();
            return (
              (type === "" || type === "module" || type.includes("javascript")) && (s.textContent ?? "").trim() !== ""
            );
          }).length,
      );
      const bytes = sizes.reduce((sum, n) => sum + n, 0);
      return {
        requests: scripts.length,
        kb: Math.round((bytes / 1024) * 10) / 10,
        inline,
        urls: scripts.map((s) => s.url),
      };
    };

    await page.goto(url, { waitUntil: "load" });
    await settled();
    const firstScreen = await snapshot();

    // Programmatic scrolling: it fires scroll events and IntersectionObserver, as a reader's
    // scrolling does, but no wheel, touch or key event (those would count as interaction).
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    await page.evaluate(async (pause) => {
      for (let step = 0; step < 200; step++) {
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        if (window.scrollY >= bottom - 1) break;
        window.scrollBy(0, Math.round(window.innerHeight * 0.75));
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }, SCROLL_PAUSE_MS);
    await settled();
    const afterScroll = await snapshot();
    return { firstScreen, afterScroll, pageErrors };
  } finally {
    await context.close();
  }
}
