import {
  CATEGORIES,
  CATEGORY_LABELS,
  DOCUMENTATION_ROUTES,
  LIBRARY_ROUTES,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type Library,
} from "./library";
import { isDocumentAddress, isPictureChoice, pictureProblem, type Picture, type PictureChoice } from "./picture";
import type { RichDoc, RichNode } from "./rich-text";
import type { StaffRole } from "./staff-roles";
import { POSITION_TITLE_MAX } from "./submission-kinds";

/**
 * Each kind of content staff publish, declared once (docs/decisions/037-publishing.md):
 * its fields (label, kind, limit, required), the role that edits it, and the routes that show it.
 * The database's rules (private.content_types, written by `npm run gen:content-types` into a
 * migration; server/content/content-items.server.test.ts holds the two equal), the back office's
 * editor (src/admin/site-content/), the pages' data (src/content/site-content.ts) and the routes a
 * publish re-renders (server/publish/) all derive from it. Adding a type is one declaration here, its
 * seed in src/content/ and the page that shows it.
 */
export type FieldKind =
  | "text"
  | "longText"
  | "date"
  | "url"
  | "email"
  | "richText"
  | "choice"
  | "image"
  /** A download: a PDF of the media library (its stable address) or a file at an https:// address. */
  | "document"
  /** Some of its options: a list of their values, each once, in the order chosen (the first named first). */
  | "choices"
  /** Yes or no (true, or absent): a box to tick. */
  | "flag";

export type ContentField = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Characters after trimming (of its text, for rich text); the database says the same. */
  max: number;
  /** Said under the field in the back office. */
  help?: string;
  /** A choice's (or choices') values, each with the back office's label. */
  options?: readonly { value: string; label: string }[];
};

export type ContentTypeDecl = {
  type: string;
  /** The back office's names: the list's heading and one item. */
  label: string;
  itemLabel: string;
  role: StaffRole;
  /** The field that names an item in lists; its slug is made from it. */
  titleField: string;
  fields: readonly ContentField[];
  /**
   * The routes whose pages show this content: a publish re-renders exactly these. `{slug}` stands
   * for an item's slug and `{route}` for its entry in `itemRoutes`: a change to that item renders
   * its own route only; `{section}` for the route of the section the item is shown in
   * (`sectionRoutes`, by its `section` field): a change renders that section's page only; `*` is
   * every page.
   */
  routes: readonly string[];
  /** Only the items the install came with, none added or removed (the legal pages). */
  fixed?: boolean;
  /** The back office's words for taking an item off the site and back (Hide, Show, Hidden when not said). */
  offSiteWords?: { hide: string; show: string; hidden: string };
  /** The fields a new item's slug is made from (the title field when not said). */
  slugFields?: readonly string[];
  /** For a route `{route}`: each item's own route, by slug (a page's hero on its page). */
  itemRoutes?: Readonly<Record<string, string | readonly string[]>>;
  /** For a route `{section}`: each section's route(s), by the value of the items' `section` field. */
  sectionRoutes?: Readonly<Record<string, string | readonly string[]>>;
};

/** A required line of text (the name kept literal, so each type's data is typed field by field). */
const text = <N extends string>(name: N, label: string, max: number, extra: { help?: string } = {}) =>
  ({ name, label, kind: "text", required: true, max, ...extra }) as const;

/** Which section an item (a card, a step) is shown in: one of the sections that hold such items. */
const shownIn = <const O extends readonly { value: string; label: string }[]>(options: O) =>
  ({ name: "section", label: "Shown in", kind: "choice", required: true, max: 40, options }) as const;

/** A required link: https, mailto or a path of this site. */
const link = <N extends string>(name: N, label: string) =>
  ({
    name,
    label,
    kind: "url",
    required: true,
    max: 2048,
    help: "https://…, mailto:… or a page of this site (/contact).",
  }) as const;

/** The library's download (a document's, a resource's): a PDF of the media library or a file elsewhere. */
const download = {
  name: "download_url",
  label: "Download",
  kind: "document",
  required: false,
  max: 2048,
  help: "A PDF of the media library, or an address starting with https://.",
} as const;

/** Two buttons, each a label and a link: the home page's hero and each closing call have them. */
const buttons = [
  text("primaryLabel", "First button", 40),
  link("primaryLink", "First button's link"),
  text("secondaryLabel", "Second button", 40),
  link("secondaryLink", "Second button's link"),
] as const;

