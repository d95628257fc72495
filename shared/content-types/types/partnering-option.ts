import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const partneringOption = {
  type: "partnering-option",
  label: "Ways to partner with the Institute",
  itemLabel: "Way to partner",
  role: "editor",
  titleField: "title",
  fields: [
    text("title", "Title", 80),
    { name: "text", label: "Text", kind: "longText", required: true, max: 400 },
    text("linkLabel", "Link's words", 80, { help: "The link writes to the Institute's address (site settings)." }),
    text("subject", "Mail subject", 120, { help: "The subject of the e-mail the link starts." }),
  ],
  routes: ["/kosmos-institute"],
} as const satisfies ContentTypeDecl;
