import type { ContentTypeDecl } from "../field-kinds.ts";

/**
 * One link of the site's menus: the header (and the phone menu, which shows the same), the
 * footer's columns, or the legal line at the very foot. Links that share a group are shown
 * together, in the list's order: a dropdown in the header, a column in the footer.
 */
export const menuLink = {
  type: "menu-link",
  label: "Menus",
  itemLabel: "Menu link",
  role: "editor",
  titleField: "label",
  fields: [
    {
      name: "menu",
      label: "Menu",
      kind: "choice",
      required: true,
      max: 20,
      options: [
        { value: "header", label: "Header and phone menu" },
        { value: "footer", label: "Footer columns" },
        { value: "legal", label: "Foot of every page, beside the copyright" },
      ],
    },
    {
      name: "group",
      label: "Group",
      kind: "text",
      required: false,
      max: 40,
      help: "Links with the same group are shown together: a dropdown named so in the header, a column headed so in the footer. Leave it empty for a link of its own in the header.",
    },
    { name: "label", label: "Label", kind: "text", required: true, max: 40 },
    {
      name: "link",
      label: "Link",
      kind: "url",
      required: true,
      max: 2048,
      help: "A page of this site (/resources, /resources/an-article) or an address starting with https://.",
    },
    {
      name: "tag",
      label: "Badge",
      kind: "text",
      required: false,
      max: 12,
      help: "A few letters shown beside a link of its own in the header, such as R&D.",
    },
  ],
  routes: ["*"],
  slugFields: ["menu", "group", "label"],
  orderedWithin: "menu",
  listedBy: ["menu", "group", "link"],
  offSiteWords: { hide: "Remove", show: "Put back", hidden: "Not in the menu" },
} as const satisfies ContentTypeDecl;