/**
 * Each name the menus show, one field of the 'menus' item, its label saying where it shows. The
 * menus' structure (which pages, in which groups and order) is the route table's, in
 * src/config/site.ts; their words are content.
 */
const MENU_NAMES = [
  ["platformGroup", "Platform group (header and footer)"],
  ["platformOverview", "Platform Overview link"],
  ["coreEngine", "Core Engine link"],
  ["studio", "Studio link"],
  ["solutions", "Solutions link"],
  ["technology", "Technology link (header and footer)"],
  ["technologyTag", "Technology link's tag (header)"],
  ["aboutGroup", "About group (header)"],
  ["aboutUs", "About Us link (header and footer)"],
  ["ourTeam", "Our Team link (header and footer)"],
  ["partners", "Partners link (header)"],
  ["careers", "Careers link (header and footer)"],
  ["contact", "Contact link (header and footer)"],
  ["requestDemo", "Button at the top of every page (to /contact)"],
  ["researchGroup", "R&D group (footer)"],
  ["labs", "Labs link (footer)"],
  ["researchPartnerships", "Research Partnerships link (footer)"],
  ["incubation", "Incubation Programme link (footer)"],
  ["institute", "Institute link (footer)"],
  ["companyGroup", "Company group (footer)"],
  ["partnerships", "Partnerships link (footer)"],
  ["privacy", "Privacy link (footer)"],
  ["terms", "Terms link (footer)"],
  ["cookies", "Cookies link (footer)"],
] as const;

/** The home page and its alias: what shows the home page's content. */
const HOME = ["/", "/home"] as const;

/** The sections with cards beyond the home page's, each on its page. */
const CARD_SECTION_ROUTES = {
  "about-mission-vision": "/about",
  "about-advantages": "/about",
  "about-values": "/about",
  "core-engine-capabilities": "/platform/core-engine",
  "studio-capabilities": "/platform/studio",
  "finance-audiences": "/solutions/finance",
  "technology-science": "/technology",
  "labs-moat": "/kosmos-labs",
  "labs-pillars": "/kosmos-labs",
  "institute-pillars": "/kosmos-institute",
  "careers-why": "/careers",
  "research-offers": "/research-partnerships",
  "incubation-support": "/incubation-programme",
} as const;

/** The sections of numbered steps (or principles), each on its page. */
const STEP_SECTION_ROUTES = {
  "technology-pipeline": "/technology",
  "labs-innovation": "/kosmos-labs",
  "institute-principles": "/kosmos-institute",
} as const;

/** The sections of illustrated features, each on its product page. */
const FEATURE_SECTION_ROUTES = {
  "core-engine-features": "/platform/core-engine",
  "studio-features": "/platform/studio",
  "finance-features": "/solutions/finance",
} as const;

/**
 * The site's illustrations a feature or the home page's comparison may show (src/content/illustrations.ts
 * has each file); photos and uploaded pictures are the media library's.
 */
export const ILLUSTRATIONS = [
  { value: "chaos-abm-engine", label: "Chaotic attractor among agents" },
  { value: "ai-driven-analytics", label: "Neural network and forecast" },
  { value: "visual-model-builder", label: "Model-building canvas" },
  { value: "interactive-dashboards", label: "Dashboard of scenarios" },
  { value: "systemic-risk-assessment", label: "Network with a failing institution" },
  { value: "market-microstructure", label: "Order-book depth chart" },
  { value: "solution-hero", label: "Trend line and branching scenarios" },
] as const;

/**
 * An illustration and the words that stand for it, required: no picture without its text. A
 * picture of the media library, when chosen, is shown instead (with its own alternative text).
 */
const illustration = [
  { name: "illustration", label: "Illustration", kind: "choice", required: true, max: 40, options: ILLUSTRATIONS },
  text("illustrationAlt", "Illustration's text", 300, {
    help: "What the picture shows, read out to visitors who cannot see it.",
  }),
  {
    name: "picture",
    label: "Picture from the library",
    kind: "image",
    required: false,
    max: 300,
    help: "Shown instead of the illustration when chosen.",
  },
] as const;

/** A list, one point a line. */
const points = <N extends string>(name: N, label: string) =>
  ({ name, label, kind: "longText", required: true, max: 1000, help: "One point a line." }) as const;

