/**
 * The site's typefaces, each cut down to the characters its pages use (docs/style.md, Type).
 *
 * A page's text is almost all plain ASCII and a handful of typographic marks (curly quotes, dashes,
 * the pound and euro signs, arrows), so each face ships a small file holding just those
 * (`npm run fonts` writes it from the Fontsource package with HarfBuzz's subsetter, weights 400 to
 * 700, the only ones the stylesheet uses). The package's whole Latin file stays declared for the
 * accented letters (src/app.css): a page whose text has one ("Zoë", "Société Générale") fetches it
 * as well, and the browser draws those letters from it, so a name is not set half in another face.
 * A character in neither (¿, a Greek letter) is drawn by the fallback.
 */
export type SubsetFace = {
  family: string;
  /** The Fontsource file the subset is cut from, under node_modules. */
  source: string;
  /** The subset, beside this module. */
  file: string;
};

export const subsetFaces: readonly SubsetFace[] = [
  {
    family: "IBM Plex Sans",
    source: "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2",
    file: "ibm-plex-sans-core.woff2",
  },
  {
    family: "Space Grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    file: "space-grotesk-core.woff2",
  },
];

/** The weights kept in the subsets (the stylesheet's `font-normal` to `font-bold`). */
export const subsetWeights = { min: 400, max: 700 } as const;

/**
 * The characters the subsets hold, as code point ranges: printable ASCII, the no-break space, and
 * the marks staff type or paste (£ © ® ° · × – — ‘ ’ “ ” • … € ™ ← ↑ → ↓ −).
 */
export const subsetRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** The ranges as a `unicode-range` descriptor's value (`U+20-7E, U+A0, …`). */
export function unicodeRange(ranges: readonly (readonly [number, number])[] = subsetRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** Every character of the ranges, as the text handed to the subsetter. */
export function subsetText(ranges: readonly (readonly [number, number])[] = subsetRanges): string {
  let text = "";
  for (const [from, to] of ranges) for (let point = from; point <= to; point++) text += String.fromCodePoint(point);
  return text;
}
