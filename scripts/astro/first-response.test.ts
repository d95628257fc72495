import { describe, expect, it } from "vitest";
import { collectIcons, sprite, iconsFromSprite } from "./page-icons";

const ARROW = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-arrow-right size-4" aria-hidden="true"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>';
const X = '<svg viewBox="0 0 24 24" class="lucide lucide-x" aria-hidden="true"><path d="M18 6 6 18"/></svg>';
const island = (inner: string) => `<astro-island uid="a" client="seen">${inner}</astro-island>`;

describe("icons from one sprite", () => {
  it("keeps each icon's element and attributes, draws it from the sprite, and keeps an island's icons inline", () => {
    const page = `<main>${ARROW}<p>text</p>${ARROW}${island(X)}</main>`;
    const icons = new Map();
    collectIcons(page, icons);
    expect(icons.size).toBe(1); // the arrow, once; the island's cross is not collected
    const out = iconsFromSprite(page, "/assets/icons.h.svg");
    const [id] = [...icons.keys()];
    expect(out).toBe(
      `<main>${ARROW.replace(/>[\s\S]*<\/svg>$/, `><use href="/assets/icons.h.svg#${id}"/></svg>`)}<p>text</p>${ARROW.replace(/>[\s\S]*<\/svg>$/, `><use href="/assets/icons.h.svg#${id}"/></svg>`)}${island(X)}</main>`,
    );
    expect(sprite(icons)).toBe(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${id}" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol></svg>`);
  });

  it("leaves a page alone when an island holds another (where the outer one ends is not sure)", () => {
    const page = `${island(`${island("")}${ARROW}`)}${ARROW}`;
    const icons = new Map();
    collectIcons(page, icons);
    expect(icons.size).toBe(0);
    expect(iconsFromSprite(page, "/assets/icons.h.svg")).toBe(page);
  });

  it("tells drawings apart by their paths and box, not by their names", () => {
    const icons = new Map();
    collectIcons(`${ARROW}${ARROW.replace("M5 12h14", "M4 12h16")}${ARROW.replace('viewBox="0 0 24 24"', 'viewBox="0 0 16 16"')}`, icons);
    expect(icons.size).toBe(3);
  });
});

