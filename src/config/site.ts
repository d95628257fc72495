import { COMPANY_NAME, CONTACT_ADDRESSES } from "~shared/contact-addresses";

/**
 * Everything the spec leaves as a placeholder, fixed in one place.
 */
export const site = {
  brand: "Kosmos",
  company: COMPANY_NAME,
  legalName: "Kosmos Intelligence Limited",
  tagline: "AI-powered intelligence for modern finance.",
  // After "© <the year>": the footer puts the year it is published in first (docs/changes-from-the-spec.md).
  copyright: "Kosmos Intelligence Limited. All rights reserved.",
  labsPath: "/kosmos-labs",
  institutePath: "/kosmos-institute",
  legalLastUpdated: "7 June 2025",
  emails: CONTACT_ADDRESSES,
  office: {
    lines: ["Kosmos Intelligence Limited", "1 Finsbury Avenue", "London EC2M 2PF", "United Kingdom"],
    mapTitle: "Map showing the Kosmos office at 1 Finsbury Avenue, London",
    mapSrc:
      "https://www.openstreetmap.org/export/embed.html?bbox=-0.0870%2C51.5175%2C-0.0800%2C51.5210&layer=mapnik&marker=51.5192%2C-0.0835",
    mapHeight: 160,
  },
  partner: {
    name: "Northbridge Capital",
    url: "https://partner.example.com",
  },
} as const;

export const mailto = (address: string) => `mailto:${address}`;

export type NavLink = { label: string; to: string; tag?: string };
export type NavGroup = { label: string; links: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => "links" in item;

/** The menus' words (the 'menus' content type's fields): what a fresh install shows. */
export const MENU_SEED = {
  platformGroup: site.brand,
  platformOverview: "Platform Overview",
  coreEngine: "Core Engine",
  studio: "Studio",
  solutions: "Solutions",
  technology: "Technology",
  technologyTag: "R&D",
  aboutGroup: "About",
  aboutUs: "About Us",
  ourTeam: "Our Team",
  partners: "Partners",
  careers: "Careers",
  contact: "Contact",
  requestDemo: "Request a Demo",
  researchGroup: "R&D & Technology",
  labs: `${site.brand} Labs`,
  researchPartnerships: "Research Partnerships",
  incubation: "Incubation Programme",
  institute: `${site.brand} Institute`,
  companyGroup: "Company",
  partnerships: "Partnerships",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
};

export type MenuWords = typeof MENU_SEED;

/**
 * The menus: their structure (spec §2, shared layout: which pages, in which groups and order) is
 * fixed here with the route table; their words are content (`words`, as published).
 */
export function menusOf(words: MenuWords) {
  const platformLinks: NavLink[] = [
    { label: words.platformOverview, to: "/platform" },
    { label: words.coreEngine, to: "/platform/core-engine" },
    { label: words.studio, to: "/platform/studio" },
    { label: words.solutions, to: "/solutions/finance" },
  ];
  const aboutLinks: NavLink[] = [
    { label: words.aboutUs, to: "/about" },
    { label: words.ourTeam, to: "/our-team" },
    { label: words.partners, to: "/partnerships" },
    { label: words.careers, to: "/careers" },
  ];
  /** Header menu. */
  const mainNav: NavItem[] = [
    { label: words.platformGroup, links: platformLinks },
    { label: words.technology, to: "/technology", tag: words.technologyTag },
    { label: words.aboutGroup, links: aboutLinks },
    { label: words.contact, to: "/contact" },
  ];
  /** Footer columns: the platform group, the labs group and Company. */
  const footerGroups: NavGroup[] = [
    { label: words.platformGroup, links: platformLinks },
    {
      label: words.researchGroup,
      links: [
        { label: words.technology, to: "/technology" },
        { label: words.labs, to: site.labsPath },
        { label: words.researchPartnerships, to: "/research-partnerships" },
        { label: words.incubation, to: "/incubation-programme" },
        { label: words.institute, to: site.institutePath },
      ],
    },
    {
      label: words.companyGroup,
      links: [
        { label: words.aboutUs, to: "/about" },
        { label: words.ourTeam, to: "/our-team" },
        { label: words.partnerships, to: "/partnerships" },
        { label: words.careers, to: "/careers" },
        { label: words.contact, to: "/contact" },
      ],
    },
  ];
  const legalLinks: NavLink[] = [
    { label: words.privacy, to: "/privacy" },
    { label: words.terms, to: "/terms" },
    { label: words.cookies, to: "/cookies" },
  ];
  return { platformLinks, aboutLinks, mainNav, footerGroups, legalLinks, requestDemo: words.requestDemo };
}

export type Menus = ReturnType<typeof menusOf>;

/** The menus a fresh install shows (the tests read the spec's menus from here). */
export const { platformLinks, aboutLinks, mainNav, footerGroups, legalLinks } = menusOf(MENU_SEED);
