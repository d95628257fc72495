import { pageFor } from "~/config/pages";
import { site } from "~/config/site";
import { linesOf, type ContentData } from "~shared/content-types";
import { MEDIA_PATH, type Picture } from "~shared/picture";

/** Public origin, fixed at build time from SITE_URL (vite.config.ts). */
export const siteUrl = __SITE_URL__.replace(/\/+$/, "");

export const absoluteUrl = (path: string) => `${siteUrl}${path === "/" ? "/" : path}`;

export const OG_IMAGE = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  alt: "Kosmos: the intelligence engine for modern finance",
};

/** Short names of the parents of nested pages, for breadcrumbs. */
const crumbNames: Record<string, string> = {
  "/platform": "Platform",
  "/platform/core-engine": "Core Engine",
  "/platform/studio": "Studio",
  "/solutions/finance": "Finance",
  "/resources": "Resources",
  "/resources/documentation": "Documentation",
};

/** BreadcrumbList for a nested page: Home, then each ancestor that is a page, then the page. */
export function breadcrumbs(path: string) {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const trail = [{ name: "Home", path: "/" }];
  for (let i = 1; i <= segments.length; i++) {
    const ancestor = "/" + segments.slice(0, i).join("/");
    const name = crumbNames[ancestor];
    if (name && pageFor(ancestor)) trail.push({ name, path: ancestor });
  }
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The company's part of the site settings that the search engines' data names. */
export type CompanyContact = Pick<
  ContentData<"site-settings">,
  "companyName" | "legalName" | "contactEmail" | "officeAddress"
>;

export function organization(settings: CompanyContact) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.companyName,
    legalName: settings.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: settings.contactEmail,
    address: officeAddress(settings.officeAddress),
  };
}

/**
 * The office as a schema.org PostalAddress (organisation and job postings), from the settings'
 * lines: the company, the street, then the city with the postcode at its end.
 */
export function officeAddress(lines: string) {
  const [, streetAddress = "", cityLine = ""] = linesOf(lines);
  const postalCode = /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.exec(cityLine)?.[0] ?? "";
  return {
    "@type": "PostalAddress",
    streetAddress,
    addressLocality: cityLine.slice(0, cityLine.length - postalCode.length).trim(),
    postalCode,
    addressCountry: "GB",
  } as const;
}

export function webSite() {
  return { "@context": "https://schema.org", "@type": "WebSite", name: site.brand, url: absoluteUrl("/") };
}

export type HeadTag = { name?: string; property?: string; content: string };

/** What a page puts in <head>; src/components/layout/Head.astro writes it out. */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  /** "noindex" for pages that must stay out of search results (they are out of the sitemap too). */
  robots?: string;
  tags: HeadTag[];
  jsonLd: object[];
};

/**
 * Everything a page puts in <head> for people and machines: title, description, canonical URL,
 * Open Graph and Twitter card, and structured data (breadcrumbs on nested pages, the
 * organisation on the home page). `structuredData` adds page-specific JSON-LD.
 */
export function pageMeta(path: string, structuredData: object[] = [], company?: CompanyContact): PageHead {
  const page = pageFor(path);
  if (!page) throw new Error(`No page registered for ${path}`);
  // The /home alias is the same page as /: one canonical URL for both.
  const canonical = absoluteUrl(path === "/home" ? "/" : path);
  const crumbs = breadcrumbs(path);
  const jsonLd = [
    ...(path === "/" || path === "/home" ? [organization(companyOf(path, company)), webSite()] : []),
    ...(crumbs ? [crumbs] : []),
    ...structuredData,
  ];
  return headOf({ ...page, canonical, ogType: "website", jsonLd });
}

/** The home page's head names the company: its page passes the site settings. */
function companyOf(path: string, company: CompanyContact | undefined): CompanyContact {
  if (!company) throw new Error(`${path}'s head needs the site settings (pageMeta's third argument)`);
  return company;
}

/**
 * The head of an article of the library (/resources/<slug>): not in the route table, so it brings
 * its own words; `companyName`: the site settings', its author and publisher.
 */
