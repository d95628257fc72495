import { CARD_ICONS, CARD_SECTION_ROUTES, HOME, shownIn, text } from "../building-blocks.ts";
import type { ContentTypeDecl } from "../field-kinds.ts";

export const card = {
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
} as const satisfies ContentTypeDecl;
