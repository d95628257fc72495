/**
 * What beasties leaves that a page's HTML can never use (decision 032), taken out of its inline
 * stylesheet after beasties has run:
 * - rules whose every selector names a class no element of the page carries: beasties keeps the
 *   rules it cannot match (`:where(.space-y-4>…)`, `.file\:…::file-selector-button`) whole;
 * - custom properties nobody reads: Tailwind's theme variables, its `@property` registrations and
 *   their fallbacks for browsers without `@property`, each kept by beasties for the whole site.
 * Only for HTML that no script changes: on a page with islands, whatever an island shows later
 * comes with the whole stylesheet, linked after the first paint (after-first-paint.ts).
 */
import postcss, { type Root } from "postcss";
import { elementsOf, rawTextOf, type HtmlDocument, type HtmlElement } from "../shared/html-document.ts";

/** Class names in a selector, unescaped (`.sm\:text-2xl` is the class `sm:text-2xl`); null if it uses a hex escape. */
export function classesOf(selector: string): string[] | null {
  if (/\\[0-9a-fA-F]/.test(selector)) return null;
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
}

function dropRulesForAbsentClasses(root: Root, present: ReadonlySet<string>): void {
  root.walkRules((rule) => {
    // A nested rule (CSS nesting) is judged with its parent.
    if (rule.parent?.type === "rule") return;
    const reachable = rule.selectors.some((selector) => {
      const classes = classesOf(selector);
      return classes === null || classes.every((name) => present.has(name));
    });
    if (!reachable) rule.remove();
  });
}

/** Removes declarations of custom properties that no var() reads, until none is left to remove. */
function dropUnreadCustomProperties(root: Root, readElsewhere: string): void {
  for (;;) {
    const read = new Set([...`${root.toString()}\n${readElsewhere}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
    let removed = 0;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !read.has(decl.prop)) {
        decl.remove();
        removed++;
      }
    });
    root.walkAtRules("property", (rule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove();
        removed++;
      }
    });
    root.walk((node) => {
      // Emptied rules and blocks; a statement such as `@layer theme, base;` has no block and stays.
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        removed++;
      }
    });
    if (removed === 0) return;
  }
}

/** Every class name an element of the page carries. */
function classNamesOf(document: HtmlDocument): Set<string> {
  return new Set(
    elementsOf(document, (e) => e.attribs.class !== undefined).flatMap((e) => e.attribs.class!.split(/\s+/)),
  );
}

/**
 * CSS the page holds outside `style`, where a var() may be read: the other <style> elements and
 * every style attribute.
 */
function otherCss(document: HtmlDocument, style: HtmlElement): string {
  const styles = elementsOf(document, (e) => e.name === "style" && e !== style).map(rawTextOf);
  const attributes = elementsOf(document, (e) => e.attribs.style !== undefined).map((e) => e.attribs.style!);
  return [...styles, ...attributes].join("\n");
}

/** Takes out of the page's inline <style> elements what its HTML cannot use. */
export function removeUnreachableRules(document: HtmlDocument): void {
  const present = classNamesOf(document);
  for (const style of elementsOf(document, (e) => e.name === "style")) {
    const root = postcss.parse(rawTextOf(style));
    dropRulesForAbsentClasses(root, present);
    dropUnreadCustomProperties(root, otherCss(document, style));
    const text = style.children[0];
    if (text && "data" in text) {
      text.data = root.toString();
      style.children.length = 1;
    }
  }
}
