import { slugOf, type SiteContent } from "~shared/content-types";
import { supabaseSettings } from "~/lib/supabase";
import { publishedContent } from "./published-content";
import { legalRichText } from "./legal/as-rich-text";
import { cookiePolicy } from "./legal/cookies";
import { privacyNotice } from "./legal/privacy";
import { termsOfUse } from "./legal/terms";
import { positions } from "./positions";

/** When the legal texts took effect, before they were content. */
const LEGAL_EFFECTIVE = "2025-06-07";

/**
 * Today's content, the seed of the database (supabase/migrations/20261127000400_content_items.sql
 * inserts the same: tests/contract/content-seed.test.ts holds them equal). The build renders
 * from it; the server renders again each route whose content in the database differs
 * (server/publish/), so a fresh install serves the build's pages as they are.
 */
export const seedContent: SiteContent = {
  position: positions.map((p) => ({
    slug: slugOf(p.title),
    data: {
      title: p.title,
      department: p.department,
      location: p.location,
      description: p.description,
      datePosted: p.datePosted,
    },
  })),
  "legal-page": [
    ["privacy", privacyNotice],
    ["terms", termsOfUse],
    ["cookies", cookiePolicy],
  ].map(([slug, document]) => ({
    slug: slug as string,
    data: {
      title: (document as typeof privacyNotice).title,
      effectiveDate: LEGAL_EFFECTIVE,
      body: legalRichText(document as typeof privacyNotice),
    },
  })),
};

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
