import { CATEGORIES, CATEGORY_LABELS, LIBRARY_ROUTES, RESOURCE_TYPES, RESOURCE_TYPE_LABELS } from "../../library.ts";
import { download, link, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const resource = {
  // The resource library's cards and articles (decision 047): public.resources is what the live items make.
  type: "resource",
  label: "Resources",
  itemLabel: "Resource",
  role: "editor",
  titleField: "title",
  fields: [
    text("title", "Title", 200),
    {
      name: "type",
      label: "Type",
      kind: "choice",
      required: true,
      max: 50,
      options: RESOURCE_TYPES.map((value) => ({ value, label: RESOURCE_TYPE_LABELS[value] })),
    },
    {
      name: "categories",
      label: "Categories",
      kind: "choices",
      required: true,
      max: CATEGORIES.length,
      options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
    {
      name: "date",
      label: "Date",
      kind: "date",
      required: true,
      max: 10,
      newItem: "today",
      help: "Shown on the card; newest first. A new resource starts with today's.",
    },
    { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
    {
      ...link("read_more_url", "Read-more address"),
      required: false,
      help: "Where “Read more” leads when the resource has no article: https://…, mailto:… or a page of this site (/contact). With an article, leave it empty.",
    },
    download,
    {
      name: "image",
      label: "Card picture",
      kind: "image",
      slot: { ratio: [40, 21], wants: "a landscape picture that says the subject at a glance (1200 × 630)" },
      required: false,
      max: 300,
      help: "From the media library: on the resource's card and, with an article, at the top of its page and in link previews when the article is shared. A landscape picture about 1200 × 630 suits all three.",
    },
    { name: "featured", label: "Featured on the home page", kind: "flag", required: false, max: 5 },
    {
      name: "body",
      label: "Article",
      kind: "richText",
      required: false,
      max: 50_000,
      help: "With an article, the resource has its own page at /resources/ and its address, and its “Read more” leads there.",
    },
  ],
  // Listed on these; an article's own page (/resources/<address>) is the library's unit (server/publish/snapshot.ts).
  routes: LIBRARY_ROUTES,
  pageAddress: "/resources/",
} as const satisfies ContentTypeDecl;
