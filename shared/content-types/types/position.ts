import { POSITION_TITLE_MAX } from "../../submission-kinds.ts";
import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const position = {
  type: "position",
  label: "Open positions",
  itemLabel: "Position",
  role: "careers",
  offSiteWords: { hide: "Close", show: "Reopen", hidden: "Closed" },
  titleField: "title",
  fields: [
    // The application form stores the title as the job_applications row's position_title.
    text("title", "Title", POSITION_TITLE_MAX, { help: "Shown on /careers and chosen on /apply." }),
    text("department", "Department", 80),
    text("location", "Location", 80),
    {
      name: "description",
      label: "Description",
      kind: "longText",
      required: true,
      max: 2000,
      help: "A blank line starts a new paragraph; lines starting with “- ” make a list.",
    },
    {
      name: "datePosted",
      label: "Date posted",
      kind: "date",
      required: true,
      max: 10,
      newItem: "today",
      help: "Search engines show it with the job. A new position starts with today's.",
    },
  ],
  routes: ["/careers", "/apply"],
} as const satisfies ContentTypeDecl;
