import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a prerendered page loads before it is interactive: its module scripts,
 * modulepreload links and the modules its inline boot script imports (./defer-hydration.ts),
 * and what those import statically. Lazy `import()` chunks inside the bundle (supabase-js on
 * pages that only need it later) are not counted.
 */
export function initialScripts(clientDir: string, html: string): string[] {
  const found = new Set<string>();
  const add = (src: string) => {
    if (src.startsWith("/assets/") && src.endsWith(".js")) found.add(src);
  };
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) add(m[1]!);
  // Follow static imports between chunks ("./chunk-abc.js"), not dynamic import() calls.
  const queue = [...found];
  while (queue.length > 0) {
    const src = queue.pop()!;
    const code = readFileSync(join(clientDir, src), "utf8");
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      const dep = "/assets/" + m[1]!.slice(2);
      if (!found.has(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...found].sort();
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
