import { COMPANY_NAME, CONTACT_ADDRESSES } from "~shared/contact-addresses";
import type { ContentData } from "~shared/content-types";

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

/** One link of the menus, as the 'menu-link' content type holds it. */
export type MenuLinkData = ContentData<"menu-link">;
type MenuName = "header" | "footer" | "legal";

const linksOf = (menu: MenuName, group: string | undefined, links: [string, string][]) =>
  links.map(([label, link]): MenuLinkData => ({ menu, ...(group ? { group } : {}), label, link }));

const PLATFORM: [string, string][] = [
  ["Platform Overview", "/platform"],
  ["Core Engine", "/platform/core-engine"],
  ["Studio", "/platform/studio"],
  ["Solutions", "/solutions/finance"],
];

/** The menus a fresh install shows, the spec's (shared layout): each link is content staff add, change, move and remove. */
export const MENU_LINK_SEED: MenuLinkData[] = [
  ...linksOf("header", site.brand, PLATFORM),
  { menu: "header", label: "Technology", link: "/technology", tag: "R&D" },
  ...linksOf("header", "About", [
    ["About Us", "/about"],
    ["Our Team", "/our-team"],
    ["Partners", "/partnerships"],
    ["Careers", "/careers"],
  ]),
  { menu: "header", label: "Contact", link: "/contact" },
  ...linksOf("footer", site.brand, PLATFORM),
  ...linksOf("footer", "R&D & Technology", [
    ["Technology", "/technology"],
    [`${site.brand} Labs`, site.labsPath],
    ["Research Partnerships", "/research-partnerships"],
    ["Incubation Programme", "/incubation-programme"],
    [`${site.brand} Institute`, site.institutePath],
  ]),
  ...linksOf("footer", "Company", [
    ["About Us", "/about"],
    ["Our Team", "/our-team"],
    ["Partnerships", "/partnerships"],
    ["Careers", "/careers"],
    ["Contact", "/contact"],
  ]),
  ...linksOf("legal", undefined, [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Cookie Policy", "/cookies"],
  ]),
];

/** The header's button (the 'menus' content type's one item). */
export const MENU_SEED = { requestDemo: "Request a Demo" };

const toNavLink = ({ label, link, tag }: MenuLinkData): NavLink => ({ label, to: link, ...(tag ? { tag } : {}) });

/** A menu's links in order, those sharing a group gathered where the group first appears. */
function grouped(links: readonly MenuLinkData[]): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavGroup>();
  for (const link of links) {
    if (!link.group) {
      items.push(toNavLink(link));
      continue;
    }
    const known = groups.get(link.group);
    if (known) known.links.push(toNavLink(link));
    else {
      const group = { label: link.group, links: [toNavLink(link)] };
      groups.set(link.group, group);
      items.push(group);
    }
  }
  return items;
}

/** The menus from their links, in the editors' order, and the header's button. */
export function menusOf(links: readonly MenuLinkData[], words: { requestDemo: string }) {
  const inMenu = (menu: MenuName) => links.filter((link) => link.menu === menu);
  /** Header menu (and the phone menu). */
  const mainNav = grouped(inMenu("header"));
  /** Footer columns: a link without a group is a column of its own, without a heading. */
  const footerGroups: NavGroup[] = grouped(inMenu("footer")).map((item) =>
    isGroup(item) ? item : { label: "", links: [item] },
  );
  const legalLinks = inMenu("legal").map(toNavLink);
  return { mainNav, footerGroups, legalLinks, requestDemo: words.requestDemo };
}

export type Menus = ReturnType<typeof menusOf>;

/** The menus a fresh install shows (the tests read the spec's menus from here). */
export const { mainNav, footerGroups, legalLinks } = menusOf(MENU_LINK_SEED, MENU_SEED);
const headerGroup = (label: string) => mainNav.find((item): item is NavGroup => isGroup(item) && item.label === label);
export const platformLinks = headerGroup(site.brand)?.links ?? [];
export const aboutLinks = headerGroup("About")?.links ?? [];
