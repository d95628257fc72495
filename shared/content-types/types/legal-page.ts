import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const legalPage = {
  type: "legal-page",
  label: "Legal pages",
  itemLabel: "Legal page",
  role: "admin",
  titleField: "title",
  fixed: true,
  fields: [
    text("title", "Title", 100),
    {
      name: "effectiveDate",
      label: "Effective date",
      kind: "date",
      required: true,
      max: 10,
      help: "Shown as “Last updated”: the date this version takes effect.",
    },
    {
      name: "body",
      label: "Text",
      kind: "richText",
      required: true,
      max: 60_000,
      help: "Each level-2 heading starts a numbered section.",
    },
  ],
  routes: ["/{slug}"],
} as const satisfies ContentTypeDecl;
