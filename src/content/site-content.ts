import { slugOf, type SiteContent } from "~shared/content-types";
import { positions } from "./positions";

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
};

/** What a page shows: the content the publisher rendered it with (Astro.locals), or the seed when the build prerenders it. */
export function siteContent(locals: App.Locals): SiteContent {
  return locals.content ?? seedContent;
}
