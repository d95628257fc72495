import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const pageHero = {
  type: "page-hero",
  label: "Page heroes",
  itemLabel: "Hero",
  role: "editor",
  titleField: "title",
  fixed: true,
  fields: [
    text("eyebrow", "Eyebrow", 60, { help: "The short line above the title." }),
    text("title", "Title", 80),
    text("lead", "Lead", 300),
    {
      name: "photo",
      label: "Photo",
      kind: "image",
      slot: {
        ratio: [2, 1],
        wants: "a wide photograph of people at work, a place or the work itself, with no words in it",
      },
      required: false,
      max: 300,
      help: "From the media library, shown across the page under the lead: its largest picture, loaded first.",
    },
  ],
  routes: ["{route}"],
  itemRoutes: {
    platform: "/platform",
    "core-engine": "/platform/core-engine",
    studio: "/platform/studio",
    finance: "/solutions/finance",
    technology: "/technology",
    labs: "/kosmos-labs",
    institute: "/kosmos-institute",
    about: "/about",
    careers: "/careers",
    contact: "/contact",
    "our-team": "/our-team",
    partnerships: "/partnerships",
    "research-partnerships": "/research-partnerships",
    "incubation-programme": "/incubation-programme",
    resources: "/resources",
    documentation: "/resources/documentation",
  },
} as const satisfies ContentTypeDecl;
