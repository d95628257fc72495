import { COMPANY_NAME, CONTACT_ADDRESSES } from "~shared/contact-addresses";

/**
 * Everything the spec leaves as a placeholder, fixed in one place (DESIGN §2).
 */
export const site = {
  brand: "Kosmos",
  company: COMPANY_NAME,
  legalName: "Kosmos Intelligence Limited",
  tagline: "AI-powered intelligence for modern finance.",
  copyright: "© 2025 Kosmos Intelligence Limited. All rights reserved.",
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

export const platformLinks: NavLink[] = [
  { label: "Platform Overview", to: "/platform" },
  { label: "Core Engine", to: "/platform/core-engine" },
  { label: "Studio", to: "/platform/studio" },
  { label: "Solutions", to: "/solutions/finance" },
];

export const aboutLinks: NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Team", to: "/our-team" },
  { label: "Partners", to: "/partnerships" },
  { label: "Careers", to: "/careers" },
];

/** Header menu (spec §2, shared layout). */
export const mainNav: NavItem[] = [
  { label: site.brand, links: platformLinks },
  { label: "Technology", to: "/technology", tag: "R&D" },
  { label: "About", links: aboutLinks },
  { label: "Contact", to: "/contact" },
];

/** Footer columns (spec §2): the platform group, the labs group and Company. */
export const footerGroups: NavGroup[] = [
  { label: site.brand, links: platformLinks },
  {
    label: "R&D & Technology",
    links: [
      { label: "Technology", to: "/technology" },
      { label: `${site.brand} Labs`, to: site.labsPath },
      { label: "Research Partnerships", to: "/research-partnerships" },
      { label: "Incubation Programme", to: "/incubation-programme" },
      { label: `${site.brand} Institute`, to: site.institutePath },
    ],
  },
  {
    label: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Our Team", to: "/our-team" },
      { label: "Partnerships", to: "/partnerships" },
      { label: "Careers", to: "/careers" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];
