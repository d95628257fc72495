/**
 * The migration that made the resource library content (decision 047) on a database whose staff
 * had written its rows: each row becomes a live item with the same id, newest first; an article
 * keeps its address and a card without one gets a slug from its title (numbered on a clash);
 * http:// addresses move to https://; the library's rows stay as the pages showed them. A row with
 * a type or category the library does not offer stops the migration, named, and changes nothing.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "../db/index.ts";
import { testConfig } from "../../tests/support/server/databases.ts";

const BEFORE = "20261128000200";
const scratch = mkdtempSync(join(tmpdir(), "kosmos-resource-migration-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const rows = (db: Database, sql: string) =>
  db.asOwner((tx) => tx.query<Record<string, unknown>>(sql, [])).then((r) => r.rows);

const BODY = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Rates rose." }] }] };

const staffWrote = (db: Database, extra = "") =>
  db.asOwner((tx) =>
    tx.query(
      `insert into public.resources (id, title, type, categories, date, description, image_url, download_url,
                                     read_more_url, featured, slug, body)
       values ('00000000-0000-4000-8000-000000000901', 'Rate Shock Primer', 'blog', '{finance}', '2026-01-01',
               'No article.', 'http://img.example.com/a.png', null, '/resources', true, null, null),
              ('00000000-0000-4000-8000-000000000902', 'Rates: a primer', 'white-paper', '{platform,finance}',
               '2026-02-01', 'With an article.', null, 'http://example.com/p.pdf', 'https://example.com/p', false,
               'rate-shock-primer', $1::jsonb)${extra}`,
      [JSON.stringify(BODY)],
    ),
  );

describe("the resource library's move into content", () => {
  it("makes an item of each row staff wrote, and leaves the library's rows as the pages showed them", async () => {
    const db = await openDatabase(testConfig(join(scratch, "moved")), { command: "test" });
    try {
      await migrate(db, { upTo: BEFORE, seedFile: null });
      await staffWrote(db);
      await migrate(db, { seedFile: null });
      expect(
        await rows(
          db,
          "select id, slug, sort_order, live, data from public.content_items where type = 'resource' order by sort_order",
        ),
      ).toEqual([
        {
          id: "00000000-0000-4000-8000-000000000902",
          slug: "rate-shock-primer",
          sort_order: 1,
          live: true,
          data: {
            title: "Rates: a primer",
            type: "white-paper",
            categories: ["platform", "finance"],
            date: "2026-02-01",
            description: "With an article.",
            read_more_url: "https://example.com/p",
            download_url: "https://example.com/p.pdf",
            body: BODY,
          },
        },
        {
          id: "00000000-0000-4000-8000-000000000901",
          slug: "rate-shock-primer-2",
          sort_order: 2,
          live: true,
          data: {
            title: "Rate Shock Primer",
            type: "blog",
            categories: ["finance"],
            date: "2026-01-01",
            description: "No article.",
            read_more_url: "/resources",
            // Its picture address was never shown: a later migration (the card picture is the
            // media library's) drops it; the item's history keeps it (below).
            featured: true,
          },
        },
      ]);
      expect(
        await rows(db, "select id, slug, featured, categories, download_url from public.resources order by date desc"),
      ).toEqual([
        {
          id: "00000000-0000-4000-8000-000000000902",
          slug: "rate-shock-primer",
          featured: false,
          categories: ["platform", "finance"],
          download_url: "https://example.com/p.pdf",
        },
        {
          id: "00000000-0000-4000-8000-000000000901",
          slug: null,
          featured: true,
          categories: ["finance"],
          download_url: null,
        },
      ]);
      // One version each as moved, and the one without the picture address that nothing showed.
      expect(
        await rows(
          db,
          "select version, data ->> 'image_url' as image_url from public.content_versions where item_id = '00000000-0000-4000-8000-000000000901' order by version",
        ),
      ).toEqual([
        { version: 1, image_url: "https://img.example.com/a.png" },
        { version: 2, image_url: null },
      ]);
      expect(await rows(db, "select count(*)::int as n from public.content_versions where type = 'resource'")).toEqual([
        { n: 3 },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("stops at a row the library cannot hold, naming it, and changes nothing", async () => {
    const db = await openDatabase(testConfig(join(scratch, "stopped")), { command: "test" });
    try {
      await migrate(db, { upTo: BEFORE, seedFile: null });
      await staffWrote(
        db,
        `, ('00000000-0000-4000-8000-000000000903', 'Crypto Notes', 'blog', '{crypto}', '2026-03-01', 'x.', null, null,
            '/resources', false, null, null)`,
      );
      await expect(migrate(db, { seedFile: null })).rejects.toThrow(
        "These resources have a type or categories the library does not offer: 'Crypto Notes'.",
      );
      expect(await rows(db, "select count(*)::int as n from public.content_items where type = 'resource'")).toEqual([
        { n: 0 },
      ]);
      expect(await rows(db, "select count(*)::int as n from public.resources")).toEqual([{ n: 3 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
