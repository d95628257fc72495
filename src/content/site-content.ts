import { contentType, linesOf, paragraphsOf, type SiteContent } from "~shared/content-types";
import { cardsOf, FEATURED_LIMIT, hasArticle } from "~shared/library";
import { supabaseSettings } from "~/lib/supabase";
import { publishedContent } from "./published-content";
import { seedContent } from "./seed";
import { Network } from "lucide-react";
import type { CaseCard, DisplayCard, Feature } from "~/components/sections/cards";
import { CARD_ICONS } from "./card-icons";
import { illustrationOf } from "./illustrations";
import type { Partner } from "./partners";
import { STORY_ICONS } from "./story-icons";
import type { Person } from "./team";

export { seedContent };

/**
 * What the build renders: the seed, or for a site built for a hosted project (VITE_SUPABASE_URL)
 * what staff published there (the CDN's deploy hook runs the build again on each publish).
 */
const builtFrom: SiteContent = import.meta.env.VITE_SUPABASE_URL
  ? await publishedContent(supabaseSettings().url, supabaseSettings().key)
  : seedContent;

/** What a page shows: the content the publisher rendered it with (Astro.locals), or what the build renders. */
export function siteContent(locals: App.Locals): SiteContent {
  return locals.content ?? builtFrom;
}

/** One legal page's content (its slug is its route's name). */
export function legalPage(locals: App.Locals, slug: string) {
  const page = siteContent(locals)["legal-page"].find((entry) => entry.slug === slug);
  if (!page) throw new Error(`No legal page ${slug} in the content`);
  return page.data;
}

/** The one item of a fixed type that has one (the home page's hero). */
export function onlyItem<T extends "home-hero" | "site-settings" | "menus">(locals: App.Locals, type: T) {
  const item = siteContent(locals)[type][0];
  if (!item) throw new Error(`No ${type} in the content`);
  return item.data;
}

/** A page's title and description as published, by its path (none for a page outside the route table: an article). */
export function pageWords(locals: App.Locals, path: string) {
  const routes = contentType("page-meta").itemRoutes ?? {};
  const entry = siteContent(locals)["page-meta"].find(({ slug }) => [routes[slug] ?? []].flat().includes(path));
  return entry?.data;
}

/** The pages staff hid from search engines (noindex, out of the sitemap), by path. */
export function hiddenFromSearch(locals: App.Locals): Set<string> {
  const routes = contentType("page-meta").itemRoutes ?? {};
  return new Set(
    siteContent(locals)["page-meta"].flatMap(({ slug, data }) => (data.hidden ? [routes[slug] ?? []].flat() : [])),
  );
}

/** The site settings: the footer's words, the company's addresses, its office and map. */
export const siteSettings = (locals: App.Locals) => onlyItem(locals, "site-settings");

/** A page section's words: its eyebrow, title and introduction, as published. */
export function sectionOf(locals: App.Locals, slug: string) {
  const found = siteContent(locals).section.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No section ${slug} in the content`);
  return found.data;
}

/** The cards shown in a section, in the editors' order, as the pages draw them. */
export function cardsIn(locals: App.Locals, section: string): DisplayCard[] {
  return siteContent(locals)
    .card.filter((entry) => entry.data.section === section)
    .map(({ data }) => ({
      title: data.title,
      description: data.description,
      icon: CARD_ICONS[data.icon] ?? Network,
      ...(data.link ? { to: data.link } : {}),
    }));
}

/** A section's words with its cards, as published. */
export const sectionWithCards = (locals: App.Locals, slug: string) => ({
  ...sectionOf(locals, slug),
  cards: cardsIn(locals, slug),
});

export type SectionWithCards = ReturnType<typeof sectionWithCards>;

/** A section's words with its numbered steps (or principles), as published. */
export const sectionWithSteps = (locals: App.Locals, slug: string) => ({
  ...sectionOf(locals, slug),
  steps: siteContent(locals)
    .step.filter((entry) => entry.data.section === slug)
    .map(({ data }) => ({ title: data.title, text: data.text })),
});
export type SectionWithSteps = ReturnType<typeof sectionWithSteps>;

/** The illustrated features of a product page, in the editors' order, as the page draws them. */
export const featuresIn = (locals: App.Locals, section: string): Feature[] =>
  siteContent(locals)
    .feature.filter((entry) => entry.data.section === section)
    .map(({ data }) => ({
      title: data.title,
      summary: data.summary,
      points: linesOf(data.points),
      illustration: data.picture ?? illustrationOf(data.illustration, data.illustrationAlt),
    }));

/** The home page's comparison: its two columns and its illustration, as published. */
export function comparisonOf(locals: App.Locals) {
  const found = siteContent(locals).comparison.find((entry) => entry.slug === "home-solution");
  if (!found) throw new Error("No comparison home-solution in the content");
  const { data } = found;
  return {
    before: { title: data.beforeTitle, points: linesOf(data.beforePoints) },
    after: { title: data.afterTitle, points: linesOf(data.afterPoints) },
    illustration: data.picture ?? illustrationOf(data.illustration, data.illustrationAlt),
  };
}

/** A section's words as a page gets them. */
export type SectionWords = ReturnType<typeof sectionOf>;

/** Several sections' words, by the names a page gives them. */
export function sectionsOf<K extends string>(locals: App.Locals, slugs: Record<K, string>): Record<K, SectionWords> {
  return Object.fromEntries(
    Object.entries<string>(slugs).map(([name, slug]) => [name, sectionOf(locals, slug)]),
  ) as Record<K, SectionWords>;
}

/** A section's words with its figures (a value and the words under it), as published. */
export const sectionWithFigures = (locals: App.Locals, slug: string) => ({
  ...sectionOf(locals, slug),
  figures: siteContent(locals)
    .figure.filter((entry) => entry.data.section === slug)
    .map(({ data }) => ({ value: data.value, label: data.label })),
});
export type SectionWithFigures = ReturnType<typeof sectionWithFigures>;

/** The Labs' academic partners: the partners shown among the research institutions, as published. */
export const labsPartners = (locals: App.Locals) => ({
  ...sectionOf(locals, "labs-partners"),
  partners: siteContent(locals)
    .partner.filter((entry) => entry.data.group === "research")
    .map(({ data }) => ({ name: data.name, focus: data.description })),
});
export type LabsPartners = ReturnType<typeof labsPartners>;

/** The Institute's partnering section with its ways to partner, as published. */
export const institutePartnering = (locals: App.Locals) => ({
  ...sectionOf(locals, "institute-partner"),
  options: siteContent(locals)["partnering-option"].map(({ data }) => data),
});
export type InstitutePartnering = ReturnType<typeof institutePartnering>;

/** A page's closing call, as the CallToAction banner takes it. */
export function callOf(locals: App.Locals, slug: string) {
  const found = siteContent(locals).call.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No closing call ${slug} in the content`);
  const { title, text, primaryLabel, primaryLink, secondaryLabel, secondaryLink } = found.data;
  return {
    title,
    text,
    primary: { label: primaryLabel, to: primaryLink },
    secondary: { label: secondaryLabel, to: secondaryLink },
  };
}

