import { CATEGORY_LABELS, isCategory, isResourceType, RESOURCE_TYPE_LABELS } from "~shared/library";
import type { Json } from "~shared/database.types";
import { EMPTY_DOC, hasText, isRichDoc } from "~shared/rich-text";
import { resourcesTable, type Resource, type ResourceRow } from "./api/tables";
import type { Collection } from "./collection";
import { ResourceFields } from "./ResourceFields";
import { nullIfEmpty, resourceSchema, validate, type ResourceDraft } from "./rules";

const categoryLabel = (c: string) => (isCategory(c) ? CATEGORY_LABELS[c] : c);

/** The resource library (/resources and the home page's featured list). */
export const resources: Collection<Resource, ResourceRow, ResourceDraft> = {
  table: "resources",
  access: resourcesTable,
  heading: "Resources",
  noun: "resource",
  shownOn: "the resource library",
  loading: "Loading resources…",
  errorTitle: "The resources could not be loaded",
  empty: "No resources yet.",
  describe: (r) =>
    `${isResourceType(r.type) ? RESOURCE_TYPE_LABELS[r.type] : r.type} · ${r.date} · ${r.categories.map(categoryLabel).join(", ")}${r.featured ? " · Featured" : ""}`,
  draftOf: (r) => ({
    title: r?.title ?? "",
    type: r?.type ?? "",
    categories: r?.categories ?? [],
    date: r?.date ?? new Date().toISOString().slice(0, 10),
    description: r?.description ?? "",
    image_url: r?.image_url ?? "",
    download_url: r?.download_url ?? "",
    read_more_url: r?.read_more_url ?? "",
    featured: r?.featured ?? false,
    slug: r?.slug ?? "",
    body: isRichDoc(r?.body) ? r.body : EMPTY_DOC,
  }),
  check: (draft) => {
    const checked = validate(resourceSchema, draft);
    if (!checked.ok) return checked;
    const v = checked.value;
    const article = hasText(v.body) ? { slug: v.slug, body: v.body as Json } : { slug: null, body: null };
    return {
      ok: true,
      row: { ...v, ...article, image_url: nullIfEmpty(v.image_url), download_url: nullIfEmpty(v.download_url) },
    };
  },
  Fields: ResourceFields,
  featured: (r) => r.featured,
};
