import { buttons, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const homeHero = {
  type: "home-hero",
  label: "Home page hero",
  itemLabel: "Hero",
  role: "editor",
  titleField: "title",
  fixed: true,
  fields: [
    text("subtitle", "Eyebrow", 120, { help: "The short line above the title." }),
    text("title", "Title", 120),
    text("tagline", "Lead", 300),
    ...buttons,
  ],
  routes: ["/", "/home"],
} as const satisfies ContentTypeDecl;
