import type { APIRoute } from "astro";
import { pages } from "~/config/pages";
import { sitemapXml } from "~/lib/seo";

/** sitemap.xml, written at build time from the route table (indexable pages only). */
export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(pages, String(site)), { headers: { "content-type": "application/xml; charset=utf-8" } });
