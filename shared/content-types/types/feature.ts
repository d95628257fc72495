import { FEATURE_SECTION_ROUTES, illustration, points, shownIn, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const feature = {
  type: "feature",
  label: "Illustrated features",
  itemLabel: "Feature",
  role: "editor",
  titleField: "title",
  fields: [
    shownIn([
      { value: "core-engine-features", label: "Core Engine" },
      { value: "studio-features", label: "Studio" },
      { value: "finance-features", label: "Finance" },
    ]),
    text("title", "Title", 80),
    { name: "summary", label: "Summary", kind: "longText", required: true, max: 800 },
    points("points", "Points"),
    ...illustration,
  ],
  routes: ["{section}"],
  sectionRoutes: FEATURE_SECTION_ROUTES,
  slugFields: ["section", "title"],
} as const satisfies ContentTypeDecl;
