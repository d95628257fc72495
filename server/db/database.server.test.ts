import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { isPgError } from "./errors.ts";
import type { Database } from "./types.ts";

describe.each(databases)("database on $name", (factory) => {
  let database: TestDatabase;
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await factory.create();
    const app = await buildApp({ config: database.config, serveSite: false });
    db = app.db;
    close = () => app.close();
  });
  afterAll(async () => {
    await close?.();
    await database?.destroy();
  });

  it("runs asRole as the caller's role with the JWT claims set, then returns to the owner", async () => {
    const claims = { role: "anon", iss: "supabase-demo" };
    const { rows } = await db.asRole("anon", claims, (tx) =>
      tx.query<{ who: string; claims: string; role: string }>(
        "select current_user as who, current_setting('request.jwt.claims', true) as claims, " +
          "current_setting('request.jwt.claim.role', true) as role",
        [],
      ),
    );
    expect(rows[0]!.who).toBe("anon");
    expect(JSON.parse(rows[0]!.claims)).toEqual(claims);
    expect(rows[0]!.role).toBe("anon");
    const after = await db.asOwner((tx) => tx.query<{ who: string }>("select current_user as who", []));
    expect(after.rows[0]!.who).not.toBe("anon");
  });

  it("commits when fn resolves and rolls back when it throws, rethrowing the same error", async () => {
    await db.asOwner((tx) => tx.query("create table if not exists public.tx_probe (n int)"));
    await db.asOwner((tx) => tx.query("insert into public.tx_probe values ($1)", [1]));
    const failure = new Error("stop");
    await expect(
      db.asOwner(async (tx) => {
        await tx.query("insert into public.tx_probe values ($1)", [2]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await db.asOwner((tx) => tx.query<{ n: number }>("select n from public.tx_probe order by n", []));
    expect(rows).toEqual([{ n: 1 }]);
    await db.asOwner((tx) => tx.query("drop table public.tx_probe"));
  });

  it("raises Postgres errors with their SQLSTATE, detail and hint", async () => {
    const error = await db
      .asRole("anon", {}, (tx) => tx.query("select * from public.contact_submissions", []))
      .catch((e: unknown) => e);
    expect(isPgError(error)).toBe(true);
    expect(error).toMatchObject({ code: "42501", message: "permission denied for table contact_submissions" });

    // (A repeated newsletter address is skipped before the insert, so the key is a row's id here.)
    const id = "6f1c2c1e-7d0a-4c59-9a51-0d3f0e0f2a11";
    const unique = await db
      .asOwner(async (tx) => {
        for (let i = 0; i < 2; i++) {
          await tx.query(
            "insert into public.contact_submissions (id, name, email, inquiry_type, message) values ($1, 'Dup', 'dup@example.com', 'general-question', 'A message that is long enough to be kept.')",
            [id],
          );
        }
      })
      .catch((e: unknown) => e);
    expect(unique).toMatchObject({ code: "23505", detail: `Key (id)=(${id}) already exists.` });
    expect(Object.keys(unique as object)).not.toContain("params");
  });

  it("reports rows changed and field types", async () => {
    const result = await db.asOwner((tx) =>
      tx.query("update public.resources set featured = featured where featured returning title", []),
    );
    expect(result.rowCount).toBeGreaterThanOrEqual(3);
    expect(result.fields.map((f) => f.name)).toEqual(["title"]);
    expect(result.fields[0]!.dataTypeID).toBe(25);
  });

  it("keeps concurrent transactions apart", async () => {
    await db.asOwner((tx) => tx.query("create table if not exists public.queue_probe (who text, n int)"));
    const writer = (who: string) =>
      db.asOwner(async (tx) => {
        for (let n = 0; n < 5; n++) await tx.query("insert into public.queue_probe values ($1, $2)", [who, n]);
        const { rows } = await tx.query<{ c: number }>(
          "select count(*)::int as c from public.queue_probe where who = $1",
          [who],
        );
        if (who === "b") throw new Error("roll b back");
        return rows[0]!.c;
      });
    const results = await Promise.allSettled([writer("a"), writer("b"), writer("c")]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ who: string; c: number }>(
        "select who, count(*)::int as c from public.queue_probe group by who order by who",
        [],
      ),
    );
    expect(rows).toEqual([
      { who: "a", c: 5 },
      { who: "c", c: 5 },
    ]);
    await db.asOwner((tx) => tx.query("drop table public.queue_probe"));
  });

  it("refuses a role outside the three API roles", async () => {
    await expect(db.asRole("postgres" as "anon", {}, async () => 1)).rejects.toThrow(/Unknown role/);
  });
});
