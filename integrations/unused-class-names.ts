/**
 * Class names that no rule of the site's stylesheet names, taken out of a page's static HTML
 * (decision 032): lucide writes `lucide lucide-<icon>` on every icon, about 180 bytes of the
 * home page's Brotli, and nothing styles or reads them. Inside an island the HTML is React's,
 * which hydration compares with its own render, so islands are left as they are; content pages
 * run no script that could look for a class.
 */
import postcss from "postcss";
import { elementsOf, isInside, type HtmlDocument } from "../shared/html-document.ts";
import { classesOf } from "./unreachable-rules.ts";

/** Every class name a selector of the stylesheet names (`.sm\:text-2xl` is `sm:text-2xl`). */
function classNamesIn(css: string): Set<string> {
  const named = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const name of classesOf(rule.selector) ?? []) named.add(name);
  });
  return named;
}

/** Every page carries the same stylesheet: its names are read once a build. */
const namesByStylesheet = new Map<string, Set<string>>();

/**
 * Takes out of the page the class names its stylesheet does not name, outside islands. Changes
 * nothing if the stylesheet matches classes in a way this cannot follow (an attribute selector
 * on `class`, a hex escape).
 */
export function removeUnusedClassNames(document: HtmlDocument, stylesheet: string): void {
  if (/\[class|\\[0-9a-fA-F]/.test(stylesheet)) return;
  let named = namesByStylesheet.get(stylesheet);
  if (!named) namesByStylesheet.set(stylesheet, (named = classNamesIn(stylesheet)));
  const outsideIslands = (element: { name: string; attribs: Record<string, string> }) =>
    element.attribs.class !== undefined && element.name !== "astro-island";
  for (const element of elementsOf(document, outsideIslands)) {
    if (isInside(element, "astro-island")) continue;
    // A name holding "&" is written with an entity (`[&amp;>picture]:flex`): what it is called in the
    // stylesheet cannot be told from it without decoding, so it stays.
    const kept = element.attribs
      .class!.split(/\s+/)
      .filter((name) => name !== "" && (named.has(name) || name.includes("&")));
    if (kept.length > 0) element.attribs.class = kept.join(" ");
    else delete element.attribs.class;
  }
}
