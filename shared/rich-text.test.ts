import { describe, expect, it } from "vitest";
import { hasText, richTextHtml, richTextPlain, safeHref, type RichDoc, type RichNode } from "./rich-text.ts";

const SITE = "https://www.kosmos.example";
const doc = (...content: RichNode[]): RichDoc => ({ type: "doc", content });
const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]): RichNode => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: RichNode[]): RichNode => ({ type: "paragraph", content });
const linked = (href: string) => doc(paragraph(text("click", [{ type: "link", attrs: { href } }])));

/** What staff type into the newsletter (and, later, the site's pages) as the renderer turns it into HTML. */
describe("rich text", () => {
  it("renders headings, paragraphs, lists, links and emphasis", () => {
    const html = richTextHtml(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("Research")] },
        paragraph(text("Bold", [{ type: "bold" }]), text(" and "), text("italic", [{ type: "italic" }])),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("One"))] }] },
        { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("First"))] }] },
        paragraph(text("Our paper", [{ type: "link", attrs: { href: "/resources" } }])),
      ),
      SITE,
    );
    expect(html).toBe(
      [
        "<h2>Research</h2>",
        "<p><strong>Bold</strong> and <em>italic</em></p>",
        "<ul><li><p>One</p></li></ul>",
        "<ol><li><p>First</p></li></ol>",
        `<p><a href="${SITE}/resources">Our paper</a></p>`,
      ].join("\n"),
    );
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    '"><svg onload=alert(1)>',
    "<iframe src=javascript:alert(1)>",
  ])("escapes typed markup: %s", (payload) => {
    const html = richTextHtml(doc(paragraph(text(payload))), SITE);
    expect(html).not.toMatch(/<(script|img|svg|iframe)/i);
    expect(html).toContain("&lt;");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
  ])("drops a link to %s and keeps its text", (href) => {
    const html = richTextHtml(linked(href), SITE);
    expect(html).toBe("<p>click</p>");
  });

  it("keeps https, http, mailto and the site's own paths, with quotes escaped", () => {
    expect(safeHref("https://example.org/a?b=1&c=2", SITE)).toBe("https://example.org/a?b=1&c=2");
    expect(safeHref("mailto:hello@kosmos.example", SITE)).toBe("mailto:hello@kosmos.example");
    expect(safeHref("/careers", SITE)).toBe(`${SITE}/careers`);
    expect(richTextHtml(linked('https://example.org/"onmouseover="x'), SITE)).toContain("%22onmouseover=%22x");
  });

  it("leaves out nodes and marks it does not know, attributes and all", () => {
    const html = richTextHtml(
      doc(
        { type: "htmlBlock", content: [text("<b>raw</b>")] },
        { type: "image", attrs: { src: "javascript:alert(1)", onerror: "alert(1)" } },
        paragraph(text("kept", [{ type: "textStyle", attrs: { style: "background:url(javascript:x)" } }])),
        { type: "heading", attrs: { level: '1 onclick="x"' }, content: [text("Title")] },
      ),
      SITE,
    );
    expect(html).toBe("<p>kept</p>\n<h2>Title</h2>");
  });

  it("renders nothing from something that is not a document", () => {
    expect(richTextHtml("<script>alert(1)</script>", SITE)).toBe("");
    expect(richTextHtml({ type: "doc", content: "<script>" }, SITE)).toBe("");
    expect(richTextHtml(null, SITE)).toBe("");
  });

  it("gives the text part of a mail, with link addresses written out", () => {
    const plain = richTextPlain(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("News")] },
        paragraph(text("Read ", []), text("the paper", [{ type: "link", attrs: { href: "/resources" } }])),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("One"))] }] },
      ),
      SITE,
    );
    expect(plain).toBe(`NEWS\n\nRead the paper (${SITE}/resources)\n\n- One`);
  });

  it("names a picture by its words in the text version (an item's history), and leaves it out of HTML mail", () => {
    const chart = { type: "image", attrs: { media: "m", alt: "The network", decorative: false } };
    const ornament = { type: "image", attrs: { media: "m", alt: "", decorative: true } };
    expect(richTextPlain(doc(paragraph(text("See:")), chart, ornament), SITE)).toBe(
      "See:\n\n[Picture: The network]\n\n[Picture]",
    );
    expect(richTextHtml(doc(paragraph(text("See:")), chart), SITE)).toBe("<p>See:</p>");
    expect(hasText(doc(chart))).toBe(true);
  });
});
