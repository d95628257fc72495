/** A piece of legal text: plain, or a link to an email address or a web address. */
export type TextPart = { text: string; href?: string };

// Email addresses and https addresses; a full stop or comma after them ends the sentence, not the address.
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https:\/\/[^\s]*[^\s.,;:)])/g;

/** Splits text so that the addresses in it can be rendered as links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const value = match[0];
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: value, href: value.includes("@") && !value.startsWith("https://") ? `mailto:${value}` : value });
    last = start + value.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
