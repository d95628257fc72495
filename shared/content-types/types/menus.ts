import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

/** The button at the top of every page (to /contact); the menus' links are each a 'menu-link'. */
export const menus = {
  type: "menus",
  label: "Header button",
  itemLabel: "Header button",
  role: "editor",
  titleField: "requestDemo",
  fixed: true,
  fields: [text("requestDemo", "Button at the top of every page (to /contact)", 40)],
  routes: ["*"],
} as const satisfies ContentTypeDecl;
