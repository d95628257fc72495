import { HOME, illustration, points, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const comparison = {
  type: "comparison",
  label: "Home page comparison",
  itemLabel: "Comparison",
  role: "editor",
  titleField: "afterTitle",
  fixed: true,
  fields: [
    text("beforeTitle", "Left column's title", 80, { help: "The usual way, its points crossed." }),
    points("beforePoints", "Left column's points"),
    text("afterTitle", "Right column's title", 80, { help: "Ours, its points ticked." }),
    points("afterPoints", "Right column's points"),
    ...illustration,
  ],
  routes: HOME,
} as const satisfies ContentTypeDecl;
