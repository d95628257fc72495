/**
 * Pages read and rewritten as parsed documents (htmlparser2, the parser beasties itself uses),
 * never with regular expressions over the HTML text. Staff text can hold anything: a page's
 * description such as `Kosmos <script>…</script></body>` is, to the browser, one attribute value
 * (Astro escapes only `&` and `"` in attributes). A pattern over the text cannot tell that value
 * from the page's own markup; the parser can, so every step that moves, hashes or allows a script
 * or a style works on elements the parser found.
 *
 * Entities stay as they were written (`decodeEntities: false`, as beasties parses and writes), so a
 * page passes through unchanged but for what a step changed on purpose, and for `<` and `>` in
 * attribute values, written as `&lt;` and `&gt;` (the same value to a browser; to any later
 * reader of the file, a pattern included, no markup).
 */
import { DomUtils, parseDocument } from "htmlparser2";

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument["children"][number];
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];

/** An element (a tag, or a script or style element, which the parser types apart), not text or a comment. */
export function isElement(node: { type: string }): node is HtmlElement {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/** The one rule Astro writes in a <style> of its own before a page's first island. */
export const ISLAND_STYLE = "astro-island,astro-slot,astro-static-slot{display:contents}";

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { decodeEntities: false });
}

/** The document (or part of one) as HTML, attribute values escaped as said above. */
export function serializeHtml(root: HtmlDocument | HtmlNode | HtmlNode[]): string {
  const nodes = Array.isArray(root) ? root : [root];
  for (const element of DomUtils.findAll(() => true, nodes)) escapeAttributes(element);
  return DomUtils.getOuterHTML(nodes, { decodeEntities: false });
}

function escapeAttributes(element: HtmlElement) {
  for (const [name, value] of Object.entries(element.attribs)) {
    if (value.includes("<") || value.includes(">"))
      element.attribs[name] = value.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  }
}

/** Every element under `root` (in document order) that passes `test`. */
export function elementsOf(
  root: HtmlDocument | HtmlElement | HtmlNode[],
  test: (element: HtmlElement) => boolean = () => true,
): HtmlElement[] {
  return DomUtils.findAll(test, Array.isArray(root) ? root : root.children);
}

export function firstElement(root: HtmlDocument | HtmlElement, name: string): HtmlElement | null {
  return DomUtils.findOne((element) => element.name === name, root.children);
}

/** The raw text of an element whose content is text (a script, a style), exactly as written. */
export function rawTextOf(element: HtmlElement): string {
  return element.children.map((child) => (child.type === "text" && "data" in child ? child.data : "")).join("");
}

/** Whether `element` sits inside an element named `name`. */
export function isInside(element: HtmlElement, name: string): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if (isElement(parent) && parent.name === name) return true;
  }
  return false;
}

/** A new element from markup of our own (never staff text): its first element. */
export function elementFrom(html: string): HtmlElement {
  const element = DomUtils.findOne(() => true, parseHtml(html).children);
  if (!element) throw new Error(`No element in ${html.slice(0, 40)}`);
  return element;
}

/** An element that is a classic inline script: no attribute at all (no src, no type), as Astro writes its loader. */
export const isBareScript = (element: HtmlElement) =>
  element.name === "script" && Object.keys(element.attribs).length === 0;

/** The element children of `parent`, skipping text between them (whitespace) and comments. */
export function childElements(parent: HtmlElement): HtmlElement[] {
  return parent.children.filter((child): child is HtmlElement => isElement(child));
}

export const removeElement = (node: HtmlNode) => DomUtils.removeElement(node);
export const appendChild = (parent: HtmlElement, child: HtmlNode) => DomUtils.appendChild(parent, child);
export const prependChild = (parent: HtmlElement, child: HtmlNode) => DomUtils.prependChild(parent, child);
export const replaceElement = (node: HtmlNode, replacement: HtmlNode) => DomUtils.replaceElement(node, replacement);
