import { describe, expect, it } from "vitest";
import { withoutUnusedClassNames } from "./unused-class-names";

const CSS =
  ".size-4{width:1rem}.sm\\:flex{display:flex}@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}";

describe("class names no rule names, taken out of a page's static HTML", () => {
  it("keeps the names the stylesheet names (escaped ones too) and drops the rest, and an attribute left empty", () => {
    const html =
      '<svg class="lucide lucide-x size-4"></svg><a class="hover:underline sm:flex">a</a><span class="lucide">b</span>';
    expect(withoutUnusedClassNames(html, CSS)).toBe(
      '<svg class="size-4"></svg><a class="hover:underline sm:flex">a</a><span>b</span>',
    );
  });

  it("leaves an island's HTML as React rendered it, since hydration compares it", () => {
    const island = '<astro-island uid="1"><svg class="lucide lucide-x size-4"></svg></astro-island>';
    const html = `<p class="lucide size-4">a</p>${island}<p class="lucide">b</p>`;
    expect(withoutUnusedClassNames(html, CSS)).toBe(`<p class="size-4">a</p>${island}<p>b</p>`);
  });

  it("changes nothing when the stylesheet matches classes by attribute or through a hex escape", () => {
    const html = '<p class="lucide size-4">a</p>';
    expect(withoutUnusedClassNames(html, `${CSS}[class*=luc]{color:red}`)).toBe(html);
    expect(withoutUnusedClassNames(html, `${CSS}.\\32xl{color:red}`)).toBe(html);
  });
});
