import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const partnerStat = {
  type: "partner-stat",
  label: "Partnership figures",
  itemLabel: "Figure",
  role: "editor",
  titleField: "label",
  fixed: true,
  fields: [
    { ...text("value", "Figure", 12, { help: "As shown: 5+, 2, 3." }), claim: { dueTakesOff: false } },
    text("label", "Label", 60),
  ],
  routes: ["/partnerships"],
} as const satisfies ContentTypeDecl;
