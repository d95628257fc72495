/**
 * The schema as it is now, one file per domain under supabase/schema/, generated from
 * the migrations and committed. A migration added without `npm run gen:schema` fails here;
 * `npm run gen:schema` runs this test with UPDATE_SCHEMA=1, which writes the files instead.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { databases } from "../../tests/support/server/databases.ts";
import { migrate, openDatabase } from "./index.ts";
import { SCHEMA_DIR, schemaFiles } from "./schema-files.ts";

function pgDump(): string {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
  const path = version ? join(base, version, "bin", "pg_dump") : "";
  if (!existsSync(path))
    throw new Error("pg_dump was not found under /usr/lib/postgresql/*/bin: apt-get install postgresql.");
  return path;
}

describe("the schema's files, one a domain", () => {
  it("are what the migrations make: run `npm run gen:schema` after adding a migration", async () => {
    const database = await databases.find((d) => d.name === "postgres")!.create();
    try {
      const db = await openDatabase(database.config, { command: "test" });
      await migrate(db, { seedFile: null }).finally(() => db.close());
      const { stdout } = await promisify(execFile)(
        pgDump(),
        ["--schema-only", "--no-owner", "--exclude-schema=supabase_migrations", database.config.DATABASE_URL!],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const files = schemaFiles(stdout);
      if (process.env.UPDATE_SCHEMA === "1") {
        await rm(SCHEMA_DIR, { recursive: true, force: true });
        await mkdir(SCHEMA_DIR, { recursive: true });
        for (const [name, text] of files) await writeFile(join(SCHEMA_DIR, name), text);
      }
      const committed = new Map<string, string>();
      for (const name of existsSync(SCHEMA_DIR) ? readdirSync(SCHEMA_DIR).sort() : [])
        committed.set(name, await readFile(join(SCHEMA_DIR, name), "utf8"));
      expect([...committed.keys()], "supabase/schema/ is out of date: run `npm run gen:schema`").toEqual(
        [...files.keys()].sort(),
      );
      for (const [name, text] of files)
        expect(committed.get(name) === text, `supabase/schema/${name} is out of date: run \`npm run gen:schema\``).toBe(
          true,
        );
      // Every object has its domain, and each is defined once.
      expect(files.has("other.sql")).toBe(false);
      const all = [...files.values()].join("\n");
      expect(all.match(/CREATE FUNCTION public\.search_inbox\(/g)).toHaveLength(1);
      expect(files.get("submissions.sql")).toContain("CREATE TABLE public.contact_submissions");
      expect(files.get("submissions.sql")).toMatch(/CREATE POLICY .* ON public\.contact_submissions/);
    } finally {
      await database.destroy();
    }
  }, 120_000);
});
