import type { Library } from "../library.ts";
import { isOpen } from "../jobs.ts";
import type { Picture } from "../picture.ts";
import type { Redirect } from "../redirects.ts";
import type { RichDoc } from "../rich-text.ts";
import type { ContentField, ContentTypeDecl } from "./field-kinds.ts";
import { position } from "./types/position.ts";
import { legalPage } from "./types/legal-page.ts";
import { person } from "./types/person.ts";
import { partner } from "./types/partner.ts";
import { partnerStat } from "./types/partner-stat.ts";
import { story } from "./types/story.ts";
import { testimonial } from "./types/testimonial.ts";
import { siteSettings } from "./types/site-settings.ts";
import { pageHero } from "./types/page-hero.ts";
import { homeHero } from "./types/home-hero.ts";
import { call } from "./types/call.ts";
import { section } from "./types/section.ts";
import { card } from "./types/card.ts";
import { step } from "./types/step.ts";
import { feature } from "./types/feature.ts";
import { comparison } from "./types/comparison.ts";
import { figure } from "./types/figure.ts";
import { partneringOption } from "./types/partnering-option.ts";
import { document } from "./types/document.ts";
import { resource } from "./types/resource.ts";
import { menus } from "./types/menus.ts";
import { menuLink } from "./types/menu-link.ts";
import { pageMeta } from "./types/page-meta.ts";

/**
 * Each kind of content staff publish, declared once (docs/decisions/037-publishing.md):
 * its fields (label, kind, limit, required), the role that edits it, and the routes that show it.
 * The database's rules (private.content_types, written by `npm run gen:content-types` into a
 * migration; server/content/content-items.server.test.ts holds the two equal), the back office's
 * editor (src/admin/site-content/), the pages' data (src/content/site-content.ts) and the routes a
 * publish re-renders (server/publish/) all derive from it. Adding a type is one declaration here, its
 * seed in src/content/ and the page that shows it.
 */
export const CONTENT_TYPES = [
  position,
  legalPage,
  person,
  partner,
  partnerStat,
  story,
  testimonial,
  siteSettings,
  pageHero,
  homeHero,
  call,
  section,
  card,
  step,
  feature,
  comparison,
  figure,
  partneringOption,
  document,
  resource,
  menus,
  menuLink,
  pageMeta,
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

/** An item as the pages read it: its slug and data, in the editors' order. */
export type ContentEntry<T extends ContentTypeName> = { slug: string; data: ContentData<T> };
/** Every type's live items, the published library and the redirects: what a publish is made from. */
export type SiteContent = { [T in ContentTypeName]: ContentEntry<T>[] } & {
  library: Library;
  redirects: readonly Redirect[];
  /** The year in London when the content was read: the footer's ©, so every page is published again at New Year. */
  year: number;
};

/** The year it is in London at `at`. */
export const londonYear = (at: Date = new Date()) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" }).format(at));

/** An item as the database lists it. */
export type ContentRow = { type: string; slug: string; data: unknown };

/** Rows of content_items (in the editors' order) as the pages read them, one list a type; rows of unknown types left out. */
export function groupContent(
  rows: readonly ContentRow[],
  library: Library,
  redirects: readonly Redirect[] = [],
): SiteContent {
  const content = Object.fromEntries(CONTENT_TYPES.map((type) => [type.type, [] as Omit<ContentRow, "type">[]]));
  for (const row of rows) {
    // A position past its closing date is off the site: the day's end in London takes it off, no one has to.
    if (row.type === "position" && !isOpen((row.data as { closingDate?: string }).closingDate)) continue;
    content[row.type]?.push({ slug: row.slug, data: row.data });
  }
  return { ...content, library, redirects, year: londonYear() } as unknown as SiteContent;
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
        return [route.includes("{slug}") ? `its own page at ${route.replace("{slug}", "…")}` : route];
      }),
    ),
    ...(decl.pageAddress ? [`its own page at ${decl.pageAddress}…`] : []),
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

export * from "./field-kinds.ts";
export * from "./checks.ts";
export * from "./slugs.ts";
export { ILLUSTRATIONS } from "./building-blocks.ts";
