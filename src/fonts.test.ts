import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import ibmPlexSans from "@capsizecss/metrics/iBMPlexSans";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import { describe, expect, it } from "vitest";

/**
 * The site's typefaces (src/app.css): each face's file exists where the stylesheet says, and its
 * fallback is Arial resized by the figures Capsize computes from both fonts' metrics, so the
 * fallback takes the face's room (tests/e2e/typography.test.ts sees it in the browser).
 */
const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/@font-face \{([\s\S]*?)\n\}/g)].map((m) => m[1]!);
const faceNamed = (family: string) => faces.find((face) => face.includes(`font-family: "${family}";`));

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
    it(`${family}: its file is there, shown only if it comes at once`, () => {
      const face = faceNamed(family)!;
      expect(face).toMatch(/font-display: optional;/);
      const url = /url\("([^"]+\.woff2)"\)/.exec(face)![1]!;
      expect(existsSync(fileURLToPath(new URL(url, new URL("./app.css", import.meta.url)))), url).toBe(true);
    });

    it(`${family}: its fallback is Arial (or its metric twin) with Capsize's overrides`, () => {
      const fallback = faceNamed(`${family} Fallback`)!;
      expect(fallback).toMatch(/src: local\("Arial"\), local\("Liberation Sans"\);/);
      const { fontFaces } = createFontStack([metrics, arial]);
      expect(overrides(fallback)).toEqual(overrides(fontFaces));
      expect(overrides(fallback)).toHaveLength(4);
    });
  }

  it("every text names the face and its fallback in a rule the first response keeps", () => {
    expect(css).toMatch(/body \{[^}]*font-family: "IBM Plex Sans", "IBM Plex Sans Fallback", sans-serif;/);
    expect(css).toMatch(
      /h1,\s*h2,\s*h3,\s*h4 \{\s*font-family: "Space Grotesk", "Space Grotesk Fallback", sans-serif;/,
    );
  });
});
