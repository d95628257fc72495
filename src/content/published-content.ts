import { groupContent, type ContentRow, type SiteContent } from "~shared/content-types";

/**
 * The live content of a hosted project, for a build that goes to a CDN (issue 37): its pages are
 * made from what staff published there, not from the seed. Read with the publishable key, as any
 * visitor may; a project that cannot be read stops the build rather than publish the seed.
 */
export async function publishedContent(url: string, key: string, fetcher: typeof fetch = fetch): Promise<SiteContent> {
  const address = `${url.replace(/\/+$/, "")}/rest/v1/content_items?select=type,slug,data&live=is.true&order=type,sort_order,slug`;
  const response = await fetcher(address, { headers: { apikey: key, authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`The site's content could not be read from ${url}: ${response.status}`);
  return groupContent((await response.json()) as ContentRow[]);
}
