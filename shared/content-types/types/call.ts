import { HOME, buttons, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const call = {
  type: "call",
  label: "Closing calls",
  itemLabel: "Closing call",
  role: "editor",
  titleField: "title",
  fixed: true,
  fields: [
    text("title", "Title", 120),
    { name: "text", label: "Text", kind: "longText", required: true, max: 1200, help: "The line under the title." },
    ...buttons,
  ],
  routes: ["{route}"],
  itemRoutes: {
    "home-closing": HOME,
    "platform-closing": "/platform",
    "core-engine-closing": "/platform/core-engine",
    "studio-closing": "/platform/studio",
    "finance-closing": "/solutions/finance",
    "technology-closing": "/technology",
    "labs-closing": "/kosmos-labs",
    "about-journey": "/about",
  },
} as const satisfies ContentTypeDecl;
