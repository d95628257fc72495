/**
 * The library's words: the resource types and categories staff choose from, with the label a
 * card shows for each (spec §3, §5). One home for the public library and the back office's
 * editor (decision 025). The database holds no list of them: a value it has and this does not
 * is shown as it is.
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
