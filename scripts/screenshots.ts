/**
 * `npm run screenshots`: the first screen of every route at a phone's, a tablet's and a desktop's
 * width, as small PNGs in docs/screenshots/ (64 colours), so a reviewer sees a change of look
 * without running the site. The site's build is served as in production, with its seed content.
 * `--skip-build` uses the build there is.
 */
import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { launchProbeBrowser } from "../bench/script-probe";
import { serveBuild } from "../bench/serve";
import { BUILD_COMMAND, CLIENT_DIR, ROUTES } from "../bench/site";

const SCREENS = [
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "768", viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
  { name: "1440", viewport: { width: 1440, height: 900 } },
] as const;
const OUT = "docs/screenshots";

const { values } = parseArgs({ options: { "skip-build": { type: "boolean", default: false } } });
if (!values["skip-build"]) execSync(BUILD_COMMAND, { stdio: "inherit" });

/** `/kosmos-labs` → `kosmos-labs.png`, `/` → `home.png` (the alias /home is the same page). */
const fileOf = (path: string) => `${path === "/" ? "index" : path.slice(1).replaceAll("/", "--")}.png`;

const server = await serveBuild(CLIENT_DIR);
const browser = await launchProbeBrowser();
try {
  rmSync(OUT, { recursive: true, force: true });
  let bytes = 0;
  for (const screen of SCREENS) {
    mkdirSync(join(OUT, screen.name), { recursive: true });
    const { name: _, ...options } = screen;
    const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const { path } of ROUTES) {
      // Twice: the second load has the typefaces from the cache, as every page after the first does.
      await page.goto(server.origin + path, { waitUntil: "networkidle" });
      await page.reload({ waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const png = await sharp(await page.screenshot())
        .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
        .toBuffer();
      writeFileSync(join(OUT, screen.name, fileOf(path)), png);
      bytes += png.length;
    }
    await context.close();
  }
  writeFileSync(
    join(OUT, "README.md"),
    `# Screenshots\n\nThe first screen of every route at ${SCREENS.map((s) => `${s.name} px`).join(", ")}, made by \`npm run screenshots\` from the seed content (64 colours). Folders by width; \`index.png\` is the home page.\n`,
  );
  process.stdout.write(`${ROUTES.length * SCREENS.length} screenshots, ${Math.round(bytes / 1024)} KB, in ${OUT}/\n`);
} finally {
  await browser.close();
  await server.stop();
}
