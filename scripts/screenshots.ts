/**
 * `npm run screenshots`: the first screen of every route at a phone's, a tablet's and a desktop's
 * width, and every page whole at a phone's and a desktop's (the desktop's at half scale), as small
 * PNGs in docs/screenshots/ (64 colours), so a reviewer sees a change of look, the sections below
 * the first screen included, without running the site. The site's build is served as in
 * production, with its seed content. `--skip-build` uses the build there is.
 */
import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { launchProbeBrowser } from "../bench/script-probe";
import { serveBuild } from "../bench/serve";
import { BUILD_COMMAND, CLIENT_DIR, ROUTES } from "../bench/site";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** `wholePage`: the page from top to bottom; `scale`: the picture's width against the screen's. */
const SCREENS = [
  { name: "390", ...PHONE, wholePage: false, scale: 1 },
  { name: "768", viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, wholePage: false, scale: 1 },
  { name: "1440", ...DESKTOP, wholePage: false, scale: 1 },
  { name: "390-whole", ...PHONE, wholePage: true, scale: 1 },
  { name: "1440-whole", ...DESKTOP, wholePage: true, scale: 0.5 },
];
const OUT = "docs/screenshots";

const { values } = parseArgs({ options: { "skip-build": { type: "boolean", default: false } } });
if (!values["skip-build"]) execSync(BUILD_COMMAND, { stdio: "inherit" });

/** `/kosmos-labs` → `kosmos-labs.png`, `/` → `home.png` (the alias /home is the same page). */
const fileOf = (path: string) => `${path === "/" ? "index" : path.slice(1).replaceAll("/", "--")}.png`;

/**
 * Scrolls to the bottom in screen-high steps, so every lazy picture loads, then back to the top.
 * Sections far down a page are laid out only near the screen (`content-visibility: auto`), which
 * a picture of the whole page would show empty: for it, they are drawn at once.
 */
async function loadWholePage(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null)))),
  );
}

const server = await serveBuild(CLIENT_DIR);
const browser = await launchProbeBrowser();
try {
  rmSync(OUT, { recursive: true, force: true });
  let bytes = 0;
  for (const screen of SCREENS) {
    mkdirSync(join(OUT, screen.name), { recursive: true });
    const { name: _, wholePage, scale, ...options } = screen;
    const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const { path } of ROUTES) {
      // Twice: the second load has the typefaces from the cache, as every page after the first does.
      await page.goto(server.origin + path, { waitUntil: "networkidle" });
      await page.reload({ waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      if (wholePage) await loadWholePage(page);
      const shot = await page.screenshot({ fullPage: wholePage });
      const width = Math.round(options.viewport.width * scale);
      const png = await sharp(shot)
        .resize({ width })
        .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
        .toBuffer();
      writeFileSync(join(OUT, screen.name, fileOf(path)), png);
      bytes += png.length;
    }
    await context.close();
  }
  writeFileSync(
    join(OUT, "README.md"),
    `# Screenshots\n\nMade by \`npm run screenshots\` from the seed content (64 colours); \`index.png\` is the home page.\n\n- \`390/\`, \`768/\`, \`1440/\`: the first screen of every route at that width.\n- \`390-whole/\`, \`1440-whole/\`: every page from top to bottom, the desktop's drawn at half its width.\n`,
  );
  process.stdout.write(`${ROUTES.length * SCREENS.length} screenshots, ${Math.round(bytes / 1024)} KB, in ${OUT}/\n`);
} finally {
  await browser.close();
  await server.stop();
}
