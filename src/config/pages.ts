/**
 * The route table: one entry a page. It is the single source for each page's head (title,
 * description, canonical URL), the sitemap and the tests; each path has its thin .astro file
 * under src/pages (a unit test checks the two agree).
 * Kept free of React so build tooling can import it.
 */
export type Page = {
  path: string;
  title: string;
  description: string;
  /** Headings a visitor must see on the page; the e2e suite checks them. */
  headings: string[];
  /** Listed in sitemap.xml (the /home alias is not: it has a canonical twin). */
  indexable?: boolean;
  /**
   * Asks search engines not to index the page, which is then out of the sitemap too. No page of
   * the route table needs it today: /apply, the job application form, is listed and indexable
   * (its canonical URL drops the ?position= query), since a noindex page fails Lighthouse's SEO
   * audit, whose score of 100 is a budget on every route.
   */
  noindex?: boolean;
};

export const pages: Page[] = [
  {
    path: "/",
    title: "Kosmos Intelligence: the intelligence engine for modern finance",
    description:
      "Kosmos builds digital twins of financial systems to simulate and predict systemic risk, combining AI, graph databases, chaos theory and agent-based modelling.",
    headings: [
      "The Intelligence Engine for Modern Finance",
      "Are You Facing These Challenges?",
      "Our Solution",
      "The Kosmos Platform",
      "Why Choose Kosmos",
      "What You Gain",
      "Success Stories",
      "Trusted by Industry Leaders",
      "Latest Insights",
      "Ready to Master Complexity?",
      "Ready to Transform Your Financial Intelligence?",
    ],
    indexable: true,
  },
  {
    path: "/home",
    title: "Kosmos Intelligence: the intelligence engine for modern finance",
    description:
      "Kosmos builds digital twins of financial systems to simulate and predict systemic risk, combining AI, graph databases, chaos theory and agent-based modelling.",
    headings: ["The Intelligence Engine for Modern Finance"],
  },
  {
    path: "/platform",
    title: "Platform overview | Kosmos",
    description:
      "One platform in three layers: the Kosmos Core Engine, a low-code Studio and Solution Suites, built to model financial systems rather than describe their past.",
    headings: ["The Kosmos Platform", "Paradigm Shift", "Platform Architecture", "See the Platform in Action"],
    indexable: true,
  },
  {
    path: "/platform/core-engine",
    title: "Core Engine | Kosmos",
    description:
      "The Kosmos Core Engine joins chaos theory, agent-based modelling and AI-driven analytics to simulate how shocks travel through financial systems.",
    headings: [
      "Core Engine",
      "Chaos & ABM Engine",
      "AI-Driven Analytics",
      "Built for Serious Workloads",
      "Put the Engine to Work",
    ],
    indexable: true,
  },
  {
    path: "/platform/studio",
    title: "Studio | Kosmos",
    description:
      "Kosmos Studio is the low-code workspace for building models visually and exploring them through interactive dashboards.",
    headings: [
      "Studio",
      "Visual Model Builder",
      "Interactive Dashboards",
      "Made for Analysts and Decision-Makers",
      "Build Your First Model",
    ],
    indexable: true,
  },
  {
    path: "/solutions/finance",
    title: "Solutions for finance | Kosmos",
    description:
      "Systemic risk assessment and market microstructure simulation for banks, asset managers and regulators.",
    headings: [
      "Solutions for Finance",
      "Systemic Risk Assessment",
      "Market Microstructure Simulation",
      "Who It Is For",
      "See the Finance Suite on Your Data",
    ],
    indexable: true,
  },
  {
    path: "/technology",
    title: "Technology | Kosmos",
    description:
      "The science behind Kosmos: complex systems, graph databases, agent-based modelling, chaos theory and explainable AI.",
    headings: ["Technology", "The Science Behind Kosmos", "From Data to Decision", "Explore Our Research"],
    indexable: true,
  },
  {
    path: "/resources",
    title: "Resource library | Kosmos",
    description:
      "White papers, case studies, articles, webinars and news on systemic risk, geopolitics and financial technology.",
    headings: ["Resources", "Stay Updated"],
    indexable: true,
  },
  {
    path: "/resources/documentation",
    title: "Kosmos Documentation",
    description:
      "Technical documentation for the Kosmos platform: architecture, APIs, model methodology and deployment.",
    headings: ["Kosmos Documentation", "Technical Resources", "Need Technical Support?"],
    indexable: true,
  },
  {
    path: "/about",
    title: "About us | Kosmos",
    description:
      "Kosmos Intelligence brings order from chaos: a London company modelling financial systems to give clarity through insight.",
    headings: [
      "ORDER FROM CHAOS, CLARITY THROUGH INSIGHT",
      "Vision",
      "Mission & Vision",
      "Our Mission",
      "Our Vision",
      "Our Impact",
      "The Kosmos Advantage",
      "Modelling-First Philosophy",
      "Scientific Foundation",
      "Proactive Intelligence",
      "Our Values",
      "Scientific Rigour",
      "Mission-Driven Impact",
      "Innovation Excellence",
      "Join the Journey",
    ],
    indexable: true,
  },
  {
    path: "/our-team",
    title: "Our team | Kosmos",
    description: "The people and advisors behind Kosmos Intelligence.",
    headings: ["Our Team", "Leadership & Research", "Advisors", "Join Our Team"],
    indexable: true,
  },
  {
    path: "/partnerships",
    title: "Partners | Kosmos",
    description: "The universities and business partners Kosmos works with, and how to partner with us.",
    headings: ["Partnerships", "Research Institutions", "Business Partners", "Become a Partner"],
    indexable: true,
  },
  {
    path: "/careers",
    title: "Careers | Kosmos",
    description: "Open positions at Kosmos Intelligence in London: help model the financial system.",
    headings: [
      "Careers",
      "Why Join Kosmos?",
      "Open Positions",
      "Senior Complex Systems Scientist",
      "Graph & Data Platform Engineer",
      "Full-Stack Engineer (React/TypeScript)",
      "Client Solutions Lead, Financial Institutions",
      "Don't See the Right Role?",
    ],
    indexable: true,
  },
  {
    path: "/apply",
    title: "Apply | Kosmos",
    description: "Apply for a position at Kosmos Intelligence.",
    headings: ["Job Application"],
    indexable: true,
  },
  {
    path: "/contact",
    title: "Contact us | Kosmos",
    description:
      "Request a demo or get in touch with Kosmos Intelligence in London. We typically reply within one business day.",
    headings: ["Contact Us", "Send Us a Message", "Direct Contact", "Our Office", "Response Time"],
    indexable: true,
  },
  {
    path: "/kosmos-labs",
    title: "Kosmos Labs | Kosmos",
    description:
      "Kosmos Labs, our research and development arm: scientific pillars, academic partners and research partnerships.",
    headings: [
      "Kosmos Labs",
      "Our R&D Moat",
      "Three Scientific Pillars",
      "Academic Partners",
      "Performance at Scale",
      "Innovation Pipeline",
      "Work With Kosmos Labs",
    ],
    indexable: true,
  },
  {
    path: "/research-partnerships",
    title: "Research partnerships | Kosmos Labs",
    description: "Apply for a research partnership with Kosmos Labs.",
    headings: ["Research Partnerships", "What a Partnership Offers", "Apply for a Research Partnership"],
    indexable: true,
  },
  {
    path: "/incubation-programme",
    title: "Incubation programme | Kosmos Labs",
    description: "Apply to the Kosmos Labs incubation programme for research on complex financial systems.",
    headings: ["Incubation Programme", "How the Programme Works", "Apply to the Programme"],
    indexable: true,
  },
  {
    path: "/kosmos-institute",
    title: "Kosmos Institute | Kosmos",
    description: "The Kosmos Institute, our non-profit: research and education on systemic risk for the public good.",
    headings: ["Kosmos Institute", "Our Mission", "Four Pillars", "Our Principles", "Partner With Us"],
    indexable: true,
  },
  {
    path: "/privacy",
    title: "Privacy notice | Kosmos",
    description: "How Kosmos Intelligence Limited collects, uses and protects personal data.",
    headings: [
      "Privacy Notice",
      "1. Who we are",
      "2. The information we collect and why",
      "3. How long we keep your data",
      "4. Who we share your data with",
      "5. International transfers",
      "7. Your rights",
      "8. Complaints",
    ],
    indexable: true,
  },
  {
    path: "/terms",
    title: "Terms of use | Kosmos",
    description: "The terms on which you may use the Kosmos Intelligence website.",
    headings: [
      "Terms of Use",
      "1. About us",
      "3. No advice",
      "4. Intellectual property",
      "7. Our liability",
      "9. Governing law",
    ],
    indexable: true,
  },
  {
    path: "/cookies",
    title: "Cookie policy | Kosmos",
    description: "How the Kosmos Intelligence website uses cookies and similar technologies.",
    headings: ["Cookie Policy", "2. Cookies on our website", "3. The map on our contact page"],
    indexable: true,
  },
];

/**
 * The addresses of this site a link in the content may lead to: every page of the route table
 * and the files served beside them. The database holds the same (private.site_routes, printed by
 * `npm run gen:content-types -- --routes`; tests/contract/content-seed.test.ts holds them equal),
 * and knows the library's articles besides.
 */
export const LINKABLE_PATHS: readonly string[] = [
  ...pages.map((page) => page.path),
  "/sitemap.xml",
  "/resources/feed.xml",
];

/** Whether a path (as shared/content-types/ sitePathOf gives it) is a page of this site; any article's form passes here, the database knows which exist. */
export const isLinkablePath = (path: string) =>
  LINKABLE_PATHS.includes(path) || /^\/resources\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path);

export function pageFor(path: string): Page | undefined {
  return pages.find((p) => p.path === path);
}
