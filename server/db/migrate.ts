import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { projectPath } from "../project-root.ts";
import type { Database, Tx } from "./types.ts";

export const SUPABASE_DIR = `${projectPath("supabase")}/`;

export type MigrateOptions = {
  /** Folder of `<version>_<name>.sql` files, applied in name order. */
  migrationsDir?: string;
  /** Run once, on a database that has never been seeded; null: never (a restore brings its own rows). */
  seedFile?: string | null;
  /** Apply only the migrations up to this version (a restore first rebuilds the archive's schema). */
  upTo?: string;
};

export type MigrateReport = { applied: string[]; seeded: boolean };

// The Supabase CLI's own bookkeeping tables (same names and compatible columns), so a hosted
// project's history and ours agree: the CLI records `version` and `name`, we add applied_at.
const BOOKKEEPING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    applied_at timestamptz default now()
  );
  alter table supabase_migrations.schema_migrations add column if not exists applied_at timestamptz default now();
  create table if not exists supabase_migrations.seed_files (
    path text primary key,
    hash text not null
  );
`;

// Two servers starting on one PostgreSQL database must not apply a file twice.
const LOCK = "select pg_advisory_xact_lock(hashtext('kosmos.migrate'))";

async function isApplied(tx: Tx, version: string): Promise<boolean> {
  const { rows } = await tx.query("select 1 from supabase_migrations.schema_migrations where version = $1", [version]);
  return rows.length > 0;
}

/** The migration files' versions, in the order they apply. */
export async function migrationVersions(migrationsDir = join(SUPABASE_DIR, "migrations")): Promise<string[]> {
  return (await readdir(migrationsDir))
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => basename(f, ".sql").split("_")[0]!)
    .filter(Boolean);
}

/** Versions of this code's migrations that the database has not applied (empty: current). */
export async function pendingMigrations(tx: Tx, versions: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations", []);
  const applied = new Set(rows.map((r) => r.version));
  return versions.filter((v) => !applied.has(v));
}

/**
 * Applies each migration file once, each in its own transaction with its bookkeeping row, then
 * the seed once on a database that has never been seeded. Safe to run on every start.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateReport> {
  const migrationsDir = options.migrationsDir ?? join(SUPABASE_DIR, "migrations");
  const seedFile = options.seedFile === undefined ? join(SUPABASE_DIR, "seed.sql") : options.seedFile;
  await db.asOwner(async (tx) => {
    await tx.query(LOCK, []);
    await tx.query(BOOKKEEPING);
  });

  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = basename(file, ".sql").split("_");
    if (!version || (options.upTo !== undefined && version > options.upTo)) continue;
    const sql = await readFile(join(migrationsDir, file), "utf8");
    await db.asOwner(async (tx) => {
      await tx.query(LOCK, []);
      if (await isApplied(tx, version)) return;
      try {
        await tx.query(sql);
      } catch (error) {
        if (error instanceof Error) error.message = `Migration ${file} failed: ${error.message}`;
        throw error;
      }
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        rest.join("_"),
      ]);
      applied.push(file);
    });
  }

  let seeded = false;
  if (seedFile !== null && options.upTo === undefined && existsSync(seedFile)) {
    const sql = await readFile(seedFile, "utf8");
    await db.asOwner(async (tx) => {
      await tx.query(LOCK, []);
      const { rows } = await tx.query("select 1 from supabase_migrations.seed_files limit 1", []);
      if (rows.length > 0) return;
      await tx.query(sql);
      await tx.query("insert into supabase_migrations.seed_files (path, hash) values ($1, $2)", [
        "supabase/seed.sql",
        createHash("sha256").update(sql).digest("hex"),
      ]);
      seeded = true;
    });
  }
  return { applied, seeded };
}
