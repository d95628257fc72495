import { text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const siteSettings = {
  type: "site-settings",
  label: "Site settings",
  itemLabel: "Settings",
  role: "admin",
  titleField: "tagline",
  fixed: true,
  fields: [
    text("tagline", "Footer tagline", 160, { help: "Under the logo at the foot of every page." }),
    text("companyName", "Company name", 120, {
      help: "How the site names the company: link previews, search engines' data, job postings, the mails to visitors.",
    }),
    text("legalName", "Legal name", 160, { help: "The registered name, in search engines' data." }),
    text("copyright", "Copyright line", 160, {
      help: "At the very foot of every page, after “©” and the year, which is always the current one (every page is published again at New Year).",
    }),
    // UK company law wants a company's registered name, number, place of registration and
    // registered office on its website: the footer says them once the number is filled in.
    {
      name: "companyNumber",
      label: "Company number",
      kind: "text",
      required: false,
      max: 20,
      help: "The number Companies House gave the company: with it, the foot of every page names the legal name, the number, where it is registered and its registered office.",
    },
    {
      name: "registeredIn",
      label: "Place of registration",
      kind: "text",
      required: false,
      max: 80,
      help: "Where the company is registered, e.g. England and Wales.",
    },
    {
      name: "registeredOffice",
      label: "Registered office",
      kind: "text",
      required: false,
      max: 300,
      help: "The registered office's address on one line, as Companies House has it.",
    },
    {
      name: "vatNumber",
      label: "VAT number",
      kind: "text",
      required: false,
      max: 20,
      help: "Shown after the registration at the foot of every page when given, e.g. GB 123 4567 89.",
    },
    {
      name: "newsletterSender",
      label: "Newsletter sender name",
      kind: "text",
      required: false,
      max: 80,
      help: "The name newsletters come from, e.g. Kosmos Intelligence (the address stays the site's sending address).",
    },
    {
      name: "newsletterReplyTo",
      label: "Newsletter reply-to address",
      kind: "email",
      required: false,
      max: 254,
      help: "Where a subscriber's reply to a newsletter goes; without it, to the sending address.",
    },
    {
      name: "mailSignature",
      label: "Signature of replies",
      kind: "longText",
      required: false,
      max: 500,
      help: "Under every reply staff write to a visitor from the inbox, one line a row: the company's name, its address, a telephone number. Without it, the company name.",
    },
    ...(
      [
        [
          "contactEmail",
          "General contact address",
          "On /contact, in the legal pages' wording and the search engines' data.",
        ],
        ["supportEmail", "Technical support address", "The documentation page's 'Contact Support Team'."],
        ["careersEmail", "Careers address", "On /careers and /our-team, and in an applicant's acknowledgement."],
        ["partnershipsEmail", "Partnerships address", "On /partnerships, and in a research partner's acknowledgement."],
        [
          "instituteEmail",
          "Institute address",
          "On /kosmos-institute, and in a programme applicant's acknowledgement.",
        ],
      ] as const
    ).map(([name, label, help]) => ({ name, label, kind: "email", required: true, max: 254, help }) as const),
    {
      name: "officeAddress",
      label: "Office address",
      kind: "longText",
      required: true,
      max: 300,
      help: "One line a row, the company's name first: on /contact and in the search engines' data (street, then postcode and city).",
    },
    {
      name: "mapLink",
      label: "Map address",
      kind: "url",
      required: true,
      max: 2048,
      help: "An OpenStreetMap embed address (https://www.openstreetmap.org/export/embed.html?…): the pages show maps from there only.",
    },
    text("mapTitle", "Map description", 160, { help: "What the map shows, for screen readers." }),
  ],
  // Every page: the footer is on each of them.
  routes: ["*"],
} as const satisfies ContentTypeDecl;
