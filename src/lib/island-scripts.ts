import {
  appendChild,
  elementsOf,
  firstElement,
  isBareScript,
  ISLAND_STYLE,
  parseHtml,
  rawTextOf,
  removeElement,
  serializeHtml,
  type HtmlElement,
} from "~shared/html-document";

/**
 * Where Astro's hydration scripts go in a page (docs/decisions/015).
 *
 * Astro writes the islands' style, each client directive's script and the island element's
 * script (classic inline scripts) just before it first renders an island. Our islands are slots
 * of a React view, which Astro renders before the view itself, so the scripts landed at the top
 * of <main>, before the page's heading. An inline script waits for the stylesheet, so the
 * parser stopped there: the browser painted the header alone, then the hero in a later frame,
 * and an island that started after the first paint could already be fetching its script by the
 * time the hero (the largest paint) appeared. At the end of the body, every script runs after
 * the whole page is parsed, and the first frame holds the whole first screen. Custom elements
 * defined late upgrade the islands already in the page, so hydration itself is unchanged.
 *
 * The page is parsed (shared/html-document.ts): Astro's block is the real <style> element with the
 * islands' one rule and the bare <script> elements right after it, never text that looks like
 * them inside an attribute a member of staff wrote.
 */

/** Astro's scripts: the bare <script> elements that directly follow the islands' <style>. */
function scriptsAfter(style: HtmlElement): HtmlElement[] {
  const scripts: HtmlElement[] = [];
  for (let next = style.next; next && "name" in next && isBareScript(next as HtmlElement); next = next.next)
    scripts.push(next as HtmlElement);
  return scripts;
}

/**
 * The page with Astro's hydration scripts moved to the end of its body; unchanged if it has none.
 * The islands' style stays where Astro put it, before the first island: moved to the end, it
 * changed every island's display after the first paint, and the browser laid the page out again.
 */
export function islandScriptsAtEnd(html: string): string {
  const document = parseHtml(html);
  const style = elementsOf(document, (element) => element.name === "style" && rawTextOf(element) === ISLAND_STYLE)[0];
  const body = firstElement(document, "body");
  const scripts = style ? scriptsAfter(style) : [];
  if (!body || scripts.length === 0) return html;
  for (const script of scripts) {
    removeElement(script);
    appendChild(body, script);
  }
  return serializeHtml(document);
}
