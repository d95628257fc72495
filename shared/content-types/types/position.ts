import { EMPLOYMENT_TYPES, WORKPLACES } from "../../jobs.ts";
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
    {
      name: "employmentType",
      label: "Employment type",
      kind: "choice",
      required: true,
      max: 20,
      options: Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label })),
    },
    {
      name: "workplace",
      label: "Where the work is done",
      kind: "choice",
      required: false,
      max: 20,
      options: Object.entries(WORKPLACES).map(([value, label]) => ({ value, label })),
    },
    {
      name: "salaryMin",
      label: "Salary from (£ a year)",
      kind: "money",
      required: false,
      max: 7,
      help: "Whole pounds, digits only (60000). Shown on /careers and to search engines; leave both empty to show none.",
    },
    { name: "salaryMax", label: "Salary to (£ a year)", kind: "money", required: false, max: 7 },
    {
      name: "closingDate",
      label: "Closing date",
      kind: "date",
      required: false,
      max: 10,
      help: "The last day to apply: the position leaves /careers and /apply by itself when that day ends in London.",
    },
  ],
  routes: ["/careers", "/apply"],
} as const satisfies ContentTypeDecl;
