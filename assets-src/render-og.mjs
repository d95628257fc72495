// Renders assets-src/og-image.svg to public/og-image.jpg (1200×630) with Debian's Chromium.
// Run by hand after changing the SVG: node assets-src/render-og.mjs
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";

const svg = readFileSync(new URL("./og-image.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({ path: new URL("../public/og-image.jpg", import.meta.url).pathname, type: "jpeg", quality: 85 });
await browser.close();
