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
 */
const ASTRO_PRESCRIPTS =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>(?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+/;

/** The page with Astro's hydration block moved to the end of its body; unchanged if it has none. */
export function islandScriptsAtEnd(html: string): string {
  const block = ASTRO_PRESCRIPTS.exec(html);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!block || bodyEnd < block.index) return html;
  const before = html.slice(0, block.index);
  const between = html.slice(block.index + block[0].length, bodyEnd);
  return before + between + block[0] + html.slice(bodyEnd);
}
