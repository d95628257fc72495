import type { RichDoc, RichNode } from "~shared/rich-text";
import type { LegalBlock, LegalDocument } from "~/components/sections/legal-document";
import { linkify } from "~/components/sections/linkify";

/**
 * The legal texts as written before they were content (./privacy.ts, ./terms.ts, ./cookies.ts),
 * as the rich text staff now edit: the seed of the legal pages (src/content/site-content.ts).
 * The intro is paragraphs; each section a level-2 heading (the page numbers them), each
 * subsection a level-3 heading; addresses in the text become links.
 */
export function legalRichText(document: LegalDocument): RichDoc {
  const inline = (text: string): RichNode[] =>
    linkify(text).map((part) =>
      part.href
        ? { type: "text", text: part.text, marks: [{ type: "link", attrs: { href: part.href } }] }
        : { type: "text", text: part.text },
    );
  const paragraph = (text: string): RichNode => ({ type: "paragraph", content: inline(text) });
  const block = (b: LegalBlock): RichNode =>
    typeof b === "string"
      ? paragraph(b)
      : { type: "bulletList", content: b.list.map((item) => ({ type: "listItem", content: [paragraph(item)] })) };
  const heading = (level: number, text: string): RichNode => ({
    type: "heading",
    attrs: { level },
    content: [{ type: "text", text }],
  });
  return {
    type: "doc",
    content: [
      ...document.intro.map(paragraph),
      ...document.sections.flatMap((section) => [
        heading(2, section.heading),
        ...section.blocks.map(block),
        ...(section.subsections ?? []).flatMap((sub) => [heading(3, sub.heading), ...sub.blocks.map(block)]),
      ]),
    ],
  };
}