export function articleMeta(
  article: { slug: string; title: string; description: string; date: string },
  companyName: string,
  picture?: Picture,
): PageHead {
  const image = shareImageOf(picture);
  const path = `/resources/${article.slug}`;
  const canonical = absoluteUrl(path);
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
      { name: article.title, path },
    ].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  const structured = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    mainEntityOfPage: canonical,
    image: image.url,
    author: { "@type": "Organization", name: companyName, url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: companyName, logo: absoluteUrl("/favicon.svg") },
  };
  return headOf({
    title: `${article.title} | ${site.brand}`,
    description: article.description,
    canonical,
    ogType: "article",
    image,
    jsonLd: [crumbs, structured],
  });
}

type ShareImage = { url: string; width: number; height: number; alt: string };

/**
 * The share image of a page with a picture of its own (an article's): its largest JPEG or PNG
 * variant up to 1,280 pixels wide, which every link preview reads; else the site's. The database
 * chooses a card's picture by the same rule (private.card_picture_address); a change here needs
 * the same change there, and tests/contract/share-image.test.ts holds the two equal.
 */
export function shareImageOf(picture: Picture | undefined): ShareImage {
  const usable = (picture?.files ?? []).filter((file) => file.format === "jpeg" || file.format === "png");
  const fits = usable.filter((file) => file.width <= 1280).sort((a, b) => b.width - a.width);
  const file = fits[0] ?? usable.sort((a, b) => a.width - b.width)[0];
  if (!picture || !file) return { ...OG_IMAGE, url: absoluteUrl(OG_IMAGE.path) };
  // A picture marked decorative has no words: the preview goes without og:image:alt, its title beside it.
  const alt = picture.decorative ? "" : picture.alt;
  return { url: absoluteUrl(`${MEDIA_PATH}${file.name}`), width: file.width, height: file.height, alt };
}

function headOf(page: {
  title: string;
  description: string;
  canonical: string;
  noindex?: boolean;
  ogType: "website" | "article";
  image?: ShareImage;
  jsonLd: object[];
}): PageHead {
  const image = page.image ?? shareImageOf(undefined);
  return {
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    robots: page.noindex ? "noindex" : undefined,
    tags: [
      { property: "og:type", content: page.ogType },
      { property: "og:site_name", content: site.company },
      { property: "og:locale", content: "en_GB" },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: page.canonical },
      { property: "og:image", content: image.url },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
      // X reads the title, description and image from og:* when its own tags are absent.
      { name: "twitter:card", content: "summary_large_image" },
    ],
    jsonLd: page.jsonLd,
  };
}

/** A head with the title and description staff published for its page (src/content/site-content.ts pageWords), and noindex when they hid it. */
export function withPageWords<H extends Partial<PageHead>>(
  head: H,
  words: { title: string; description: string; hidden?: true; image?: Picture } | undefined,
): H {
  if (!words) return head;
  const replaced = {
    ...head,
    title: words.title,
    description: words.description,
    // Hidden from search engines by staff: the sitemap leaves it out too (src/pages/sitemap.xml.ts).
    ...(words.hidden ? { robots: "noindex" } : {}),
  };
  // A share image staff chose for the page: its words, or the page's title for one marked decorative.
  const image = words.image ? shareImageOf(words.image) : null;
  return withTags(replaced, {
    "og:title": words.title,
    "og:description": words.description,
    ...(image
      ? {
          "og:image": image.url,
          "og:image:width": String(image.width),
          "og:image:height": String(image.height),
          "og:image:alt": image.alt || words.title,
        }
      : {}),
  });
}

/** A head naming the site as the settings name the company (link previews' site name). */
export const withSiteName = <H extends Partial<PageHead>>(head: H, companyName: string): H =>
  withTags(head, { "og:site_name": companyName });

function withTags<H extends Partial<PageHead>>(head: H, replaced: Record<string, string>): H {
  return {
    ...head,
    tags: head.tags?.map((tag) =>
      tag.property && tag.property in replaced ? { ...tag, content: replaced[tag.property]! } : tag,
    ),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");
