/**
 * The databases every backend test runs against, for `describe.each(databases)`:
 * PGlite in a temporary folder, and a real PostgreSQL from a throw-away cluster (initdb +
 * pg_ctl, listening on 127.0.0.1 on a free port, stopped and removed after the test file).
 * When PostgreSQL's server binaries are missing the PostgreSQL variant fails, never skips.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { loadConfig, type Config } from "../../../server/config";
import { pgliteTemplate } from "./pglite-template";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";

/** One fresh, empty database and the config that points the app at it. */
export type TestDatabase = {
  config: Config;
  /** Drops the database (PostgreSQL) and removes the data folder. */
  destroy(): Promise<void>;
};

export type DatabaseFactory = { name: "pglite" | "postgres"; create(): Promise<TestDatabase> };

/** The app's settings for a test: quiet, rate limits off, on this data folder and database. */
export function testConfig(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // Tests send many writes from one address; server/security's tests switch the limits on.
    RATE_LIMIT_WRITES_PER_MINUTE: "0",
    RATE_LIMIT_READS_PER_MINUTE: "0",
    UPLOAD_BYTES_PER_HOUR: "0",
    VISITOR_MAILS_PER_NETWORK_PER_HOUR: "0",
    VISITOR_MAILS_PER_HOUR: "0",
    // A test runs right after a start whose migrations block the event loop: no overload guard.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_DB_WAIT_MS: "0",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

const pglite: DatabaseFactory = {
  name: "pglite",
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-pglite-"));
    cpSync(await pgliteTemplate(), join(dataDir, "pglite"), { recursive: true });
    return { config: testConfig(dataDir), destroy: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

// --- PostgreSQL ------------------------------------------------------------------------------

// One cluster per test file, started by the first test that needs it; the fast-but-unsafe
// settings are fine for data thrown away afterwards.
let cluster: Promise<PostgresCluster> | null = null;
const startCluster = () =>
  startPostgresCluster({
    folderPrefix: "kosmos-pg-",
    settings: ["fsync=off", "synchronous_commit=off"],
    stopMode: "immediate",
  });

afterAll(async () => {
  if (!cluster) return;
  const started = await cluster.catch(() => null);
  cluster = null;
  started?.stop();
});

let counter = 0;

const postgres: DatabaseFactory = {
  name: "postgres",
  async create() {
    cluster ??= startCluster();
    const { port, adminQuery } = await cluster;
    const name = `kosmos_test_${process.pid}_${++counter}`;
    await adminQuery(`create database ${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-pgdata-"));
    return {
      config: testConfig(dataDir, `postgres://postgres@127.0.0.1:${port}/${name}`),
      async destroy() {
        await adminQuery(`drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const databases: DatabaseFactory[] = [pglite, postgres];