/** The icons a card may have (src/content/card-icons.ts draws each). */
const CARD_ICONS = [
  { value: "network", label: "Network" },
  { value: "globe", label: "Globe" },
  { value: "scale", label: "Scales" },
  { value: "eye", label: "Eye" },
  { value: "shield-alert", label: "Shield" },
  { value: "compass", label: "Compass" },
  { value: "layers", label: "Layers" },
  { value: "waypoints", label: "Waypoints" },
  { value: "landmark", label: "Public building" },
  { value: "trending-up", label: "Rising chart" },
  { value: "sparkles", label: "Sparkles" },
  { value: "crosshair", label: "Crosshair" },
  { value: "activity", label: "Pulse" },
  { value: "file-check", label: "Checked document" },
  { value: "zap", label: "Lightning" },
  { value: "gauge", label: "Gauge" },
  { value: "plug", label: "Plug" },
  { value: "lock", label: "Lock" },
  { value: "boxes", label: "Boxes" },
  { value: "database", label: "Database" },
  { value: "git-branch", label: "Branches" },
  { value: "shield-check", label: "Shield with a tick" },
  { value: "timer", label: "Timer" },
  { value: "users", label: "People" },
  { value: "banknote", label: "Banknote" },
  { value: "building", label: "Office building" },
  { value: "line-chart", label: "Line chart" },
  { value: "piggy-bank", label: "Piggy bank" },
  { value: "book-open", label: "Open book" },
  { value: "code", label: "Code" },
  { value: "graduation-cap", label: "Graduation cap" },
  { value: "atom", label: "Atom" },
  { value: "brain-circuit", label: "Brain circuit" },
  { value: "flask", label: "Flask" },
  { value: "history", label: "History" },
  { value: "message", label: "Message" },
  { value: "pointer", label: "Pointer" },
  { value: "share", label: "Share" },
  { value: "sliders", label: "Sliders" },
  { value: "users-round", label: "Team" },
  { value: "lightbulb", label: "Light bulb" },
  { value: "orbit", label: "Orbit" },
  { value: "sigma", label: "Sigma" },
  { value: "target", label: "Target" },
  { value: "radar", label: "Radar" },
  { value: "world", label: "World" },
  { value: "heart-handshake", label: "Handshake" },
  { value: "cpu", label: "Processor" },
  { value: "rocket", label: "Rocket" },
] as const;

