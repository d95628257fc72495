import { HOME, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const pageMeta = {
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
    {
      name: "image",
      label: "Share image",
      kind: "image",
      slot: { ratio: [40, 21], wants: "a landscape picture that reads at a thumbnail’s size (1200 × 630)" },
      required: false,
      max: 300,
      help: "From the media library: the picture link previews show when this page is shared (the site's own when none). Landscape, about 1200 × 630.",
    },
    {
      name: "hidden",
      label: "Hide from search engines",
      kind: "flag",
      required: false,
      max: 5,
      help: "Asks search engines not to list this page (noindex) and leaves it out of the sitemap; visitors and links still reach it.",
    },
  ],
  // Its page, and the sitemap, which leaves out the pages hidden from search engines.
  routes: ["{route}", "/sitemap.xml"],
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
} as const satisfies ContentTypeDecl;
