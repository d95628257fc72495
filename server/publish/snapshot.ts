import { createHash } from "node:crypto";
import {
  CONTENT_TYPES,
  contentType,
  groupContent,
  type ContentRow,
  type SiteContent,
} from "../../shared/content-types";
import type { Database } from "../db";

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
    const entries = content[type.type].map(({ slug, data }) => ({
      slug,
      data: type.fields.flatMap((field) => {
        const value = (data as Record<string, unknown>)[field.name];
        return value === undefined ? [] : [[field.name, value]];
      }),
    }));
    if (type.routes.some((route) => route.includes("{slug}") || route === "{route}")) {
      for (const entry of entries) hashes[`${type.type}/${entry.slug}`] = hashOf(entry);
    } else {
      hashes[type.type] = hashOf(entries);
    }
  }
  return hashes;
}

/** The routes that show a unit of content (a type, or `type/slug`); `*` is each of `everyRoute`, `{route}` the item's own. */
export function routesOfUnit(unit: string, everyRoute: readonly string[]): string[] {
  const [type, slug = ""] = unit.split("/");
  const decl = contentType(type!);
  return decl.routes.flatMap((route) => {
    if (route === "*") return everyRoute;
    if (route === "{route}") return decl.itemRoutes?.[slug] ? [decl.itemRoutes[slug]] : [];
    return [route.replace("{slug}", slug)];
  });
}

/** Every type's live items in the database, in the editors' order: what the pages are rendered from. */
export async function liveContent(db: Database): Promise<SiteContent> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<ContentRow>(
      "select type, slug, data from public.content_items where live order by type, sort_order, slug",
      [],
    ),
  );
  return groupContent(rows);
}