export const CONTENT_TYPES = [
  {
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
      { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
      {
        name: "datePosted",
        label: "Date posted",
        kind: "date",
        required: true,
        max: 10,
        help: "Search engines show it with the job.",
      },
    ],
    routes: ["/careers", "/apply"],
  },
  {
    type: "legal-page",
    label: "Legal pages",
    itemLabel: "Legal page",
    role: "admin",
    titleField: "title",
    fixed: true,
    fields: [
      text("title", "Title", 100),
      {
        name: "effectiveDate",
        label: "Effective date",
        kind: "date",
        required: true,
        max: 10,
        help: "Shown as “Last updated”: the date this version takes effect.",
      },
      {
        name: "body",
        label: "Text",
        kind: "richText",
        required: true,
        max: 60_000,
        help: "Each level-2 heading starts a numbered section.",
      },
    ],
    routes: ["/{slug}"],
  },
  {
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
  },
  {
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
        required: false,
        max: 300,
        help: "From the media library, as PNG or WebP; shown instead of the letters. Mark it decorative: their name is written beside it.",
      },
      { name: "description", label: "Description", kind: "longText", required: true, max: 600 },
    ],
    // The research institutions are the Labs' academic partners too.
    routes: ["/partnerships", "/kosmos-labs"],
  },
  {
    type: "partner-stat",
    label: "Partnership figures",
    itemLabel: "Figure",
    role: "editor",
    titleField: "label",
    fixed: true,
    fields: [text("value", "Figure", 12, { help: "As shown: 5+, 2, 3." }), text("label", "Label", 60)],
    routes: ["/partnerships"],
  },
  {
    type: "story",
    label: "Success stories",
    itemLabel: "Story",
    role: "editor",
    titleField: "title",
    fields: [
      text("title", "Title", 120),
      text("industry", "Industry", 60),
      { name: "description", label: "Description", kind: "longText", required: true, max: 600 },
      {
        name: "icon",
        label: "Icon",
        kind: "choice",
        required: true,
        max: 20,
        options: [
          { value: "network", label: "Network" },
          { value: "badge-check", label: "Badge with a tick" },
          { value: "landmark", label: "Public building" },
          { value: "shield-alert", label: "Shield" },
          { value: "trending-up", label: "Rising chart" },
          { value: "globe", label: "Globe" },
        ],
      },
      link("link", "Link"),
    ],
    routes: ["/", "/home"],
  },
  {
    type: "testimonial",
    label: "Home page proof",
    itemLabel: "Proof",
    role: "editor",
    titleField: "attribution",
    fixed: true,
    fields: [
      text("highlightFigure", "Highlighted figure", 12, { help: "Shown large above the stories: 22%." }),
      text("highlightText", "What the figure says", 200),
      { name: "quote", label: "Testimonial", kind: "longText", required: true, max: 600 },
      text("attribution", "Who said it", 120, { help: "A role and an organisation, as they agreed to be named." }),
      text("partnerName", "Their organisation", 120, { help: "Named by its logo, which links to its site." }),
      { name: "partnerLink", label: "Their website", kind: "url", required: true, max: 2048, help: "https://…" },
      {
        name: "logo",
        label: "Their logo",
        kind: "image",
        required: false,
        max: 300,
        help: "From the media library, as PNG or WebP; its alternative text is their name. Without one, the site's placeholder logo shows.",
      },
    ],
    routes: ["/", "/home"],
  },
  {
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
      text("copyright", "Copyright line", 160, { help: "At the very foot of every page: © year and company." }),
      ...(
        [
          [
            "contactEmail",
            "General contact address",
            "On /contact, in the legal pages' wording and the search engines' data.",
          ],
          ["supportEmail", "Technical support address", "The documentation page's 'Contact Support Team'."],
          ["careersEmail", "Careers address", "On /careers and /our-team, and in an applicant's acknowledgement."],
          [
            "partnershipsEmail",
            "Partnerships address",
            "On /partnerships, and in a research partner's acknowledgement.",
          ],
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
  },
  {
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
  },
  {
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
  },
  {
    type: "call",
    label: "Closing calls",
    itemLabel: "Closing call",
    role: "editor",
    titleField: "title",
    fixed: true,
    fields: [
      text("title", "Title", 120),
      { name: "text", label: "Text", kind: "longText", required: true, max: 1200, help: "The line under the title." },
      ...buttons,
    ],
    routes: ["{route}"],
    itemRoutes: {
      "home-closing": HOME,
      "platform-closing": "/platform",
      "core-engine-closing": "/platform/core-engine",
      "studio-closing": "/platform/studio",
      "finance-closing": "/solutions/finance",
      "technology-closing": "/technology",
      "labs-closing": "/kosmos-labs",
      "about-journey": "/about",
    },
  },
  {
    type: "section",
    label: "Page sections",
    itemLabel: "Section",
    role: "editor",
    titleField: "title",
    fixed: true,
    fields: [
      {
        name: "eyebrow",
        label: "Eyebrow",
        kind: "text",
        required: false,
        max: 60,
        help: "The short line above the title, if any.",
      },
      text("title", "Title", 120),
      {
        name: "intro",
        label: "Introduction",
        kind: "longText",
        required: false,
        max: 1200,
        help: "The paragraph under the title, if any.",
      },
    ],
    routes: ["{route}"],
    itemRoutes: {
      "home-challenges": HOME,
      "home-solution": HOME,
      "home-platform": HOME,
      "home-why-choose": HOME,
      "home-benefits": HOME,
      "home-stories": HOME,
      "home-testimonial": HOME,
      ...CARD_SECTION_ROUTES,
      ...STEP_SECTION_ROUTES,
      "about-vision": "/about",
      "institute-mission": "/kosmos-institute",
      "institute-partner": "/kosmos-institute",
      "careers-positions": "/careers",
      "careers-open-application": "/careers",
      "contact-message": "/contact",
      "contact-direct": "/contact",
      "contact-office": "/contact",
      "contact-response": "/contact",
      "team-leadership": "/our-team",
      "team-advisors": "/our-team",
      "team-join": "/our-team",
      "partnerships-research": "/partnerships",
      "partnerships-business": "/partnerships",
      "partnerships-become": "/partnerships",
      "research-apply": "/research-partnerships",
      "incubation-apply": "/incubation-programme",
      "documentation-resources": "/resources/documentation",
      "documentation-support": "/resources/documentation",
      "apply-heading": "/apply",
      "labs-partners": "/kosmos-labs",
      "labs-performance": "/kosmos-labs",
      "platform-paradigm": "/platform",
      "platform-architecture": "/platform",
    },
  },
  {
    type: "card",
    label: "Cards",
    itemLabel: "Card",
    role: "editor",
    titleField: "title",
    fields: [
      shownIn([
        { value: "home-challenges", label: "Home: Are You Facing These Challenges?" },
        { value: "home-platform", label: "Home: The Kosmos Platform" },
        { value: "home-why-choose", label: "Home: Why Choose Kosmos" },
        { value: "home-benefits", label: "Home: What You Gain" },
        { value: "core-engine-capabilities", label: "Core Engine: Built for Serious Workloads" },
        { value: "studio-capabilities", label: "Studio: Made for Analysts and Decision-Makers" },
        { value: "finance-audiences", label: "Finance: Who It Is For" },
        { value: "technology-science", label: "Technology: The Science Behind Kosmos" },
        { value: "labs-moat", label: "Labs: Our R&D Moat" },
        { value: "labs-pillars", label: "Labs: Three Scientific Pillars" },
        { value: "institute-pillars", label: "Institute: Four Pillars" },
        { value: "about-mission-vision", label: "About: Mission & Vision" },
        { value: "about-advantages", label: "About: The Kosmos Advantage" },
        { value: "about-values", label: "About: Our Values" },
        { value: "careers-why", label: "Careers: Why Join Kosmos?" },
        { value: "research-offers", label: "Research Partnerships: What a Partnership Offers" },
        { value: "incubation-support", label: "Incubation Programme: How the Programme Works" },
      ]),
      text("title", "Title", 80),
      { name: "description", label: "Text", kind: "longText", required: true, max: 400 },
      { name: "icon", label: "Icon", kind: "choice", required: true, max: 20, options: CARD_ICONS },
      {
        name: "link",
        label: "Link",
        kind: "url",
        required: false,
        max: 2048,
        help: "A page of this site the card leads to (/platform), if any.",
      },
    ],
    // The pages whose sections have cards.
    routes: ["{section}"],
    sectionRoutes: {
      "home-challenges": HOME,
      "home-platform": HOME,
      "home-why-choose": HOME,
      "home-benefits": HOME,
      ...CARD_SECTION_ROUTES,
    },
    slugFields: ["section", "title"],
  },
  {
    type: "step",
    label: "Steps and principles",
    itemLabel: "Step",
    role: "editor",
    titleField: "title",
    fields: [
      shownIn([
        { value: "technology-pipeline", label: "Technology: From Data to Decision" },
        { value: "labs-innovation", label: "Labs: Innovation Pipeline" },
        { value: "institute-principles", label: "Institute: Our Principles" },
      ]),
      text("title", "Title", 80),
      { name: "text", label: "Text", kind: "longText", required: true, max: 400 },
    ],
    routes: ["{section}"],
    sectionRoutes: STEP_SECTION_ROUTES,
    slugFields: ["section", "title"],
  },
  {
    type: "feature",
    label: "Illustrated features",
    itemLabel: "Feature",
    role: "editor",
    titleField: "title",
    fields: [
      shownIn([
        { value: "core-engine-features", label: "Core Engine" },
        { value: "studio-features", label: "Studio" },
        { value: "finance-features", label: "Finance" },
      ]),
      text("title", "Title", 80),
      { name: "summary", label: "Summary", kind: "longText", required: true, max: 800 },
      points("points", "Points"),
      ...illustration,
    ],
    routes: ["{section}"],
    sectionRoutes: FEATURE_SECTION_ROUTES,
    slugFields: ["section", "title"],
  },
  {
    type: "comparison",
    label: "Home page comparison",
    itemLabel: "Comparison",
    role: "editor",
    titleField: "afterTitle",
    fixed: true,
    fields: [
      text("beforeTitle", "Left column's title", 80, { help: "The usual way, its points crossed." }),
      points("beforePoints", "Left column's points"),
      text("afterTitle", "Right column's title", 80, { help: "Ours, its points ticked." }),
      points("afterPoints", "Right column's points"),
      ...illustration,
    ],
    routes: HOME,
  },
  {
    type: "figure",
    label: "Figures",
    itemLabel: "Figure",
    role: "editor",
    titleField: "label",
    fields: [
      shownIn([{ value: "labs-performance", label: "Labs: Performance at Scale" }]),
      text("value", "Figure", 24, { help: "As shown, large: Millions, 22%, 3." }),
      text("label", "Label", 120, { help: "The words under the figure." }),
    ],
    routes: ["{section}"],
    sectionRoutes: { "labs-performance": "/kosmos-labs" },
    slugFields: ["section", "label"],
  },
  {
    type: "partnering-option",
    label: "Ways to partner with the Institute",
    itemLabel: "Way to partner",
    role: "editor",
    titleField: "title",
    fields: [
      text("title", "Title", 80),
      { name: "text", label: "Text", kind: "longText", required: true, max: 400 },
      text("linkLabel", "Link's words", 80, { help: "The link writes to the Institute's address (site settings)." }),
      text("subject", "Mail subject", 120, { help: "The subject of the e-mail the link starts." }),
    ],
    routes: ["/kosmos-institute"],
  },
  {
    // The documentation page's entries (decision 046): public.documentation is what the live items make.
    type: "document",
    label: "Documentation",
    itemLabel: "Document",
    role: "editor",
    titleField: "title",
    fields: [
      text("title", "Title", 200),
      { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
      {
        name: "sections",
        label: "Sections",
        kind: "longText",
        required: false,
        max: 25_000,
        help: "One section a line: at most 50, each at most 500 characters.",
      },
      { name: "summary", label: "Summary", kind: "longText", required: false, max: 2000 },
      link("access_url", "Access address"),
      download,
    ],
    routes: DOCUMENTATION_ROUTES,
  },
  {
    // The resource library's cards and articles (decision 047): public.resources is what the live items make.
    type: "resource",
    label: "Resources",
    itemLabel: "Resource",
    role: "editor",
    titleField: "title",
    fields: [
      text("title", "Title", 200),
      {
        name: "type",
        label: "Type",
        kind: "choice",
        required: true,
        max: 50,
        options: RESOURCE_TYPES.map((value) => ({ value, label: RESOURCE_TYPE_LABELS[value] })),
      },
      {
        name: "categories",
        label: "Categories",
        kind: "choices",
        required: true,
        max: CATEGORIES.length,
        options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      },
      { name: "date", label: "Date", kind: "date", required: true, max: 10, help: "Shown on the card; newest first." },
      { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
      link("read_more_url", "Read-more address"),
      download,
      {
        name: "image_url",
        label: "Image address",
        kind: "url",
        required: false,
        max: 2048,
        help: "A picture's address, https://…: kept with the resource (the cards do not show pictures).",
      },
      { name: "featured", label: "Featured on the home page", kind: "flag", required: false, max: 5 },
      {
        name: "body",
        label: "Article",
        kind: "richText",
        required: false,
        max: 50_000,
        help: "With an article, the resource has its own page at /resources/ and its address, and its “Read more” leads there.",
      },
    ],
    // Listed on these; an article's own page (/resources/<address>) is the library's unit (server/publish/snapshot.ts).
    routes: LIBRARY_ROUTES,
  },
  {
    type: "menus",
    label: "Menus",
    itemLabel: "Menus",
    role: "editor",
    titleField: "platformGroup",
    fixed: true,
    fields: MENU_NAMES.map(([name, label]) => text(name, label, 40)),
    routes: ["*"],
  },
  {
    type: "page-meta",
    label: "Page titles and descriptions",
    itemLabel: "Page",
    role: "editor",
    titleField: "title",
    fixed: true,
    fields: [
      text("title", "Title", 120, { help: "The browser's tab and search results (about 60 characters show there)." }),
      text("description", "Description", 300, {
        help: "Search results and link previews (about 155 characters show there).",
      }),
    ],
    routes: ["{route}"],
    // Each page of the route table (src/config/pages.ts) by its path; the home page's is its /home alias's too.
    itemRoutes: {
      home: HOME,
      platform: "/platform",
      "platform-core-engine": "/platform/core-engine",
      "platform-studio": "/platform/studio",
      "solutions-finance": "/solutions/finance",
      technology: "/technology",
      resources: "/resources",
      "resources-documentation": "/resources/documentation",
      about: "/about",
      "our-team": "/our-team",
      partnerships: "/partnerships",
      careers: "/careers",
      apply: "/apply",
      contact: "/contact",
      "kosmos-labs": "/kosmos-labs",
      "research-partnerships": "/research-partnerships",
      "incubation-programme": "/incubation-programme",
      "kosmos-institute": "/kosmos-institute",
      privacy: "/privacy",
      terms: "/terms",
      cookies: "/cookies",
    },
  },
] as const satisfies readonly ContentTypeDecl[];

export type ContentTypeName = (typeof CONTENT_TYPES)[number]["type"];
type FieldsOf<T extends ContentTypeName> = Extract<(typeof CONTENT_TYPES)[number], { type: T }>["fields"][number];
type ValueOf<F extends ContentField> = F["kind"] extends "richText"
  ? RichDoc
  : F["kind"] extends "image"
    ? Picture
    : F["kind"] extends "choices"
      ? string[]
      : F["kind"] extends "flag"
        ? true
        : string;
/** One item's data: text fields as strings (dates as YYYY-MM-DD), rich text as its document; an optional field may be absent. */
export type ContentData<T extends ContentTypeName> = {
  [F in FieldsOf<T> as F["required"] extends true ? F["name"] : never]: ValueOf<F>;
} & { [F in FieldsOf<T> as F["required"] extends true ? never : F["name"]]?: ValueOf<F> };
/** A long text's lines (an address), without blank ones. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A long text's paragraphs: blank lines part them. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A field's value however typed: text, a rich text document, a picture chosen from the library, some choices, a flag. */
export type FieldValue = string | RichDoc | PictureChoice | string[] | boolean;

/** An item as the pages read it: its slug and data, in the editors' order. */
export type ContentEntry<T extends ContentTypeName> = { slug: string; data: ContentData<T> };
/** Every type's live items and the published library: what a page is rendered from. */
export type SiteContent = { [T in ContentTypeName]: ContentEntry<T>[] } & { library: Library };

/** An item as the database lists it. */
export type ContentRow = { type: string; slug: string; data: unknown };

/** Rows of content_items (in the editors' order) as the pages read them, one list a type; rows of unknown types left out. */
export function groupContent(rows: readonly ContentRow[], library: Library): SiteContent {
  const content = Object.fromEntries(CONTENT_TYPES.map((type) => [type.type, [] as Omit<ContentRow, "type">[]]));
  for (const row of rows) content[row.type]?.push({ slug: row.slug, data: row.data });
  return { ...content, library } as unknown as SiteContent;
}

/**
 * The pages a type's content may show on, for people: its routes with each token put in words or
 * expanded (an item's or a section's own routes, every page).
 */
export function routesShown(decl: ContentTypeDecl): string[] {
  const expand = (routes: Readonly<Record<string, string | readonly string[]>> | undefined) =>
    Object.values(routes ?? {}).flat();
  return [
    ...new Set(
      decl.routes.flatMap((route) => {
        if (route === "*") return ["every page"];
        if (route === "{route}") return expand(decl.itemRoutes);
        if (route === "{section}") return expand(decl.sectionRoutes);
        return [route.replace("{slug}", "<address>")];
      }),
    ),
  ];
}

export function contentType(type: string): ContentTypeDecl {
  const found = CONTENT_TYPES.find((t) => t.type === type);
  if (!found) throw new Error(`No content type ${type}`);
  return found;
}

export function isContentType(value: unknown): value is ContentTypeName {
  return CONTENT_TYPES.some((t) => t.type === value);
}

/** The slug an item gets from its title: lower-case words joined by hyphens (the database checks the form). */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const SLUG_MAX = 80;

const LINK = /^(https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|\/([^/\s]\S*)?)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOWNLOAD = /^https:\/\/[^\s/]+\S*$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/**
 * What is wrong with a field's value, in the words the database uses (private.checked_content_data
 * says the same, and refuses whatever the browser lets through), or null when it is fine.
 */
export function fieldProblem(
  field: ContentField,
  raw: FieldValue | undefined,
  isSitePath: (path: string) => boolean = () => true,
): string | null {
  if (field.kind === "image")
    return pictureProblem(field.label, field.required, isPictureChoice(raw) ? raw : undefined);
  if (field.kind === "richText") {
    const doc = typeof raw === "object" && !Array.isArray(raw) && !isPictureChoice(raw) ? raw : undefined;
    return richTextProblem(field, doc, isSitePath);
  }
  if (field.kind === "flag") return raw === undefined || typeof raw === "boolean" ? null : `${field.label}: yes or no`;
  if (field.kind === "choices") return choicesProblem(field, Array.isArray(raw) ? raw : []);
  const value = (typeof raw === "string" ? raw : "").trim();
  if (value === "") return field.required ? `${field.label}: this field is required` : null;
  const length = [...value].length;
  if (length > field.max) return `${field.label}: at most ${field.max} characters (this has ${length})`;
  if (CONTROL.test(value) || (field.kind !== "longText" && /[\r\n]/.test(value))) {
    return `${field.label}: one line of text, without control characters`;
  }
  if (field.kind === "date" && !isCalendarDate(value)) return `${field.label}: a date as YYYY-MM-DD`;
  if (field.kind === "url" && !LINK.test(value)) {
    return `${field.label}: an address starting with https://, mailto: or / (a page of this site)`;
  }
  if (field.kind === "url") {
    const missing = missingSitePath(value, isSitePath);
    if (missing) return `${field.label}: ${missing} is not a page of this site`;
  }
  if (field.kind === "document" && !(DOWNLOAD.test(value) || isDocumentAddress(value))) {
    return `${field.label}: a PDF of the media library, or an address starting with https://`;
  }
  if (field.kind === "email" && !EMAIL.test(value)) return `${field.label}: an e-mail address`;
  if (field.kind === "choice" && !field.options?.some((option) => option.value === value)) {
    return `${field.label}: one of ${field.options?.map((option) => option.value).join(", ")}`;
  }
  return null;
}

function choicesProblem(field: ContentField, chosen: readonly string[]): string | null {
  if (chosen.length === 0) return field.required ? `${field.label}: choose at least one` : null;
  const values = field.options?.map((option) => option.value) ?? [];
  if (chosen.some((value) => !values.includes(value)) || new Set(chosen).size !== chosen.length) {
    return `${field.label}: each one of ${values.join(", ")}, once`;
  }
  return null;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The nodes and marks rich text may hold: what the page renders (src/components/sections/RichText.tsx). */
export const RICH_TEXT_TYPES = [
  "doc",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "text",
  "hardBreak",
  "bold",
  "italic",
  "link",
] as const;

/**
 * The page an address of this site leads to (its path without query, fragment or closing slash),
 * or null for an address elsewhere. private.site_path_of says the same in the database.
 */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith("/")) return null;
  return href.split("#")[0]!.split("?")[0]!.replace(/\/+$/, "") || "/";
}

/** The site's path a link leads to when no page is there, or null. */
function missingSitePath(href: string, isSitePath: (path: string) => boolean): string | null {
  const path = sitePathOf(href);
  return path !== null && !isSitePath(path) ? path : null;
}

function richTextProblem(
  field: ContentField,
  doc: RichDoc | undefined,
  isSitePath: (path: string) => boolean,
): string | null {
  const types: string[] = [];
  const hrefs: unknown[] = [];
  let text = "";
  const walk = (node: RichNode) => {
    types.push(node.type);
    if (typeof node.text === "string") text += node.text;
    for (const mark of node.marks ?? []) {
      types.push(mark.type);
      if (mark.type === "link") hrefs.push(mark.attrs?.href);
    }
    (node.content ?? []).forEach(walk);
  };
  if (doc) walk(doc as RichNode);
  if (text.trim() === "") return field.required ? `${field.label}: this field is required` : null;
  const unknown = types.find((type) => !(RICH_TEXT_TYPES as readonly string[]).includes(type));
  if (unknown) return `${field.label}: holds ${unknown}, which a page cannot show`;
  if (hrefs.some((href) => typeof href !== "string" || !LINK.test(href))) {
    return `${field.label}: every link an address starting with https://, mailto: or / (a page of this site)`;
  }
  const missing = hrefs.map((href) => missingSitePath(href as string, isSitePath)).find(Boolean);
  if (missing) return `${field.label}: ${missing} is not a page of this site`;
  const length = [...text.trim()].length;
  if (length > field.max) return `${field.label}: at most ${field.max} characters (this has ${length})`;
  return null;
}
