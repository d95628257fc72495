import type { APIRoute } from "astro";
import { robotsTxt } from "~/lib/seo";

/** robots.txt, written at build time for the configured public origin. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(String(site)), { headers: { "content-type": "text/plain; charset=utf-8" } });
