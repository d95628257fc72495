import type { Page } from "~/config/pages";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** sitemap.xml from the route table: indexable pages only, absolute URLs on the public origin. */
export function sitemapXml(pages: Page[], siteUrl: string, articlePaths: readonly string[] = []): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const urls = [...pages.filter((page) => page.indexable).map((page) => page.path), ...articlePaths].map(
    (path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API is not content. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\nDisallow: /rest/\nDisallow: /storage/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
