import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { REDIRECTS_FILE } from "../../shared/redirects.ts";

/** The compressed copies the build writes beside a file: sent in its place, never as files of their own. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Lists every file under root as URL paths ("/assets/x.js"), but the compressed copies and the redirects. Only these are ever served. */
export async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile() || COMPRESSED_COPY.test(entry.name) || entry.name === REDIRECTS_FILE) continue;
    const full = join(entry.parentPath, entry.name);
    files.add("/" + relative(root, full).split(sep).join("/"));
  }
  return files;
}

/** The file a route is served from, relative to the site's folder: a page's index.html, the not-found page's 404.html, or a file such as /sitemap.xml. */
export function fileOfRoute(route: string): string {
  if (route === "/404") return "404.html";
  if (/\.[a-z]+$/.test(route)) return route.slice(1);
  return route === "/" ? "index.html" : `${route.replace(/^\/|\/$/g, "")}/index.html`;
}
