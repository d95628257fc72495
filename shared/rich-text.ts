/**
 * Rich text as staff write it (Tiptap's editor stores a ProseMirror document as JSON) and as it
 * is read: HTML and plain text made here, on the server and in the back office's preview alike.
 * Only the nodes and marks listed below are rendered; every text is escaped, every attribute is
 * made here from a checked value, and a link is kept only when its address is https, http,
 * mailto or a path of this site. Whatever a document holds, its HTML can carry no script.
 */

import { escapeHtml as escape } from "./html.ts";

export type RichMark = { type: string; attrs?: Record<string, unknown> };
export type RichNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: RichMark[];
  content?: RichNode[];
};
export type RichDoc = { type: "doc"; content?: RichNode[] };

export const EMPTY_DOC: RichDoc = { type: "doc", content: [] };

/**
 * A link's address if it is one a reader may follow: absolute https, http or mailto, or a path of
 * this site (made absolute against `siteUrl`, since a mail has no site to be relative to). Null
 * for anything else (`javascript:`, `data:`, protocol-relative, control characters …).
 */
export function safeHref(value: unknown, siteUrl: string): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- a control character in an address is refused, not cleaned
  if (/[\u0000-\u001f\u007f\s]/.test(value.trim())) return null;
  const href = value.trim();
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) {
    return new URL(href, siteUrl).href;
  }
  try {
    const url = new URL(href);
    return ["https:", "http:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const MARK_TAGS: Record<string, string> = { bold: "strong", italic: "em", underline: "u", code: "code" };

function inlineHtml(node: RichNode, siteUrl: string): string {
  if (node.type === "hardBreak") return "<br>";
  if (node.type !== "text" || typeof node.text !== "string") return "";
  let html = escape(node.text);
  for (const mark of node.marks ?? []) {
    const tag = MARK_TAGS[mark.type];
    if (tag) html = `<${tag}>${html}</${tag}>`;
    if (mark.type === "link") {
      const href = safeHref(mark.attrs?.href, siteUrl);
      if (href) html = `<a href="${escape(href)}">${html}</a>`;
    }
  }
  return html;
}

const children = (node: RichNode, siteUrl: string) =>
  (Array.isArray(node.content) ? node.content : []).map((child) => nodeHtml(child, siteUrl)).join("");

function nodeHtml(node: RichNode, siteUrl: string): string {
  switch (node.type) {
    case "paragraph":
      return `<p>${children(node, siteUrl)}</p>`;
    case "heading": {
      const level = Number(node.attrs?.level);
      const tag = level >= 2 && level <= 4 ? `h${level}` : "h2";
      return `<${tag}>${children(node, siteUrl)}</${tag}>`;
    }
    case "bulletList":
      return `<ul>${children(node, siteUrl)}</ul>`;
    case "orderedList":
      return `<ol>${children(node, siteUrl)}</ol>`;
    case "listItem":
      return `<li>${children(node, siteUrl)}</li>`;
    case "blockquote":
      return `<blockquote>${children(node, siteUrl)}</blockquote>`;
    case "horizontalRule":
      return "<hr>";
    case "text":
    case "hardBreak":
      return inlineHtml(node, siteUrl);
    default:
      // A node this renderer does not know is left out, with everything in it.
      return "";
  }
}

/** The document as HTML (the allow-list above); `siteUrl` makes the site's own paths absolute. */
export function richTextHtml(doc: unknown, siteUrl: string): string {
  if (!isRichDoc(doc)) return "";
  return (doc.content ?? [])
    .map((node) => nodeHtml(node, siteUrl))
    .filter(Boolean)
    .join("\n");
}

function nodeText(node: RichNode, siteUrl: string, prefix = ""): string {
  if (node.type === "text") {
    const text = typeof node.text === "string" ? node.text : "";
    const link = node.marks?.find((mark) => mark.type === "link");
    const href = link ? safeHref(link.attrs?.href, siteUrl) : null;
    return href && href !== text ? `${text} (${href})` : text;
  }
  if (node.type === "hardBreak") return "\n";
  if (node.type === "image") {
    const alt = typeof node.attrs?.alt === "string" ? node.attrs.alt.trim() : "";
    return node.attrs?.decorative === true || alt === "" ? "[Picture]" : `[Picture: ${alt}]`;
  }
  const inner = (Array.isArray(node.content) ? node.content : [])
    .map((child, index) =>
      nodeText(child, siteUrl, node.type === "orderedList" ? `${index + 1}. ` : node.type === "bulletList" ? "- " : ""),
    )
    .join(["bulletList", "orderedList", "blockquote", "listItem"].includes(node.type) ? "\n" : "");
  switch (node.type) {
    case "heading":
      return inner.toUpperCase();
    case "listItem":
      return `${prefix}${inner}`;
    case "horizontalRule":
      return "----";
    default:
      return inner;
  }
}

/** The document as plain text (the text part of a mail). */
export function richTextPlain(doc: unknown, siteUrl: string): string {
  if (!isRichDoc(doc)) return "";
  return (doc.content ?? []).map((node) => nodeText(node, siteUrl)).join("\n\n");
}

export function isRichDoc(value: unknown): value is RichDoc {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as RichDoc).type === "doc" &&
    ((value as RichDoc).content === undefined || Array.isArray((value as RichDoc).content))
  );
}

/** Whether the document has anything in it, text or a picture (an issue with none is not sent). */
export function hasText(doc: unknown): boolean {
  return richTextPlain(doc, "https://kosmos.invalid").trim().length > 0;
}
