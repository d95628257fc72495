import type { Tables } from "./database.types.ts";
import { isRichDoc, type RichDoc } from "./rich-text.ts";

/**
 * The library's words: the resource types and categories staff choose from, with the label a
 * card shows for each (spec §3, §5). One home for the public library and the back office's
 * editor (decision 025); the 'resource' content type's options are these (shared/content-types/,
 * decision 047), so the database refuses any other value.
 */
export const RESOURCE_TYPES = ["white-paper", "case-study", "blog", "webinar", "news", "video"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A card's type badge (the filter's plural labels are the resources feature's). */
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  "white-paper": "White Paper",
  "case-study": "Case Study",
  blog: "Blog Post",
  webinar: "Webinar",
  news: "News",
  video: "Video",
};

export const CATEGORIES = ["finance", "geopolitics", "technology", "platform"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  finance: "Finance",
  geopolitics: "Geopolitics",
  technology: "Technology",
  platform: "Platform",
};

export const isResourceType = (value: string): value is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(value);
export const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** A resource as the pages show it: a row of public.resources, its article's body as rich text. */
export type LibraryResource = Omit<Tables<"resources">, "created_at" | "body"> & { body: RichDoc | null };
/** An entry of /resources/documentation: a row of public.documentation (made from a 'document' item, decision 046). */
export type LibraryDocument = Omit<Tables<"documentation">, "created_at" | "sort_order">;
/** The published library: resources newest first, documentation in the order it was added. */
export type Library = { resources: LibraryResource[]; documentation: LibraryDocument[] };

/**
 * The pages that list the library (the home page's Latest Insights too) and the sitemap that names
 * each article. The feed (/resources/feed.xml) is read from the database at each request.
 */
export const LIBRARY_ROUTES = ["/", "/home", "/resources", "/sitemap.xml"] as const;
export const DOCUMENTATION_ROUTES = ["/resources/documentation"] as const;

/** How many featured resources the home page shows (spec §9). */
export const FEATURED_LIMIT = 3;

/** The columns a card shows (every one but the article's body): what the library's islands read. */
export const CARD_COLUMNS =
  "id,title,type,categories,date,description,image_url,image_position,download_url,download_size,read_more_url,featured,slug";
/** A resource as a card shows it. */
export type ResourceCardData = Omit<LibraryResource, "body">;

/** A resource with an article has its own page; the database gives a slug exactly to those with a body. */
export const articleRoute = (slug: string) => `/resources/${slug}`;
export const hasArticle = <R extends Pick<LibraryResource, "slug">>(r: R): r is R & { slug: string } => r.slug !== null;
/** Where a card's "Read more" leads: the resource's article, or the address staff gave. */
export const readMoreHref = (r: Pick<LibraryResource, "slug" | "read_more_url">) =>
  hasArticle(r) ? articleRoute(r.slug) : r.read_more_url;

/** Rows as the API answers them (body as JSON) → as the pages read them; resources newest first. */
export function libraryOf(
  resources: readonly Omit<Tables<"resources">, "created_at">[],
  documentation: readonly LibraryDocument[],
): Library {
  return {
    resources: resources
      .map((r) => (isRichDoc(r.body) ? { ...r, body: r.body } : { ...r, slug: null, body: null }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    documentation: [...documentation],
  };
}

/** What the library's islands are given: the cards, without the articles' bodies. */
export const cardsOf = (resources: readonly LibraryResource[]): ResourceCardData[] =>
  resources.map(({ body: _body, ...card }) => card);
