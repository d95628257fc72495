import { groupContent, type ContentRow, type SiteContent } from "~shared/content-types";
import { libraryOf, type LibraryDocument } from "~shared/library";
import type { Tables } from "~shared/database.types";

/**
 * The live content of a hosted project, for a build that goes to a CDN: its pages are
 * made from what staff published there, not from the seed. Read with the publishable key, as any
 * visitor may; a project that cannot be read stops the build rather than publish the seed.
 */
export async function publishedContent(url: string, key: string, fetcher: typeof fetch = fetch): Promise<SiteContent> {
  const read = async <T>(query: string): Promise<T> => {
    const response = await fetcher(`${url.replace(/\/+$/, "")}/rest/v1/${query}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    if (!response.ok) throw new Error(`The site's content could not be read from ${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [rows, resources, documentation, redirects] = await Promise.all([
    read<ContentRow[]>("content_items?select=type,slug,data&live=is.true&order=type,sort_order,slug"),
    read<Tables<"resources">[]>(
      "resources?select=id,title,type,categories,date,description,image_url,image_position,download_url,read_more_url,featured,slug,body",
    ),
    read<LibraryDocument[]>(
      "documentation?select=id,title,description,sections,summary,access_url,download_url&order=sort_order,id",
    ),
    read<{ from_path: string; to_path: string }[]>("redirects?select=from_path,to_path&order=from_path"),
  ]);
  const redirectList = redirects.map((r) => ({ from: r.from_path, to: r.to_path }));
  return groupContent(rows, libraryOf(resources, documentation), redirectList);
}
