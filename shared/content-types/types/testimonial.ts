import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const testimonial = {
  type: "testimonial",
  label: "Home page proof",
  itemLabel: "Proof",
  role: "editor",
  titleField: "attribution",
  fixed: true,
  fields: [
    {
      ...text("highlightFigure", "Highlighted figure", 12, { help: "Shown large above the stories: 22%." }),
      claim: { dueTakesOff: false },
    },
    { ...text("highlightText", "What the figure says", 200), claim: { dueTakesOff: false } },
    { name: "quote", label: "Testimonial", kind: "longText", required: true, max: 600 },
    text("attribution", "Who said it", 120, { help: "A role and an organisation, as they agreed to be named." }),
    text("partnerName", "Their organisation", 120, { help: "Named by its logo, which links to its site." }),
    { name: "partnerLink", label: "Their website", kind: "url", required: true, max: 2048, help: "https://…" },
    {
      name: "logo",
      label: "Their logo",
      kind: "image",
      slot: { ratio: null, wants: "their logo on a white or transparent ground" },
      required: false,
      max: 300,
      help: "From the media library, as PNG or WebP; its alternative text is their name. Without one, the site's placeholder logo shows.",
    },
  ],
  routes: ["/", "/home"],
} as const satisfies ContentTypeDecl;
