/**
 * The migration that made the documentation content (decision 046) on a database whose staff had
 * written its rows: each row becomes a live item with the same id, in the order they were added,
 * its slug from its title (numbered when two titles make the same one), an http:// address moved
 * to https://, and the page's rows stay as they were.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "../db/index.ts";
import { testConfig } from "../../tests/support/server/databases.ts";

const BEFORE = "20261128000100";
const scratch = mkdtempSync(join(tmpdir(), "kosmos-documentation-migration-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const rows = (db: Database, sql: string) =>
  db.asOwner((tx) => tx.query<Record<string, unknown>>(sql, [])).then((r) => r.rows);

describe("the documentation's move into content", () => {
  it("makes an item of each row staff wrote, and leaves the page's rows as they were", async () => {
    const db = await openDatabase(testConfig(scratch), { command: "test" });
    try {
      await migrate(db, { upTo: BEFORE, seedFile: null });
      await db.asOwner((tx) =>
        tx.query(
          `insert into public.documentation (id, created_at, title, description, sections, summary, access_url, download_url)
           values ('00000000-0000-4000-8000-000000000901', '2026-01-02', 'API Guide', 'The API.', '{Intro,Auth}', null,
                   'http://docs.example.com/api', null),
                  ('00000000-0000-4000-8000-000000000902', '2026-01-01', 'Über Risk: Notes!', 'Notes.', '{}', 'Short.',
                   '/platform', 'http://example.com/notes.pdf'),
                  ('00000000-0000-4000-8000-000000000903', '2026-01-03', 'API guide', 'Again.', '{}', null, '/about', null)`,
          [],
        ),
      );
      await migrate(db, { seedFile: null });
      expect(
        await rows(
          db,
          "select id, slug, sort_order, live, data from public.content_items where type = 'document' order by sort_order",
        ),
      ).toEqual([
        {
          id: "00000000-0000-4000-8000-000000000902",
          slug: "uber-risk-notes",
          sort_order: 1,
          live: true,
          data: {
            title: "Über Risk: Notes!",
            description: "Notes.",
            summary: "Short.",
            access_url: "/platform",
            download_url: "https://example.com/notes.pdf",
          },
        },
        {
          id: "00000000-0000-4000-8000-000000000901",
          slug: "api-guide",
          sort_order: 2,
          live: true,
          data: {
            title: "API Guide",
            description: "The API.",
            sections: "Intro\nAuth",
            access_url: "https://docs.example.com/api",
          },
        },
        {
          id: "00000000-0000-4000-8000-000000000903",
          slug: "api-guide-2",
          sort_order: 3,
          live: true,
          data: { title: "API guide", description: "Again.", access_url: "/about" },
        },
      ]);
      expect(
        await rows(
          db,
          "select id, title, sections, access_url, sort_order from public.documentation order by sort_order",
        ),
      ).toEqual([
        {
          id: "00000000-0000-4000-8000-000000000902",
          title: "Über Risk: Notes!",
          sections: [],
          access_url: "/platform",
          sort_order: 1,
        },
        {
          id: "00000000-0000-4000-8000-000000000901",
          title: "API Guide",
          sections: ["Intro", "Auth"],
          access_url: "https://docs.example.com/api",
          sort_order: 2,
        },
        {
          id: "00000000-0000-4000-8000-000000000903",
          title: "API guide",
          sections: [],
          access_url: "/about",
          sort_order: 3,
        },
      ]);
      // Their history starts with them.
      expect(await rows(db, "select count(*)::int as n from public.content_versions where type = 'document'")).toEqual([
        { n: 3 },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
