import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const partner = {
  type: "partner",
  label: "Partners",
  itemLabel: "Partner",
  role: "editor",
  titleField: "name",
  fields: [
    text("name", "Name", 120),
    {
      name: "group",
      label: "Shown among",
      kind: "choice",
      required: true,
      max: 20,
      options: [
        { value: "research", label: "Research institutions" },
        { value: "business", label: "Business partners" },
      ],
    },
    { name: "url", label: "Website", kind: "url", required: true, max: 2048, help: "https://…" },
    text("monogram", "Logo letters", 4, { help: "Up to four letters, drawn as the partner's logo." }),
    {
      name: "logo",
      label: "Logo",
      kind: "image",
      slot: { ratio: null, wants: "their logo on a white or transparent ground" },
      required: false,
      max: 300,
      help: "From the media library, as PNG or WebP; shown instead of the letters. Mark it decorative: their name is written beside it.",
    },
    { name: "description", label: "Description", kind: "longText", required: true, max: 600 },
  ],
  // The research institutions are the Labs' academic partners too.
  routes: ["/partnerships", "/kosmos-labs"],
} as const satisfies ContentTypeDecl;
