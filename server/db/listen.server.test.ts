/**
 * A committed change of published content is said by the database itself (NOTIFY on
 * 'content_changed'), and every server on it hears it: on PostgreSQL a second server (its own
 * connection, as on another machine) hears a change the first made; on PGlite the one server
 * hears its own. A change rolled back is never said.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_CHANGED } from "../publish/publisher.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { migrate } from "./migrate.ts";
import type { Database } from "./types.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import { join } from "node:path";

const heard = (payloads: string[], count: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const look = () =>
      payloads.length >= count
        ? resolve()
        : Date.now() - started > 5_000
          ? reject(new Error("nothing heard"))
          : setTimeout(look, 20);
    look();
  });

describe.each(databases)("content changes said by the database on $name", (factory) => {
  let database: TestDatabase;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    database = await factory.create();
    const url = database.config.DATABASE_URL;
    first = url ? await openPostgres(url) : await openPglite(join(database.config.DATA_DIR, "pglite"));
    await migrate(first);
    second = url ? await openPostgres(url) : first;
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    if (second !== first) await second?.close();
    await database?.destroy();
  });

  const touchPosition = (db: Database, rollBack = false) =>
    db
      .asOwner(async (tx) => {
        await tx.query(
          "update public.content_items set data = jsonb_set(data, '{location}', to_jsonb(now()::text)) where type = 'position' and slug = (select min(slug) from public.content_items where type = 'position')",
        );
        if (rollBack) throw new Error("rolled back on purpose");
      })
      .catch((error: Error) => {
        if (error.message !== "rolled back on purpose") throw error;
      });

  it("tells every listener of a committed change, once, naming its type; never of one rolled back", async () => {
    const payloads: string[] = [];
    const stop = await second.listen(CONTENT_CHANGED, (payload) => payloads.push(payload));
    try {
      await touchPosition(first, true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(payloads).toEqual([]);
      await touchPosition(first);
      await heard(payloads, 1);
      expect(payloads).toEqual(["position"]);
    } finally {
      await stop();
    }
    await touchPosition(first);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(payloads).toEqual(["position"]);
  });
});
