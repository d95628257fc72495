import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { evaluationOrder } from "./defer-hydration";
import { staticImportsOf } from "./static-imports";

/**
 * The JavaScript a prerendered page loads before it is interactive: its module scripts,
 * modulepreload links and the modules its inline boot script imports (./defer-hydration.ts),
 * and what those import statically. Lazy `import()` chunks inside the bundle (supabase-js on
 * pages that only need it later) are not counted.
 */
export function initialScripts(clientDir: string, html: string): string[] {
  const entries = new Set<string>();
  const add = (src: string) => {
    if (src.startsWith("/assets/") && src.endsWith(".js")) entries.add(src);
  };
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) add(m[1]!);
  return evaluationOrder([...entries], staticImportsOf(clientDir)).sort();
}

export const gzipSize = (clientDir: string, src: string) => gzipSync(readFileSync(join(clientDir, src))).length;

export function initialScriptKb(clientDir: string, html: string) {
  const scripts = initialScripts(clientDir, html);
  const bytes = scripts.reduce((sum, src) => sum + gzipSize(clientDir, src), 0);
  return { scripts, kb: Math.round((bytes / 1024) * 10) / 10 };
}

/** The prerendered HTML file of a route path. */
export const htmlFileFor = (clientDir: string, path: string) =>
  join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
