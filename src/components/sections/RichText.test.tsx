/**
 * A picture inside rich text reaches the page as the library's responsive <picture>, with its
 * words and its box reserved; anything else called a picture (an address pasted from elsewhere, a
 * file name the library never made) shows nothing.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichNode } from "~shared/rich-text";
import { Blocks } from "./RichText";

const CHART = {
  media: "5f0c8a9e-2d1b-4c3a-9e8f-7a6b5c4d3e2f",
  alt: "Losses spreading through the network",
  decorative: false,
  width: 1600,
  height: 900,
  focalX: 0.5,
  focalY: 0.5,
  files: [
    { format: "avif", width: 768, height: 432, name: "AAAAAAAAAAAAAAAA-768.avif", size: 900 },
    { format: "jpeg", width: 768, height: 432, name: "BBBBBBBBBBBBBBBB-768.jpg", size: 1900 },
  ],
};
const render = (nodes: RichNode[]) => renderToStaticMarkup(<Blocks nodes={nodes} headings="as-written" />);

describe("a picture inside rich text", () => {
  it("is shown as the library's <picture> with its words, between the paragraphs around it", () => {
    const html = render([
      { type: "paragraph", content: [{ type: "text", text: "Before." }] },
      { type: "image", attrs: CHART },
      { type: "paragraph", content: [{ type: "text", text: "After." }] },
    ]);
    expect(html).toBe(
      "<p>Before.</p>" +
        '<figure class="my-8"><picture>' +
        '<source type="image/avif" srcSet="/media/AAAAAAAAAAAAAAAA-768.avif 768w" sizes="(min-width: 768px) 720px, 100vw"/>' +
        '<img src="/media/BBBBBBBBBBBBBBBB-768.jpg" srcSet="/media/BBBBBBBBBBBBBBBB-768.jpg 768w" sizes="(min-width: 768px) 720px, 100vw" width="1600" height="900" alt="Losses spreading through the network" loading="lazy" decoding="async" class="object-contain block h-auto w-full rounded-lg"/>' +
        "</picture></figure>" +
        "<p>After.</p>",
    );
  });

  it("shows nothing for a picture the library did not complete: an address from elsewhere, a file it never made", () => {
    expect(render([{ type: "image", attrs: { src: "https://evil.example/x.png", alt: "x" } }])).toBe("");
    const foreign = {
      ...CHART,
      files: [{ format: "jpeg", width: 1, height: 1, name: "javascript:alert(1)", size: 1 }],
    };
    expect(render([{ type: "image", attrs: foreign }])).toBe("");
    expect(render([{ type: "image", attrs: { ...CHART, alt: undefined } }])).toBe("");
  });
});

describe("a quotation in rich text", () => {
  it("is a pull quote: a blockquote of its paragraphs, set large beside the accent's rule", () => {
    const html = render([
      { type: "paragraph", content: [{ type: "text", text: "Before." }] },
      {
        type: "blockquote",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Contagion <is> a network." }] }],
      },
    ]);
    expect(html).toBe(
      "<p>Before.</p>" +
        '<blockquote class="my-10 border-l-4 border-accent pl-6 font-heading text-2xl leading-snug font-medium text-ink">' +
        "<p>Contagion &lt;is&gt; a network.</p></blockquote>",
    );
  });
});
