import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The brand's colour tokens (src/app.css's @theme) meet WCAG 2.2 AA in every pairing the site uses
 * for text: 4.5:1 for body text (which also covers large text's 3:1 and the focus outline's 3:1),
 * and docs/style.md's contrast table says the same figures, so a newcomer picks from true ones.
 */
const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
const theme = /@theme \{([\s\S]*?)\}/.exec(css)![1]!;
const TOKENS: Record<string, string> = {
  white: "#ffffff",
  ...Object.fromEntries([...theme.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!])),
};

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a background, as the site's components set them (text-* on bg-*). */
const PAIRS: [text: string, background: string][] = [
  ["ink", "white"],
  ["ink", "surface"],
  ["muted", "white"],
  ["muted", "surface"],
  ["brand", "white"],
  ["brand", "surface"],
  ["brand-strong", "white"],
  ["accent", "white"],
  ["accent", "surface"],
  ["navy", "white"],
  ["white", "brand"],
  ["white", "brand-strong"],
  ["white", "navy"],
  ["white", "ink"],
];

describe("the colour tokens", () => {
  it.each(PAIRS)("%s text on %s meets AA (4.5:1)", (text, background) => {
    expect(TOKENS[text], text).toBeDefined();
    expect(TOKENS[background], background).toBeDefined();
    expect(contrast(TOKENS[text]!, TOKENS[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it("are described in docs/style.md with their true values and contrasts", () => {
    const doc = readFileSync(new URL("../docs/style.md", import.meta.url), "utf8");
    // A table's row, however its columns are padded.
    const row = (...cells: string[]) =>
      new RegExp(`\\|\\s*${cells.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s*\\|\\s*")}\\s*\\|`);
    for (const [name, hex] of Object.entries(TOKENS)) {
      if (name === "white") continue;
      expect(doc, name).toMatch(row(`\`${name}\``, `\`${hex}\``));
    }
    for (const [text, background] of PAIRS) {
      const ratio = contrast(TOKENS[text]!, TOKENS[background]!).toFixed(1);
      expect(doc, `${text} on ${background}`).toMatch(row(`\`${text}\` on \`${background}\``, `${ratio}:1`));
    }
  });
});
