import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { initSync, parse } from "es-module-lexer";
import type { StaticImports } from "./defer-hydration";

/**
 * Reads the static imports of the built chunks (`/assets/x.js` → the hrefs it imports), for
 * defer-hydration's evaluation order and for measuring what a page loads up front. Dynamic
 * `import()`s are left out: they are not evaluated with the page.
 */
export function staticImportsOf(clientDir: string): StaticImports {
  initSync();
  const cache = new Map<string, string[]>();
  return (href) => {
    let imports = cache.get(href);
    if (!imports) {
      const [found] = parse(readFileSync(join(clientDir, href), "utf8"));
      imports = found
        .filter((entry) => entry.d === -1 && entry.n) // -1: a static import or export … from
        .map((entry) => posix.resolve(posix.dirname(href), entry.n!));
      cache.set(href, imports);
    }
    return imports;
  };
}
