import type { APIRoute } from "astro";
import { articleRoute } from "~shared/library";
import { pages } from "~/config/pages";
import { articles } from "~/content/site-content";
import { sitemapXml } from "~/lib/seo";

/** sitemap.xml, from the route table (indexable pages only) and the library's articles; rendered again when they change. */
export const GET: APIRoute = ({ site, locals }) =>
  new Response(
    sitemapXml(
      pages,
      String(site),
      articles(locals).map((article) => articleRoute(article.slug)),
    ),
    { headers: { "content-type": "application/xml; charset=utf-8" } },
  );
