/**
 * Class names that no rule of the site's stylesheet names, taken out of a page's static HTML
 * (decision 032): lucide writes `lucide lucide-<icon>` on every icon, about 180 bytes of the
 * home page's Brotli, and nothing styles or reads them. Inside an island the HTML is React's,
 * which hydration compares with its own render, so islands are left as they are; content pages
 * run no script that could look for a class.
 */
import postcss from "postcss";
import { classesOf } from "./unreachable-rules";

/** Every class name a selector of the stylesheet names (`.sm\:text-2xl` is `sm:text-2xl`). */
function classNamesIn(css: string): Set<string> {
  const named = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const name of classesOf(rule.selector) ?? []) named.add(name);
  });
  return named;
}

const ISLAND = /(<astro-island\b[\s\S]*?<\/astro-island>)/;

/** Every page carries the same stylesheet: its names are read once a build. */
const namesByStylesheet = new Map<string, Set<string>>();

/**
 * The page without the class names its stylesheet does not name, outside islands. Unchanged if
 * the stylesheet matches classes in a way this cannot follow (an attribute selector on `class`,
 * a hex escape).
 */
export function withoutUnusedClassNames(html: string, stylesheet: string): string {
  if (/\[class|\\[0-9a-fA-F]/.test(stylesheet)) return html;
  let named = namesByStylesheet.get(stylesheet);
  if (!named) namesByStylesheet.set(stylesheet, (named = classNamesIn(stylesheet)));
  return html
    .split(ISLAND)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/ class="([^"]*)"/g, (_whole, value: string) => {
            const kept = value.split(/\s+/).filter((name) => name !== "" && named.has(name));
            return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
          }),
    )
    .join("");
}
