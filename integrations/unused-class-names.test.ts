import { describe, expect, it } from "vitest";
import { parseHtml, serializeHtml } from "../shared/html-document.ts";
import { removeUnusedClassNames } from "./unused-class-names.ts";

const CSS =
  ".size-4{width:1rem}.sm\\:flex{display:flex}@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}";

function withoutUnusedClassNames(html: string, css: string): string {
  const document = parseHtml(html);
  removeUnusedClassNames(document, css);
  return serializeHtml(document);
}

describe("class names no rule names, taken out of a page's static HTML", () => {
  it("keeps the names the stylesheet names (escaped ones too) and drops the rest, and an attribute left empty", () => {
    const html =
      '<svg class="lucide lucide-x size-4"></svg><a class="hover:underline sm:flex">a</a><span class="lucide">b</span>';
    expect(withoutUnusedClassNames(html, CSS)).toBe(
      // An empty <svg> is written closed on itself, as in any SVG.
      '<svg class="size-4"/><a class="hover:underline sm:flex">a</a><span>b</span>',
    );
  });

  it("leaves an island's HTML as React rendered it, since hydration compares it", () => {
    const island = '<astro-island uid="1"><svg class="lucide lucide-x size-4"/></astro-island>';
    const html = `<p class="lucide size-4">a</p>${island}<p class="lucide">b</p>`;
    expect(withoutUnusedClassNames(html, CSS)).toBe(`<p class="size-4">a</p>${island}<p>b</p>`);
  });

  it("changes nothing when the stylesheet matches classes by attribute or through a hex escape", () => {
    const html = '<p class="lucide size-4">a</p>';
    expect(withoutUnusedClassNames(html, `${CSS}[class*=luc]{color:red}`)).toBe(html);
    expect(withoutUnusedClassNames(html, `${CSS}.\\32xl{color:red}`)).toBe(html);
  });

  it('reads only real class attributes: ` class="…"` typed into another attribute stays as typed', () => {
    const html = '<meta content="x class=&quot;lucide size-4&quot;"><p class="lucide">b</p>';
    expect(withoutUnusedClassNames(html, CSS)).toBe('<meta content="x class=&quot;lucide size-4&quot;"><p>b</p>');
  });

  it("keeps a name written with an entity (an arbitrary variant's '&'), which it cannot compare with the stylesheet's", () => {
    const html = '<span class="lucide [&amp;>picture]:contents size-4"><picture></picture></span>';
    expect(withoutUnusedClassNames(html, `${CSS}.\\[\\&\\>picture\\]\\:contents>picture{display:contents}`)).toBe(
      // (the serializer writes '>' in an attribute as '&gt;': the same name to a browser)
      '<span class="[&amp;&gt;picture]:contents size-4"><picture></picture></span>',
    );
  });
});
