import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const person = {
  type: "person",
  label: "Team and advisors",
  itemLabel: "Person",
  role: "editor",
  titleField: "name",
  slugFields: ["name", "title"],
  fields: [
    text("name", "Name", 120, { help: "“To be announced” for a role whose holder is not yet public." }),
    text("title", "Title", 120),
    {
      name: "group",
      label: "Shown among",
      kind: "choice",
      required: true,
      max: 20,
      options: [
        { value: "team", label: "Leadership & Research" },
        { value: "advisor", label: "Advisors" },
      ],
    },
    {
      name: "photo",
      label: "Photo",
      kind: "image",
      slot: { ratio: [1, 1], wants: "a portrait, head and shoulders, shown in a circle" },
      required: false,
      max: 300,
      help: "From the media library; without one, the page shows their initials.",
    },
    {
      name: "bio",
      label: "Biography",
      kind: "longText",
      required: true,
      max: 3000,
      help: "A blank line between paragraphs.",
    },
    {
      name: "linkedin",
      label: "Profile link",
      kind: "url",
      required: false,
      max: 2048,
      help: "Their LinkedIn or other professional profile (https://…).",
    },
    {
      name: "announced",
      label: "Announced",
      kind: "choice",
      required: true,
      max: 20,
      options: [
        { value: "yes", label: "Yes: name and initials shown" },
        { value: "no", label: "Not yet: a placeholder icon" },
      ],
    },
  ],
  routes: ["/our-team"],
} as const satisfies ContentTypeDecl;
