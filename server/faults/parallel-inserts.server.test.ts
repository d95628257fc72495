import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { contact } from "../../tests/support/server/submissions.ts";

const PARALLEL = 500;

describe.each(databases)(`$name: ${PARALLEL} parallel contact inserts over HTTP`, (factory) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    database = await factory.create();
    // tests/support/server/databases.ts turns the per-address rate limits off (RATE_LIMIT_*_PER_MINUTE=0).
    expect(database.config.RATE_LIMIT_WRITES_PER_MINUTE).toBe(0);
    app = await buildApp({ config: database.config, serveSite: false });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it(`stores exactly ${PARALLEL} rows for ${PARALLEL} requests sent at once, each exactly once`, async () => {
    const { anonKey } = await keysFor(database.config.DATA_DIR);
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" };
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        fetch(`${origin}/rest/v1/contact_submissions`, {
          method: "POST",
          headers,
          body: JSON.stringify(contact({ name: `Parallel Sender ${n}`, email: `sender${n}@example.com` })),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{ n: number; names: number }>(
        "select count(*)::int as n, count(distinct name)::int as names from public.contact_submissions",
        [],
      ),
    );
    expect(rows[0]).toEqual({ n: PARALLEL, names: PARALLEL });
  }, 120_000);
});
