/**
 * The site's icons (lucide, drawn inline by React on the server) moved into one sprite file
 * that every page shares and the browser caches (decision 030): each icon outside an island
 * keeps its <svg> element, with its size, pen, class and aria-hidden, and draws its paths from
 * the sprite with <use>. Islands keep theirs inline: React hydrates them against the markup it
 * would render itself.
 */
import { createHash } from "node:crypto";

const ISLAND = /(<astro-island\b[\s\S]*?<\/astro-island>)/;
const ICON = /<svg\b([^>]*\bclass="lucide\b[^"]*"[^>]*)>([\s\S]*?)<\/svg>/g;
const VIEW_BOX = /\bviewBox="([^"]*)"/;

type Drawing = { viewBox: string; inner: string };
const idOf = ({ viewBox, inner }: Drawing) => `i${createHash("sha256").update(`${viewBox}|${inner}`).digest("base64url").slice(0, 8)}`;

/**
 * The page cut into what lies outside islands (even indexes) and the islands (odd), or null when
 * an island holds another (the cut would not be sure where the outer one ends).
 */
function aroundIslands(html: string): string[] | null {
  const parts = html.split(ISLAND);
  return parts.some((part, index) => index % 2 === 1 && part.indexOf("<astro-island", 1) !== -1) ? null : parts;
}

/** The icons outside islands, each drawing once, keyed by an id made from it. */
export function collectIcons(html: string, into: Map<string, Drawing>): void {
  aroundIslands(html)?.forEach((part, index) => {
    if (index % 2 === 1) return;
    for (const [, attributes, inner] of part.matchAll(ICON)) {
      const drawing = { viewBox: VIEW_BOX.exec(attributes!)?.[1] ?? "0 0 24 24", inner: inner! };
      into.set(idOf(drawing), drawing);
    }
  });
}

/** The sprite: one <symbol> per drawing. */
export function sprite(icons: Map<string, Drawing>): string {
  const symbols = [...icons]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { viewBox, inner }]) => `<symbol id="${id}" viewBox="${viewBox}">${inner}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** Each icon outside an island drawn from the sprite at `href`. */
export function iconsFromSprite(html: string, href: string): string {
  const parts = aroundIslands(html);
  if (!parts) return html;
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(ICON, (_svg, attributes: string, inner: string) => {
            const id = idOf({ viewBox: VIEW_BOX.exec(attributes)?.[1] ?? "0 0 24 24", inner });
            return `<svg${attributes}><use href="${href}#${id}"/></svg>`;
          }),
    )
    .join("");
}
