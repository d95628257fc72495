import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The reference as a hand-written page at the limit arrives: in one request, its CSS
 * inline, nothing else to fetch before its largest paint but the site's own two typefaces (the
 * same files, so the comparison weighs the pages, not the fonts). The stylesheet is kept as its
 * own file (bench/reference/reference.css) to edit, and put into the page here; its
 * `url("font:<name>")` becomes `fontUrl(<name>)`.
 */
export function inlineReference(html: string, css: string, fontUrl: (name: string) => string): string {
  const link = /<link rel="stylesheet" href="reference\.css">/;
  if (!link.test(html))
    throw new Error("bench/reference/index.html no longer links reference.css: inline it by hand or mend this");
  const styled = css.trim().replace(/url\("font:([a-z0-9-]+)"\)/g, (_, name: string) => `url("${fontUrl(name)}")`);
  return html.replace(link, () => `<style>\n${styled}\n</style>`);
}

/** Where the site's build serves a font file (`/assets/<name>.<hash>.woff2`), found in its folder. */
export function builtFontUrl(clientDir: string): (name: string) => string {
  const files = readdirSync(join(clientDir, "assets"));
  return (name) => {
    const file = files.find((candidate) => candidate.startsWith(`${name}.`) && candidate.endsWith(".woff2"));
    if (!file) throw new Error(`The build in ${clientDir} has no ${name}.woff2: build the site first`);
    return `/assets/${file}`;
  };
}

export function referencePage(fontUrl: (name: string) => string): string {
  const html = readFileSync(new URL("./reference/index.html", import.meta.url), "utf8");
  const css = readFileSync(new URL("./reference/reference.css", import.meta.url), "utf8");
  return inlineReference(html, css, fontUrl);
}
