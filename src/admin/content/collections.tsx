import { CATEGORY_LABELS, isCategory, isResourceType, RESOURCE_TYPE_LABELS } from "~shared/library";
import type { Json } from "~shared/database.types";
import { EMPTY_DOC, hasText, isRichDoc } from "~shared/rich-text";
import {
  documentationTable,
  resourcesTable,
  type Document,
  type DocumentRow,
  type Resource,
  type ResourceRow,
} from "./api/tables";
import type { Collection } from "./collection";
import { DocumentFields } from "./DocumentFields";
import { ResourceFields } from "./ResourceFields";
import { documentSchema, nullIfEmpty, resourceSchema, validate, type DocumentDraft, type ResourceDraft } from "./rules";

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

/** The documentation list (/resources/documentation). */
export const documentation: Collection<Document, DocumentRow, DocumentDraft> = {
  table: "documentation",
  access: documentationTable,
  heading: "Documentation",
  noun: "document",
  shownOn: "the documentation page",
  loading: "Loading documentation…",
  errorTitle: "The documentation could not be loaded",
  empty: "No documents yet.",
  describe: (doc) =>
    `${doc.sections.length} ${doc.sections.length === 1 ? "section" : "sections"}${doc.summary ? " · with summary" : ""}`,
  draftOf: (doc) => ({
    title: doc?.title ?? "",
    description: doc?.description ?? "",
    sections: doc?.sections ?? [],
    summary: doc?.summary ?? "",
    access_url: doc?.access_url ?? "",
    download_url: doc?.download_url ?? "",
  }),
  check: (draft) => {
    const checked = validate(documentSchema, draft);
    if (!checked.ok) return checked;
    const v = checked.value;
    return { ok: true, row: { ...v, summary: nullIfEmpty(v.summary), download_url: nullIfEmpty(v.download_url) } };
  },
  Fields: DocumentFields,
};
