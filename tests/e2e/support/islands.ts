import { init, parse } from "es-module-lexer";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pages } from "~/config/pages";

/**
 * Every route's islands and their client directives, written out so that a new island (or a
 * changed directive) is a decision the budget test makes someone look at. Every other route is
 * a content route: no script at all.
 */
export const ISLANDS: Record<string, [name: string, directive: string][]> = {
  // Latest Insights is static: the home page is rendered again when the library changes.
  "/": [["HomeContactForm", "seen"]],
  "/home": [["HomeContactForm", "seen"]],
  "/contact": [
    ["ContactForm", "seen"],
    ["OfficeMap", "seen"],
  ],
  "/apply": [
    ["PositionNote", "seen"],
    ["JobApplicationForm", "seen"],
  ],
  "/research-partnerships": [["ResearchPartnershipForm", "seen"]],
  "/incubation-programme": [["IncubationForm", "seen"]],
  // The lists are on the first screen of their pages: they start right after the first paint,
  // when their place is seen (or is within a screen of view), not while the page loads.
  "/resources": [
    ["ResourceLibrary", "seen"],
    ["NewsletterSignup", "seen"],
  ],
  "/resources/documentation": [["DocumentationList", "seen"]],
};
export const CONTENT_ROUTES = pages.map((p) => p.path).filter((path) => !(path in ISLANDS));

/** The build's folder of static files (what the server serves). */
export const clientDir = join(process.env.SITE_BUILD_DIR ?? "build", "client");

/** The prerendered HTML file of a route path. */
export const htmlFileFor = (path: string) =>
  join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

export const htmlOf = (path: string) => readFileSync(htmlFileFor(path), "utf8");

export type Island = { name: string; directive: string; componentUrl: string; rendererUrl: string };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&quot;/g, '"') ?? "";

/** The islands of a prerendered page, as Astro writes them: <astro-island client="…" component-url="…">. */
export function islandsOf(html: string): Island[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    name: (JSON.parse(attribute(tag, "opts") || "{}") as { name?: string }).name ?? "",
    directive: attribute(tag, "client"),
    componentUrl: attribute(tag, "component-url"),
    rendererUrl: attribute(tag, "renderer-url"),
  }));
}

/** Script elements a page would run: everything but data blocks such as JSON-LD. */
export function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([tag, attributes]) => ({ tag, type: /\btype="([^"]*)"/.exec(attributes ?? "")?.[1] }))
    .filter(({ type }) => !type || type === "module" || type === "text/javascript")
    .map(({ tag }) => tag);
}

/** A module and everything it imports statically (not its lazy import() chunks), as file paths under /assets. */
export async function staticClosure(entry: string): Promise<string[]> {
  await init;
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    const [imports] = parse(code);
    for (const imported of imports) {
      // d === -1: a static import (import … from "…"); dynamic imports are loaded only when used.
      if (imported.d !== -1 || !imported.n) continue;
      visit(new URL(imported.n, `http://site${url}`).pathname);
    }
  };
  visit(entry);
  return [...seen];
}
