import { dirname, join } from "node:path";

/** Beside the served folder (build/client): the fingerprints of the content its pages show. */
export const CONTENT_HASHES_FILE = "content-hashes.json";

/** Where the publisher finds what it needs, from the folder the server serves (BUILD_DIR, build/client). */
export function publishPaths(siteRoot: string) {
  const buildRoot = dirname(siteRoot);
  return {
    siteRoot,
    /** The on-demand build (astro.render.config.ts). */
    renderEntry: join(buildRoot, "render", "server", "entry.mjs"),
    hashesFile: join(buildRoot, CONTENT_HASHES_FILE),
    /** On the same file system as the site, so moving a file in is one rename. */
    stagingRoot: join(buildRoot, ".publishing"),
  };
}

/**
 * Every page the site serves, as routes: each index.html of the folder but the back office's,
 * and the not-found page ("/404", written to 404.html). What a change shown on every page renders.
 */
export function everyRoute(files: Iterable<string>): string[] {
  const routes: string[] = [];
  for (const file of files) {
    if (file === "/404.html") routes.push("/404");
    if (!file.endsWith("/index.html") || file.startsWith("/admin/")) continue;
    routes.push(file === "/index.html" ? "/" : file.slice(0, -"/index.html".length));
  }
  return routes.sort();
}
