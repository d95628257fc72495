/**
 * Each page's first response as small as its first screen allows (issue 27, decision 030), so
 * that it arrives within TCP's first window where the page allows it, as a hand-written page does:
 * - styles: Astro inlines the whole site's stylesheet into every page (decision 027), about 42 KB,
 *   7 KB of Brotli. On a page without islands, beasties (the maintained fork of Google's critters)
 *   keeps only the rules the page's own elements use, :hover and media queries included: nothing
 *   else can ever appear there. A page with islands keeps the whole stylesheet, since an island
 *   may show later what its HTML did not have (an error, a spinner, a dialog);
 * - icons: drawn from one sprite file every page shares (page-icons.ts).
 * Runs when the build is done and before astro-compressor, so the .br and .gz files hold the
 * result. tests/e2e/page-styles.test.ts compares, on every route, every element's computed style
 * with what the whole stylesheet gives. The back office (one client-only app) is left whole.
 */
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { collectIcons, sprite, iconsFromSprite } from "./page-icons";

/** Pages that draw everything on the client: nothing in their HTML to match rules against. */
const KEEP_WHOLE = new Set(["admin/index.html"]);

const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
}

function pruner(root: string, logger: { warn(message: string): void; error(message: string): void }): Beasties {
  return new Beasties({
    path: root,
    publicPath: "/",
    // Only the inline <style> Astro wrote; no stylesheet link is added or moved.
    external: false,
    reduceInlineStyles: true,
    // beasties cannot match :where() (Tailwind's space-y-*, divide-y) nor ::file-selector-button
    // (file:*): such rules, few, all stay.
    allowRules: [/:where\(/, /::file-selector-button/],
    // "critical" misses animations named through a variable (Tailwind's animate-spin); they are few.
    keyframes: "all",
    fonts: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: "warn",
    logger: { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
  });
}

export function firstResponse(): AstroIntegration {
  return {
    name: "kosmos:first-response",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, "assets");
        const beasties = pruner(root, logger);
        const pages = new Map<string, string>();
        let before = 0;
        for (const file of await htmlFiles(root)) {
          if (KEEP_WHOLE.has(relative(root, file))) continue;
          const html = await readFile(file, "utf8");
          before += Buffer.byteLength(html);
          const page = html.includes("<astro-island") ? html : await beasties.process(html);
          pages.set(file, page);
        }

        const icons = new Map<string, { viewBox: string; inner: string }>();
        for (const page of pages.values()) collectIcons(page, icons);
        const spriteText = sprite(icons);
        const spriteName = `icons.${contentHash(spriteText)}.svg`;
        await writeFile(join(assets, spriteName), spriteText);

        let after = 0;
        for (const [file, page] of pages) {
          const final = iconsFromSprite(page, `/assets/${spriteName}`);
          after += Buffer.byteLength(final);
          await writeFile(file, final);
        }
        logger.info(`${pages.size} pages: ${Math.round(before / 1024)} KB of HTML became ${Math.round(after / 1024)} KB (${icons.size} icons in ${spriteName})`);
      },
    },
  };
}
