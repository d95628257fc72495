import { DOCUMENTATION_ROUTES } from "../../library.ts";
import { download, link, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const document = {
  // The documentation page's entries (decision 046): public.documentation is what the live items make.
  type: "document",
  label: "Documentation",
  itemLabel: "Document",
  role: "editor",
  titleField: "title",
  fields: [
    text("title", "Title", 200),
    { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
    {
      name: "sections",
      label: "Sections",
      kind: "longText",
      required: false,
      max: 25_000,
      help: "One section a line: at most 50, each at most 500 characters.",
    },
    { name: "summary", label: "Summary", kind: "longText", required: false, max: 2000 },
    link("access_url", "Access address"),
    download,
  ],
  routes: DOCUMENTATION_ROUTES,
} as const satisfies ContentTypeDecl;
