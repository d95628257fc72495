/**
 * Each page's first response as small as its first screen allows (issue 27, decision 030). Astro
 * inlines the whole site's stylesheet into every page (decision 027), about 42 KB, 7 KB of Brotli.
 * On a page without islands, beasties (the maintained fork of Google's critters) keeps only the
 * rules the page's own elements use, :hover and media queries included: nothing else can ever
 * appear there. A page with islands keeps the whole stylesheet, since an island may show later
 * what its HTML did not have (an error, a spinner, a dialog).
 * Runs when the build is done and before astro-compressor, so the .br and .gz files hold the
 * result. tests/e2e/page-styles.test.ts compares, on every route, every element's computed style
 * with what the whole stylesheet gives.
 */
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
        const beasties = pruner(root, logger);
        let pruned = 0;
        let before = 0;
        let after = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          // The back office too: one client-only island, nothing in its HTML to match rules against.
          if (html.includes("<astro-island")) continue;
          const page = await beasties.process(html);
          await writeFile(file, page);
          pruned++;
          before += Buffer.byteLength(html);
          after += Buffer.byteLength(page);
        }
        logger.info(`${pruned} pages without islands keep their own style rules: ${Math.round(before / 1024)} KB of HTML became ${Math.round(after / 1024)} KB`);
      },
    },
  };
}
