import { defineMiddleware } from "astro:middleware";
import { islandScriptsAtEnd } from "~/lib/island-scripts";

/**
 * Runs as each page is prerendered (the site is static): moves Astro's hydration scripts to the
 * end of the page's body, so they no longer hold up the first paint (src/lib/island-scripts.ts).
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = islandScriptsAtEnd(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
