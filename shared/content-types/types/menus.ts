import { MENU_NAMES, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const menus = {
  type: "menus",
  label: "Menus",
  itemLabel: "Menus",
  role: "editor",
  titleField: "platformGroup",
  fixed: true,
  fields: MENU_NAMES.map(([name, label]) => text(name, label, 40)),
  routes: ["*"],
} as const satisfies ContentTypeDecl;
