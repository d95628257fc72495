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
  /(<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>)((?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+)/;

/**
 * The page with Astro's hydration scripts moved to the end of its body; unchanged if it has none.
 * The islands' style stays where Astro put it, before the first island: moved to the end, it
 * changed every island's display after the first paint, and the browser laid the page out again.
 */
export function islandScriptsAtEnd(html: string): string {
  const block = ASTRO_PRESCRIPTS.exec(html);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!block || bodyEnd < block.index) return html;
  const [whole, style = "", scripts = ""] = block;
  const before = html.slice(0, block.index) + style;
  const between = html.slice(block.index + whole.length, bodyEnd);
  return before + between + scripts + html.slice(bodyEnd);
}