export type Call = ReturnType<typeof callOf>;

/** The home page's sections and their cards, as published. */
export function homeSections(locals: App.Locals) {
  const withCards = (slug: string) => sectionWithCards(locals, slug);
  return {
    challenges: withCards("home-challenges"),
    solution: { ...sectionOf(locals, "home-solution"), ...comparisonOf(locals) },
    platform: withCards("home-platform"),
    whyChoose: withCards("home-why-choose"),
    benefits: withCards("home-benefits"),
    stories: sectionOf(locals, "home-stories"),
    testimonial: sectionOf(locals, "home-testimonial"),
    closing: callOf(locals, "home-closing"),
  };
}
export type HomeSections = ReturnType<typeof homeSections>;

/** The people of one group as the cards show them: biography paragraphs split at blank lines. */
export function peopleOf(locals: App.Locals, group: "team" | "advisor"): Person[] {
  return siteContent(locals)
    .person.filter((entry) => entry.data.group === group)
    .map(({ slug, data }) => ({
      id: slug,
      name: data.name,
      title: data.title,
      bio: paragraphsOf(data.bio),
      ...(data.linkedin ? { linkedin: data.linkedin } : {}),
      ...(data.photo ? { image: data.photo } : {}),
      ...(data.announced === "no" ? { undisclosed: true } : {}),
    }));
}

/** The partners of one group as the page shows them. */
export function partnersOf(locals: App.Locals, group: "research" | "business"): Partner[] {
  return siteContent(locals)
    .partner.filter((entry) => entry.data.group === group)
    .map(({ slug, data }) => ({
      id: slug,
      name: data.name,
      url: data.url,
      monogram: data.monogram,
      description: data.description,
      ...(data.logo ? { logo: data.logo } : {}),
    }));
}

/** The partnership figures, in order. */
export function partnerFigures(locals: App.Locals) {
  return siteContent(locals)["partner-stat"].map((entry) => entry.data);
}

/** The success stories as the home page's cards, and the figure and testimonial beside them. */
export function homeProof(locals: App.Locals) {
  const content = siteContent(locals);
  const proof = content.testimonial[0];
  if (!proof) throw new Error("No testimonial in the content");
  const cards: CaseCard[] = content.story.map(({ data }) => ({
    title: data.title,
    industry: data.industry,
    description: data.description,
    icon: STORY_ICONS[data.icon] ?? Network,
    to: data.link,
  }));
  return { cards, ...proof.data };
}

/** A page's hero (eyebrow, title, lead) as published: `page` is its item's slug (shared/content-types/ itemRoutes). */
export function pageHero(locals: App.Locals, page: string) {
  const item = siteContent(locals)["page-hero"].find((entry) => entry.slug === page);
  if (!item) throw new Error(`No hero for ${page} in the content`);
  return item.data;
}

/** The library's cards as the islands are given them: every resource, newest first, without the articles' bodies. */
export function libraryCards(locals: App.Locals) {
  return cardsOf(siteContent(locals).library.resources);
}

/** The home page's Latest Insights: the newest featured resources (spec §7). */
export function featuredCards(locals: App.Locals) {
  return libraryCards(locals)
    .filter((resource) => resource.featured)
    .slice(0, FEATURED_LIMIT);
}

export function documentationEntries(locals: App.Locals) {
  return siteContent(locals).library.documentation;
}

/** The resources that have an article page (/resources/<slug>). */
export function articles(locals: App.Locals) {
  return siteContent(locals).library.resources.filter(hasArticle);
}

/** An article's picture as staff chose it (its resource's card picture), with its alternative text and files. */
export function articlePicture(locals: App.Locals, slug: string) {
  return siteContent(locals).resource.find((entry) => entry.slug === slug)?.data.image;
}
