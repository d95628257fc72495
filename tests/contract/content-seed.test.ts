/**
 * A fresh install looks exactly as the site did before its content moved into the database
 *: the migrations' seed is the content the build renders (src/content/site-content.ts),
 * item for item, so the server has nothing to render again at a first start. The library's rows
 * (supabase/seed.sql) are the build's too (src/content/library-seed.ts), with the same ids.
 */
import { describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../server/db";
import { contentHashes, liveContent } from "../../server/publish/snapshot";
import { seedContent } from "../../src/content/seed";
import { LINKABLE_PATHS } from "../../src/config/pages";
import { FEED_PATH } from "../../server/feed/feed";
import { databases } from "../support/server/databases";

describe("the content seed", () => {
  it("in a freshly migrated and seeded database is the content and the library the build renders", async () => {
    const database = await databases.find((d) => d.name === "pglite")!.create();
    const db = await openDatabase(database.config, { command: "test" });
    try {
      await migrate(db);
      const live = await liveContent(db);
      expect(live).toEqual(seedContent);
      expect(contentHashes(live)).toEqual(contentHashes(seedContent));
      // The pages a link in the content may lead to: the route table's and the feeds beside them.
      const { rows } = await db.asOwner((tx) => tx.query<{ path: string }>("select path from private.site_routes"));
      expect(rows.map((row) => row.path).sort()).toEqual([...LINKABLE_PATHS].sort());
      expect(LINKABLE_PATHS).toEqual(expect.arrayContaining([FEED_PATH, "/sitemap.xml", "/"]));
    } finally {
      await db.close();
      await database.destroy();
    }
  }, 60_000);
});
