import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import ibmPlexSans from "@capsizecss/metrics/iBMPlexSans";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import { describe, expect, it } from "vitest";
import { subsetFaces, subsetRanges, unicodeRange } from "./fonts/faces.ts";
import { cutSubset } from "./fonts/subset.ts";

/**
 * The site's typefaces (src/app.css): each face's subset is the one `npm run fonts` cuts and covers
 * the characters declared for it, its whole Latin file covers the accented letters only, and its
 * fallback is Arial resized by the figures Capsize computes from both fonts' metrics, so the
 * fallback takes the face's room (tests/e2e/typography.test.ts sees it in the browser).
 */
const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/@font-face \{([\s\S]*?)\n\}/g)].map((m) => m[1]!);
const facesNamed = (family: string) => faces.filter((face) => face.includes(`font-family: "${family}";`));
const faceNamed = (family: string) => facesNamed(family)[0];
const rangeOf = (face: string) => /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ");

/** The code points a `unicode-range` value covers. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(/,\s*/)) {
    const [from, to = from] = part
      .replace(/^U\+/, "")
      .split("-")
      .map((hex) => parseInt(hex, 16)) as [number, number?];
    for (let point = from; point <= to!; point++) points.add(point);
  }
  return points;
}

/** The overrides of a declaration, as `name: value` lines. */
const overrides = (declaration: string) =>
  [...declaration.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)]
    .map((m) => `${m[1]}: ${m[2]}`)
    .sort();

describe("the site's typefaces", () => {
  for (const [family, metrics] of [
    ["IBM Plex Sans", ibmPlexSans],
    ["Space Grotesk", spaceGrotesk],
  ] as const) {
    it(`${family}: a subset for the characters pages use, looked in first, the whole Latin file for accented letters`, async () => {
      const [whole, subset] = facesNamed(family) as [string, string];
      expect(facesNamed(family)).toHaveLength(2);
      for (const face of [whole, subset]) {
        expect(face).toMatch(/font-display: optional;/);
        expect(face).toMatch(/font-weight: 400 700;/);
        const url = /url\("([^"]+\.woff2)"\)/.exec(face)![1]!;
        expect(existsSync(fileURLToPath(new URL(url, new URL("./app.css", import.meta.url)))), url).toBe(true);
      }
      const declared = subsetFaces.find((face) => face.family === family)!;
      expect(subset).toContain(`url("./fonts/${declared.file}")`);
      expect(rangeOf(subset)).toBe(unicodeRange());
      expect(whole).toContain(`url("../node_modules/${declared.source}")`);
      expect(rangeOf(whole)).toBe("U+C0-D6, U+D8-FF, U+152-153");
      // No character in both: Chromium fetches every face whose range holds one of the text's.
      const inSubset = codePoints(rangeOf(subset)!);
      expect([...codePoints(rangeOf(whole)!)].filter((point) => inSubset.has(point))).toEqual([]);
    });

    it(`${family}: the committed subset is the one \`npm run fonts\` cuts from the package`, async () => {
      const declared = subsetFaces.find((face) => face.family === family)!;
      const committed = readFileSync(new URL(`./fonts/${declared.file}`, import.meta.url));
      expect(Buffer.compare(await cutSubset(declared), committed), "run npm run fonts").toBe(0);
      // A subset is well under the whole file: the point of it.
      expect(committed.length).toBeLessThan(25_000);
    });

    it(`${family}: its fallback is Arial (or its metric twin) with Capsize's overrides`, () => {
      const fallback = faceNamed(`${family} Fallback`)!;
      expect(fallback).toMatch(/src: local\("Arial"\), local\("Liberation Sans"\);/);
      const { fontFaces } = createFontStack([metrics, arial]);
      expect(overrides(fallback)).toEqual(overrides(fontFaces));
      expect(overrides(fallback)).toHaveLength(4);
    });
  }

  it("the subset holds printable ASCII and the typographic marks, nothing the whole file is declared for", () => {
    const points = codePoints(unicodeRange());
    for (const point of [0x20, 0x41, 0x7e, 0xa3, 0x2019, 0x201c, 0x2014, 0x2026, 0x20ac, 0x2192]) {
      expect(points.has(point), point.toString(16)).toBe(true);
    }
    expect(points.has(0xe9)).toBe(false);
    expect(subsetRanges.every(([from, to]) => from <= to)).toBe(true);
  });

  it("every text names the face and its fallback in a rule the first response keeps", () => {
    expect(css).toMatch(/body \{[^}]*font-family: "IBM Plex Sans", "IBM Plex Sans Fallback", sans-serif;/);
    expect(css).toMatch(
      /h1,\s*h2,\s*h3,\s*h4 \{\s*font-family: "Space Grotesk", "Space Grotesk Fallback", sans-serif;/,
    );
  });
});
