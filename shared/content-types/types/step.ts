import { STEP_SECTION_ROUTES, shownIn, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const step = {
  type: "step",
  label: "Steps and principles",
  itemLabel: "Step",
  role: "editor",
  titleField: "title",
  fields: [
    shownIn([
      { value: "technology-pipeline", label: "Technology: From Data to Decision" },
      { value: "labs-innovation", label: "Labs: Innovation Pipeline" },
      { value: "institute-principles", label: "Institute: Our Principles" },
      { value: "institute-journey", label: "Institute: From Question to Public Good" },
    ]),
    text("title", "Title", 80),
    { name: "text", label: "Text", kind: "longText", required: true, max: 400 },
  ],
  routes: ["{section}"],
  sectionRoutes: STEP_SECTION_ROUTES,
  slugFields: ["section", "title"],
} as const satisfies ContentTypeDecl;
