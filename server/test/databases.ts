/**
 * The databases every backend test runs against, for `describe.each(databases)`:
 * PGlite in a temporary folder, and a real PostgreSQL from a throw-away cluster (initdb +
 * pg_ctl, listening on 127.0.0.1 on a free port, stopped and removed after the test file).
 * When PostgreSQL's server binaries are missing the PostgreSQL variant fails, never skips.
 */
import { PGlite } from "@electric-sql/pglite";
import { execFileSync } from "node:child_process";
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { loadConfig, type Config } from "../config";

/** One fresh, empty database and the config that points the app at it. */
export type TestDatabase = {
  config: Config;
  /** Drops the database (PostgreSQL) and removes the data folder. */
  destroy(): Promise<void>;
};

export type DatabaseFactory = { name: "pglite" | "postgres"; create(): Promise<TestDatabase> };

function configFor(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // Tests send many writes from one address; server/security's tests switch the limits on.
    RATE_LIMIT_WRITES_PER_MINUTE: "0",
    RATE_LIMIT_READS_PER_MINUTE: "0",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

const NODE_MODULES = new URL("../../node_modules/", import.meta.url);

/**
 * Creating a PGlite cluster (its initdb, in WebAssembly) takes 5 to 25 seconds; copying one
 * takes a moment. So the first test to need one makes an empty cluster (no migrations: every
 * test still applies them itself) and keeps it in node_modules/.cache, per PGlite version.
 */
async function pgliteTemplate(): Promise<string> {
  const { version } = JSON.parse(readFileSync(new URL("@electric-sql/pglite/package.json", NODE_MODULES), "utf8")) as {
    version: string;
  };
  const cache = new URL(".cache/", NODE_MODULES).pathname;
  const template = join(cache, `kosmos-pglite-template-${version}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, "kosmos-pglite-staging-"));
  const pg = await PGlite.create(staging);
  await pg.close();
  try {
    renameSync(staging, template); // atomic: a template is complete or absent
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another test process made it first
  }
  return template;
}

const pglite: DatabaseFactory = {
  name: "pglite",
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-pglite-"));
    cpSync(await pgliteTemplate(), join(dataDir, "pglite"), { recursive: true });
    return { config: configFor(dataDir), destroy: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

// --- PostgreSQL ------------------------------------------------------------------------------

const MISSING_BINARIES =
  "PostgreSQL server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin. " +
  "The PostgreSQL variant of the backend tests needs them: apt-get install postgresql.";

function findBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return bin;
  }
  throw new Error(MISSING_BINARIES);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

type Cluster = { port: number; stop(): void };

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` OS user. */
function runAsPostgres(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  try {
    execFileSync(command, fullArgs, { stdio: "pipe" });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`${[bin, ...args].join(" ")} failed: ${output || String(error)}`);
  }
}

function postgresIds(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    return { uid, gid };
  } catch {
    throw new Error("The tests run as root, so PostgreSQL must run as the 'postgres' OS user, which does not exist.");
  }
}

async function startCluster(): Promise<Cluster> {
  const bin = findBinDir();
  const root = mkdtempSync(join(tmpdir(), "kosmos-pg-"));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  const data = join(root, "data");
  runAsPostgres(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  runAsPostgres(join(bin, "pg_ctl"), ["-D", data, "-l", join(root, "server.log"), "-o", options, "-w", "-t", "60", "start"]);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsPostgres(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A crashed test run must not leave a server behind.
  process.once("exit", stop);
  return { port, stop };
}

let cluster: Promise<Cluster> | null = null;

afterAll(async () => {
  if (!cluster) return;
  const started = await cluster.catch(() => null);
  cluster = null;
  started?.stop();
});

async function adminQuery(port: number, sql: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let counter = 0;

const postgres: DatabaseFactory = {
  name: "postgres",
  async create() {
    cluster ??= startCluster();
    const { port } = await cluster;
    const name = `kosmos_test_${process.pid}_${++counter}`;
    await adminQuery(port, `create database ${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-pgdata-"));
    return {
      config: configFor(dataDir, `postgres://postgres@127.0.0.1:${port}/${name}`),
      async destroy() {
        await adminQuery(port, `drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const databases: DatabaseFactory[] = [pglite, postgres];
