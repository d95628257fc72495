import { link, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const story = {
  type: "story",
  label: "Success stories",
  itemLabel: "Story",
  role: "editor",
  titleField: "title",
  fields: [
    text("title", "Title", 120),
    text("industry", "Industry", 60),
    {
      name: "description",
      label: "Description",
      kind: "longText",
      required: true,
      max: 600,
      help: "The customer's result, as their evidence supports it.",
      claim: { dueTakesOff: true },
    },
    {
      name: "icon",
      label: "Icon",
      kind: "choice",
      required: true,
      max: 20,
      options: [
        { value: "network", label: "Network" },
        { value: "badge-check", label: "Badge with a tick" },
        { value: "landmark", label: "Public building" },
        { value: "shield-alert", label: "Shield" },
        { value: "trending-up", label: "Rising chart" },
        { value: "globe", label: "Globe" },
      ],
    },
    link("link", "Link"),
  ],
  routes: ["/", "/home"],
} as const satisfies ContentTypeDecl;
