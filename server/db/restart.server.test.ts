import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { client, json } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { contact } from "../../tests/support/server/submissions.ts";

type Bookkeeping = { migrations: { version: string; applied_at: string }[]; seeds: number };

async function bookkeeping(app: FastifyInstance): Promise<Bookkeeping> {
  return app.db.asOwner(async (tx) => {
    const migrations = await tx.query<{ version: string; applied_at: string }>(
      "select version, applied_at::text as applied_at from supabase_migrations.schema_migrations order by version",
      [],
    );
    const seeds = await tx.query<{ n: number }>("select count(*)::int as n from supabase_migrations.seed_files", []);
    return { migrations: migrations.rows, seeds: seeds.rows[0]!.n };
  });
}

describe.each(databases)("restart on $name", (factory) => {
  let database: TestDatabase | undefined;
  afterAll(async () => database?.destroy());

  it("keeps what was written; neither migrations nor the seed run again", async () => {
    database = await factory.create();
    const { serviceKey } = await keysFor(database.config.DATA_DIR);

    const first = await buildApp({ config: database.config, serveSite: false });
    const before = await bookkeeping(first);
    expect(before.migrations.length).toBeGreaterThanOrEqual(1);
    expect(before.seeds).toBe(1);
    const api = client(first, serviceKey);
    expect((await api.post("/rest/v1/contact_submissions", contact({ name: "Survives Restart" }))).statusCode).toBe(
      201,
    );
    // Deleting a seeded row shows whether the seed runs again on the next start.
    const seeded = json<{ id: string }[]>(await api.get("/rest/v1/resources?select=id&order=date.asc&limit=1"));
    expect((await api.delete(`/rest/v1/resources?id=eq.${seeded[0]!.id}`)).statusCode).toBe(204);
    const resourcesBefore = json<unknown[]>(await api.get("/rest/v1/resources?select=id")).length;
    await first.close();

    const second = await buildApp({ config: database.config, serveSite: false });
    try {
      const again = client(second, serviceKey);
      expect(json(await again.get("/rest/v1/contact_submissions?select=name&name=eq.Survives%20Restart"))).toEqual([
        { name: "Survives Restart" },
      ]);
      expect(json<unknown[]>(await again.get("/rest/v1/resources?select=id"))).toHaveLength(resourcesBefore);
      expect(await bookkeeping(second)).toEqual(before);
    } finally {
      await second.close();
    }
    // Two starts, the first creating a PGlite database: slow on a busy machine.
  }, 180_000);
});
