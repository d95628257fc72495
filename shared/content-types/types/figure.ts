import { shownIn, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const figure = {
  type: "figure",
  label: "Figures",
  itemLabel: "Figure",
  role: "editor",
  titleField: "label",
  fields: [
    shownIn([{ value: "labs-performance", label: "Labs: Performance at Scale" }]),
    {
      ...text("value", "Figure", 24, { help: "As shown, large: Millions, 22%, 3." }),
      claim: { dueTakesOff: true },
    },
    text("label", "Label", 120, { help: "The words under the figure." }),
  ],
  routes: ["{section}"],
  sectionRoutes: { "labs-performance": "/kosmos-labs" },
  slugFields: ["section", "label"],
} as const satisfies ContentTypeDecl;
