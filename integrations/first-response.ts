/**
 * Each page's first response as small as its first screen allows (decisions 030, 032).
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
 * Every step works on the parsed page (shared/html-document.ts): only the <style> and <script>
 * elements the build wrote are moved or read, never text that looks like them inside something a
 * member of staff typed. The files a page needs (the stylesheet, the loader) are handed back to
 * the caller, which writes them where its pages go: the build's folder, or a publish's staging.
 * Runs when the build is done and before astro-compressor, so the .br and .gz files hold the
 * result. tests/e2e/page-styles.test.ts compares, on every route, every element's computed style
 * with what the whole stylesheet gives.
 */
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  appendChild,
  childElements,
  elementFrom,
  elementsOf,
  firstElement,
  isBareScript,
  ISLAND_STYLE,
  parseHtml,
  rawTextOf,
  removeElement,
  serializeHtml,
  type HtmlDocument,
} from "../shared/html-document.ts";
import { afterFirstPaintLoader } from "./after-first-paint.ts";
import { removeUnreachableRules } from "./unreachable-rules.ts";
import { removeUnusedClassNames } from "./unused-class-names.ts";

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
    // The @font-face rules of the faces the page's rules name stay inline (a face declared only in
    // the late stylesheet would swap in after the first paint); no preload (the bytes of the window).
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: "warn",
    logger: { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
  });
}

/** A file a finished page refers to: its path under the site's folder (`assets/…`) and its text. */
export type PageAsset = { file: string; content: string };

/** `content` as build/assets/<name>.<hash>.<ext>: the same content always gets the same name. */
function hashedAsset(name: string, ext: string, content: string): PageAsset & { url: string } {
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 10);
  const file = `assets/${name}.${hash}.${ext}`;
  return { file, content, url: `/${file}` };
}

/** The site's whole stylesheet as Astro inlined it into a page: its <style> elements but the islands' one-liner. */
function stylesheetOf(document: HtmlDocument): string {
  const styles = elementsOf(document, (element) => element.name === "style")
    .map(rawTextOf)
    .filter((css) => css !== ISLAND_STYLE);
  if (styles.length === 0) throw new Error("A page has no stylesheet where Astro puts it");
  return styles.join("\n");
}

/**
 * A page with islands: Astro's loader (the bare scripts src/lib/island-scripts.ts moved to the end
 * of the body) and the whole stylesheet become files, fetched after the first paint by one small
 * script in their place. Answers the two files.
 */
function lateStyles(document: HtmlDocument, stylesheet: string): PageAsset[] {
  const body = firstElement(document, "body");
  const loader = body ? trailingBareScripts(childElements(body)) : [];
  if (!body || loader.length === 0)
    throw new Error("A page with islands has no island loader where src/lib/island-scripts.ts puts it");
  // Without the typefaces' @font-face rules: the page declares them inline already, and declared
  // again they are new faces to load, which relays a page painted with the fallback (a shift).
  const css = hashedAsset("site", "css", stylesheet.replace(/@font-face\s*\{[^}]*\}/g, ""));
  const js = hashedAsset("islands", "js", loader.map(rawTextOf).join("\n;\n"));
  for (const script of loader) removeElement(script);
  appendChild(body, elementFrom(`<script>${afterFirstPaintLoader(css.url, js.url)}</script>`));
  return [css, js].map(({ file, content }) => ({ file, content }));
}

/** The bare <script> elements that end a list of elements. */
function trailingBareScripts(elements: ReturnType<typeof childElements>) {
  let first = elements.length;
  while (first > 0 && isBareScript(elements[first - 1]!)) first--;
  return elements.slice(first);
}

type Logger = { warn(message: string): void; error(message: string): void };

/** A page finished as described above, with the files it refers to. */
export type FinishedPage = { page: string; assets: PageAsset[] };

/** The back office's page: one island rendered only in the browser. */
const isBackOffice = (document: HtmlDocument) =>
  elementsOf(document, (element) => element.name === "astro-island" && element.attribs.client === "only").length > 0;

/**
 * Makes one page's first response as described above: used on every page the build writes, and
 * by the publisher on each page it renders again (server/publish/render-routes.ts), so a page
 * published later is byte for byte what the build would have made of the same content. Returns
 * null for the back office's page, which is left as it is.
 */
export function pageFinisher(root: string, logger: Logger): (html: string) => Promise<FinishedPage | null> {
  const beasties = pruner(root, logger);
  return async (html) => {
    const document = parseHtml(html);
    if (isBackOffice(document)) return null;
    const stylesheet = stylesheetOf(document);
    removeUnusedClassNames(document, stylesheet);
    const hasIslands = elementsOf(document, (element) => element.name === "astro-island").length > 0;
    const assets = hasIslands ? lateStyles(document, stylesheet) : [];
    const trimmed = parseHtml(await beasties.process(serializeHtml(document)));
    // beasties marks the <html> element it worked on; nothing reads the mark.
    for (const element of elementsOf(trimmed, (e) => e.attribs["data-beasties-container"] !== undefined))
      delete element.attribs["data-beasties-container"];
    removeUnreachableRules(trimmed);
    return { page: serializeHtml(trimmed), assets };
  };
}

/** Writes a finished page's files under `dir`, each once (pages share them: `written` remembers). */
export async function writeAssets(dir: string, assets: PageAsset[], written = new Set<string>()): Promise<void> {
  for (const asset of assets) {
    if (written.has(asset.file)) continue;
    const file = join(dir, asset.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, asset.content);
    written.add(asset.file);
  }
}

export function firstResponse(): AstroIntegration {
  return {
    name: "kosmos:first-response",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const finish = pageFinisher(root, logger);
        const written = new Set<string>();
        let pruned = 0;
        let before = 0;
        let after = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          const finished = await finish(html);
          if (finished === null) continue;
          const { page, assets } = finished;
          await writeAssets(root, assets, written);
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
