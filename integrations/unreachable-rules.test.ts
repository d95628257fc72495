import { describe, expect, it } from "vitest";
import { parseHtml, serializeHtml } from "../shared/html-document.ts";
import { removeUnreachableRules } from "./unreachable-rules.ts";

function withoutUnreachableRules(html: string): string {
  const document = parseHtml(html);
  removeUnreachableRules(document);
  return serializeHtml(document);
}

const page = (css: string, body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";

describe("a page's inline stylesheet without what its HTML cannot use", () => {
  it("drops a rule whose every selector names a class no element carries, and keeps the rest", () => {
    const css = ".used{color:red}.absent{color:blue}.absent,.used>a{margin:0}p{padding:0}";
    expect(styleOf(withoutUnreachableRules(page(css, '<p class="used">x</p>')))).toBe(
      ".used{color:red}.absent,.used>a{margin:0}p{padding:0}",
    );
  });

  it("reads escaped class names as the HTML writes them", () => {
    const css =
      ".sm\\:text-2xl{font-size:1.5rem}.space-y-1\\.5{gap:0}.bg-white\\/10{color:red}.lg\\:hidden{display:none}";
    const html = page(css, '<div class="sm:text-2xl space-y-1.5 bg-white/10"></div>');
    expect(styleOf(withoutUnreachableRules(html))).toBe(
      ".sm\\:text-2xl{font-size:1.5rem}.space-y-1\\.5{gap:0}.bg-white\\/10{color:red}",
    );
  });

  it("judges the rules beasties keeps whole: :where() and ::file-selector-button", () => {
    const css =
      "@layer utilities{:where(.space-y-4>:not(:last-child)){margin:0}:where(.space-y-2>:not(:last-child)){margin:1px}.file\\:font-semibold::file-selector-button{font-weight:600}}";
    const html = page(css, '<ul class="space-y-2"><li>a</li></ul>');
    expect(styleOf(withoutUnreachableRules(html))).toBe(
      "@layer utilities{:where(.space-y-2>:not(:last-child)){margin:1px}}",
    );
  });

  it("keeps a selector it cannot read (a hex escape) rather than guess", () => {
    const css = ".\\32xl\\:p-4{padding:1rem}";
    expect(styleOf(withoutUnreachableRules(page(css, "<p>x</p>")))).toBe(css);
  });

  it("drops custom properties and @property registrations nobody reads, in chains, and the blocks they empty", () => {
    const css =
      "@layer theme, base;" +
      "@layer theme{:root{--color-used:red;--color-unused:blue;--font:var(--stack);--stack:serif;--only-for-unused:1px}}" +
      ".a{color:var(--color-used);--tw-shadow:var(--only-for-unused)}" +
      "@property --tw-shadow{syntax:'*';inherits:false}@property --tw-ring{syntax:'*';inherits:false}" +
      "@supports (-moz-orient:inline){*{--tw-ring:0}}";
    const result = styleOf(withoutUnreachableRules(page(css, '<p class="a">x</p>')));
    expect(result).toBe("@layer theme, base;@layer theme{:root{--color-used:red}}.a{color:var(--color-used)}");
  });

  it("counts a var() the HTML itself reads (a style attribute)", () => {
    const css = ":root{--gap:4px;--other:1px}";
    expect(styleOf(withoutUnreachableRules(page(css, '<p style="margin:var(--gap)">x</p>')))).toBe(":root{--gap:4px}");
  });

  it("reads only the page's real <style> elements and class attributes, never CSS typed into an attribute", () => {
    const css = ".used{color:red}.absent{color:blue}";
    const typed = '<meta content="x</style><style>.absent{color:blue}</style> class=&quot;absent&quot;">';
    const result = withoutUnreachableRules(page(css, `${typed}<p class="used">x</p>`));
    expect(styleOf(result)).toBe(".used{color:red}");
    expect(result).toContain(
      'content="x&lt;/style&gt;&lt;style&gt;.absent{color:blue}&lt;/style&gt; class=&quot;absent&quot;"',
    );
  });
});
