import { describe, expect, it } from "vitest";
import { pageDifference, readPage } from "./page-difference.ts";

const page = (main: string) =>
  `<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body><header><a href="/">Kosmos</a></header><main>${main}</main><script>var hidden = "no";</script></body></html>`;

describe("the difference of a rendered page", () => {
  it("reads a page as its reader does: a line a block, entities decoded, no script, style or head", () => {
    expect(
      readPage(page("<h1>Terms &amp; use</h1><p>One <strong>two</strong>\n  three.</p><ul><li>a</li><li>b</li></ul>")),
    ).toEqual({
      lines: ["Kosmos", "Terms & use", "One two three.", "a", "b"],
      images: [],
    });
  });

  it("names the text added and removed, and the pictures that changed, by alternative text and file", () => {
    const before = page('<p>Same.</p><p>Old claim: 20%.</p><img src="/media/aaa.jpg" alt="Dr Ashworth">');
    const after = page(
      '<p>Same.</p><p>New claim: 22%.</p><p>Added line.</p><img src="/media/bbb.jpg" alt="Dr Ashworth"><img src="/x.svg" alt="">',
    );
    expect(pageDifference(before, after)).toEqual({
      added: ["New claim: 22%.", "Added line."],
      removed: ["Old claim: 20%."],
      imagesAdded: ["Dr Ashworth (bbb.jpg)", "decorative (x.svg)"],
      imagesRemoved: ["Dr Ashworth (aaa.jpg)"],
    });
  });

  it("finds nothing changed on the same page", () => {
    const same = page("<p>Nothing new.</p>");
    expect(pageDifference(same, same)).toEqual({ added: [], removed: [], imagesAdded: [], imagesRemoved: [] });
  });
});
