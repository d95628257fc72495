/**
 * Each page's first response as small as its first screen allows (issue 27, decisions 030, 032).
 * Astro inlines the whole site's stylesheet into every page (decision 027), about 42 KB, 7 KB of
 * Brotli. beasties (the maintained fork of Google's critters) keeps only the rules the page's own
 * elements use, :hover and media queries included; then what it cannot match is checked by class
 * and custom property (unreachable-rules.ts), and class names no rule names leave the HTML outside
 * islands (unused-class-names.ts).
 * - A page without islands needs nothing more: nothing can appear there later.
 * - A page with islands may show later what its HTML did not have (an error, a spinner, a list
 *   fetched after hydration). Once its first screen has been painted, a small inline script
 *   links the whole stylesheet (a hashed file) and, when it has arrived, Astro's island loader
 *   (its inline scripts, moved into a hashed file): no island renders before every rule is there.
 * The back office (one client-only island, nothing in its HTML to match rules against) keeps
 * the whole stylesheet inline.
 * Runs when the build is done and before astro-compressor, so the .br and .gz files hold the
 * result. tests/e2e/page-styles.test.ts compares, on every route, every element's computed style
 * with what the whole stylesheet gives.
 */
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterFirstPaintLoader } from "./after-first-paint";
import { withoutUnreachableRules } from "./unreachable-rules";
import { withoutUnusedClassNames } from "./unused-class-names";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

function pruner(root: string, logger: Logger): Beasties {
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

/** The site's stylesheet as Astro inlined it: the page's <style> blocks but the islands' own one-liner. */
const STYLE = /<style>((?:(?!<\/style>)[\s\S])*)<\/style>/g;
const ISLAND_STYLE = "astro-island,astro-slot,astro-static-slot{display:contents}";
/** Astro's island loader: the classic inline scripts that src/lib/island-scripts.ts put at the end of the body. */
const LOADER = /((?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+)(<\/body>)/;

/** Writes `content` to build/assets/<name>.<hash>.<ext>, once a build (pages share them; `written` is the build's); returns its URL. */
async function hashedAsset(
  root: string,
  written: Set<string>,
  name: string,
  ext: string,
  content: string,
): Promise<string> {
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 10);
  const file = join(root, "assets", `${name}.${hash}.${ext}`);
  if (!written.has(file)) await writeFile(file, content);
  written.add(file);
  return `/assets/${name}.${hash}.${ext}`;
}

/** The site's whole stylesheet as Astro inlined it into a page. */
function stylesheetOf(html: string): string {
  const styles = [...html.matchAll(STYLE)].map((m) => m[1] ?? "").filter((css) => css !== ISLAND_STYLE);
  if (styles.length === 0) throw new Error("A page has no stylesheet where Astro puts it");
  return styles.join("\n");
}

/** A page with islands: its loader and whole stylesheet as files, fetched after the first paint. */
async function withLateStyles(root: string, written: Set<string>, html: string, stylesheet: string): Promise<string> {
  const loader = LOADER.exec(html);
  if (!loader) throw new Error("A page with islands has no island loader where src/lib/island-scripts.ts puts it");
  const scripts = [...loader[1]!.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n;\n");
  const stylesheetUrl = await hashedAsset(root, written, "site", "css", stylesheet);
  const loaderUrl = await hashedAsset(root, written, "islands", "js", scripts);
  return (
    html.slice(0, loader.index) +
    `<script>${afterFirstPaintLoader(stylesheetUrl, loaderUrl)}</script>` +
    html.slice(loader.index + loader[1]!.length)
  );
}

type Logger = { warn(message: string): void; error(message: string): void };

/**
 * Makes one page's first response as described above: used on every page the build writes, and
 * by the publisher on each page it renders again (server/publish/render-routes.ts), so a page
 * published later is byte for byte what the build would have made of the same content. Returns
 * null for the back office's page, which is left as it is.
 */
export function pageFinisher(root: string, logger: Logger): (html: string) => Promise<string | null> {
  const beasties = pruner(root, logger);
  const written = new Set<string>();
  return async (html) => {
    if (html.includes('client="only"')) return null;
    const stylesheet = stylesheetOf(html);
    const lean = withoutUnusedClassNames(html, stylesheet);
    const trimmed = await beasties.process(
      lean.includes("<astro-island") ? await withLateStyles(root, written, lean, stylesheet) : lean,
    );
    // beasties marks the <html> element it worked on; nothing reads the mark.
    return withoutUnreachableRules(trimmed.replace(" data-beasties-container", ""));
  };
}

export function firstResponse(): AstroIntegration {
  return {
    name: "kosmos:first-response",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const finish = pageFinisher(root, logger);
        let pruned = 0;
        let before = 0;
        let after = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          const page = await finish(html);
          if (page === null) continue;
          await writeFile(file, page);
          pruned++;
          before += Buffer.byteLength(html);
          after += Buffer.byteLength(page);
        }
        logger.info(
          `${pruned} pages keep their own style rules inline: ${Math.round(before / 1024)} KB of HTML became ${Math.round(after / 1024)} KB`,
        );
      },
    },
  };
}
