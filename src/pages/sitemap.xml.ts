import type { APIRoute } from "astro";
import { articleRoute } from "~shared/library";
import { pages } from "~/config/pages";
import { articles, hiddenFromSearch } from "~/content/site-content";
import { sitemapXml } from "~/lib/seo";

/**
 * sitemap.xml, from the route table (indexable pages only, less those staff hid from search
 * engines) and the library's articles; rendered again when they change.
 */
export const GET: APIRoute = ({ site, locals }) =>
  new Response(
    sitemapXml(
      pages.filter((page) => !hiddenFromSearch(locals).has(page.path)),
      String(site),
      articles(locals).map((article) => articleRoute(article.slug)),
    ),
    { headers: { "content-type": "application/xml; charset=utf-8" } },
  );
