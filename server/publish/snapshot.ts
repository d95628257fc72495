import { createHash } from "node:crypto";
import { CONTENT_TYPES, type ContentTypeName, type SiteContent } from "../../shared/content-types";
import type { Database } from "../db";

/**
 * A fingerprint of each type's live content, as the pages show it (items in order, fields in
 * their declared order): the build records the seed's (scripts/content-hashes.ts), the publisher
 * each it renders, so a type whose fingerprint differs from the served pages' is rendered again.
 */
export type ContentHashes = Partial<Record<ContentTypeName, string>>;

export function contentHashes(content: SiteContent): ContentHashes {
  const hashes: ContentHashes = {};
  for (const type of CONTENT_TYPES) {
    const entries = content[type.type].map(({ slug, data }) => ({
      slug,
      data: type.fields.flatMap((field) => {
        const value = (data as Record<string, string | undefined>)[field.name];
        return value === undefined ? [] : [[field.name, value]];
      }),
    }));
    hashes[type.type] = createHash("sha256").update(JSON.stringify(entries)).digest("base64url");
  }
  return hashes;
}

/** Every type's live items in the database, in the editors' order: what the pages are rendered from. */
export async function liveContent(db: Database): Promise<SiteContent> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ type: string; slug: string; data: Record<string, string> }>(
      "select type, slug, data from public.content_items where live order by type, sort_order, slug",
      [],
    ),
  );
  const content = Object.fromEntries(CONTENT_TYPES.map((t) => [t.type, []])) as unknown as Record<
    string,
    { slug: string; data: Record<string, string> }[]
  >;
  for (const row of rows) content[row.type]?.push({ slug: row.slug, data: row.data });
  return content as unknown as SiteContent;
}
