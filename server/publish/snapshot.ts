import { createHash } from "node:crypto";
import {
  CONTENT_TYPES,
  contentType,
  groupContent,
  type ContentRow,
  type ContentTypeDecl,
  type SiteContent,
} from "../../shared/content-types/index.ts";
import {
  articleRoute,
  DOCUMENTATION_ROUTES,
  hasArticle,
  LIBRARY_ROUTES,
  libraryOf,
  type Library,
  type LibraryDocument,
} from "../../shared/library.ts";
import type { Tables } from "../../shared/database.types.ts";
import type { Redirect } from "../../shared/redirects.ts";
import type { Database } from "../db/index.ts";

/**
 * A fingerprint of the live content, as the pages show it (items in order, fields in their
 * declared order), per unit a publish renders: a type, or each item of a type whose routes name
 * `{slug}` (a legal page: only its own route). The build records the seed's
 * (scripts/content-hashes.ts), the publisher each it renders, so a unit whose fingerprint differs
 * from the served pages' has its routes rendered again.
 */
export type ContentHashes = Record<string, string>;

/** JSON with every object's keys sorted: the database (jsonb) keeps keys in an order of its own. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

const hashOf = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("base64url");

export function contentHashes(content: SiteContent): ContentHashes {
  const hashes: ContentHashes = {};
  for (const type of CONTENT_TYPES) {
    const rows: readonly { slug: string; data: unknown }[] = content[type.type];
    const entries = rows.map(({ slug, data }) => ({
      slug,
      data: type.fields.flatMap((field) => {
        const value = (data as Record<string, unknown>)[field.name];
        return value === undefined ? [] : [[field.name, value]];
      }),
    }));
    const decl: ContentTypeDecl = type;
    if (decl.routes.includes("{section}")) {
      // One unit a declared section, even an empty one: a unit that vanished would take its page down.
      for (const section of Object.keys(decl.sectionRoutes ?? {})) {
        const shown = entries.filter((_, i) => (rows[i]!.data as { section?: string }).section === section);
        hashes[`${type.type}/${section}`] = hashOf(shown);
      }
    } else if (type.routes.some((route) => route.includes("{slug}") || route === "{route}")) {
      for (const entry of entries) hashes[`${type.type}/${entry.slug}`] = hashOf(entry);
    } else {
      hashes[type.type] = hashOf(entries);
    }
  }
  return {
    ...hashes,
    ...libraryHashes(content.library, content.resource),
    redirects: hashOf(content.redirects),
    year: hashOf(content.year),
  };
}

/**
 * The library's units, named by their tables: the listings (`resources`: what a card shows, every
 * field but the article's body and the row's id), each article on its own page
 * (`resources/<slug>`, with its resource's picture, whose words and crop its page shows), and the
 * documentation.
 */
function libraryHashes(library: Library, items: SiteContent["resource"]): ContentHashes {
  const hashes: ContentHashes = {
    resources: hashOf(library.resources.map(({ id: _id, body: _body, ...card }) => card)),
    documentation: hashOf(library.documentation.map(({ id: _id, ...entry }) => entry)),
  };
  for (const { id: _id, ...article } of library.resources.filter(hasArticle)) {
    const picture = items.find((item) => item.slug === article.slug)?.data.image ?? null;
    hashes[`resources/${article.slug}`] = hashOf({ ...article, picture });
  }
  return hashes;
}

/**
 * The units named by something other than a type: the library's tables, the redirects (no page
 * shows them: a publish writes their file) and the year (every footer's ©: a New Year publishes
 * every page).
 */
const OTHER_UNIT_ROUTES: Record<string, (slug: string, everyRoute: readonly string[]) => readonly string[]> = {
  resources: (slug) => (slug ? [articleRoute(slug)] : LIBRARY_ROUTES),
  documentation: () => DOCUMENTATION_ROUTES,
  redirects: () => [],
  year: (_, everyRoute) => everyRoute,
};

/**
 * The routes that show a unit of content (a type, `type/slug`, or `type/section`); `*` is each of
 * `everyRoute`, `{route}` the item's own, `{section}` the section's.
 */
export function routesOfUnit(unit: string, everyRoute: readonly string[]): string[] {
  const [type, slug = ""] = unit.split("/");
  const other = OTHER_UNIT_ROUTES[type!];
  if (other) return [...other(slug, everyRoute)];
  const decl = contentType(type!);
  return decl.routes.flatMap((route) => {
    if (route === "*") return everyRoute;
    if (route === "{route}") return [decl.itemRoutes?.[slug] ?? []].flat();
    if (route === "{section}") return [decl.sectionRoutes?.[slug] ?? []].flat();
    return [route.replace("{slug}", slug)];
  });
}

/**
 * An item as a preview shows it: its fields as they would be published, shown even when it is
 * hidden now, unless `live` is false (a release taking it off the site).
 */
export type PreviewedItem = { id: string; data: unknown; live?: boolean };

/**
 * Every type's live items in the database, in the editors' order, and the library: what the pages
 * are rendered from; with `previewed`, those items as they would be published (one item's draft, or
 * every change of a release).
 */
export async function liveContent(
  db: Database,
  previewed: PreviewedItem | readonly PreviewedItem[] = [],
): Promise<SiteContent> {
  const changes = Array.isArray(previewed) ? previewed : [previewed as PreviewedItem];
  // $1: the previewed items' ids; $2: those shown, each id with its fields as they would be published.
  const ids = changes.map((change) => change.id);
  const shown = JSON.stringify(
    Object.fromEntries(changes.filter((change) => change.live !== false).map((change) => [change.id, change.data])),
  );
  // Dates as text, as the API answers them: the pages never see a driver's Date.
  const [items, resources, documentation, redirects] = await db.asOwner(
    async (tx) =>
      [
        await tx.query<ContentRow>(
          `select type, slug, coalesce($2::jsonb -> id::text, data) as data
             from public.content_items
            where (live and id <> all ($1::uuid[])) or $2::jsonb ? id::text order by type, sort_order, slug`,
          [ids, shown],
        ),
        // The resources too (decision 047): a previewed one as it would be, or gone when it has no row.
        await tx.query<Tables<"resources">>(
          `select id, title, type, categories, date::text as date, description, image_url, image_position, download_url,
              download_size::float8 as download_size, read_more_url, featured, slug, body
         from (select * from public.resources r where r.id <> all ($1::uuid[])
               union all
               select (private.resource_row(c.id, c.slug, $2::jsonb -> c.id::text)).*
                 from public.content_items c where $2::jsonb ? c.id::text and c.type = 'resource') r`,
          [ids, shown],
        ),
        // The documentation is what its live items make (decision 046): a previewed one as it would.
        await tx.query<LibraryDocument>(
          `select id, title, description, sections, summary, access_url, download_url,
              download_size::float8 as download_size
         from (select * from public.documentation d where d.id <> all ($1::uuid[])
               union all
               select (private.documentation_row(c.id, $2::jsonb -> c.id::text, c.sort_order)).*
                 from public.content_items c where $2::jsonb ? c.id::text and c.type = 'document') d
         order by sort_order, id`,
          [ids, shown],
        ),
        await tx.query<Redirect>(
          `select from_path as "from", to_path as "to" from public.redirects order by from_path`,
        ),
      ] as const,
  );
  return groupContent(items.rows, libraryOf(resources.rows, documentation.rows), redirects.rows);
}
