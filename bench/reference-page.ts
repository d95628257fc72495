import { readFileSync } from "node:fs";

/**
 * The reference as a hand-written page at the limit arrives: in one request, its CSS
 * inline, nothing else to fetch before its largest paint. The stylesheet is kept as its own file
 * (bench/reference/reference.css) to edit, and put into the page here.
 */
export function inlineReference(html: string, css: string): string {
  const link = /<link rel="stylesheet" href="reference\.css">/;
  if (!link.test(html))
    throw new Error("bench/reference/index.html no longer links reference.css: inline it by hand or mend this");
  return html.replace(link, () => `<style>\n${css.trim()}\n</style>`);
}

export function referencePage(): string {
  const html = readFileSync(new URL("./reference/index.html", import.meta.url), "utf8");
  const css = readFileSync(new URL("./reference/reference.css", import.meta.url), "utf8");
  return inlineReference(html, css);
}
