/**
 * A throw-away PostgreSQL cluster: initdb into a temporary folder, pg_ctl start on a free port on
 * 127.0.0.1 (trust authentication, user `postgres`), stopped and removed afterwards. The backend
 * tests, the fault tests and the benchmarks all use it, so it imports nothing from Vitest.
 * PostgreSQL refuses to run as root: as root, its tools run as the `postgres` OS user.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export type PostgresClusterOptions = {
  /** Prefix of the temporary folder's name, to tell whose cluster it is. */
  folderPrefix: string;
  /** Server settings, each passed as `-c name=value`. */
  settings: string[];
  /** A database to create; `url` points at it (otherwise at `postgres`). */
  database?: string;
  /**
   * How stop() ends the server: "immediate" when nothing needs to be kept (tests), "fast" for a
   * clean shutdown (benchmarks).
   */
  stopMode: "immediate" | "fast";
};

export type PostgresCluster = {
  port: number;
  url: string;
  /** Runs a statement as `postgres` in the `postgres` database (create or drop databases). */
  adminQuery(sql: string): Promise<void>;
  /**
   * For outage tests: "stop" is `pg_ctl stop -m fast` (sessions are terminated with 57P01, new
   * connections refused); "start" starts it again on the same port and data.
   */
  pgCtl(action: "stop" | "start"): void;
  /** Stops the server (unless stopped already) and removes the folder. Safe to call twice. */
  stop(): void;
};

const MISSING_BINARIES =
  "PostgreSQL server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin: apt-get install postgresql.";

function findBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return bin;
  }
  throw new Error(MISSING_BINARIES);
}

const asRoot = () => process.getuid?.() === 0;

function runAsPostgres(bin: string, args: string[]) {
  const [command, fullArgs] = asRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  try {
    execFileSync(command, fullArgs, { stdio: "pipe" });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`${[bin, ...args].join(" ")} failed: ${output || String(error)}`);
  }
}

/** The folder must belong to the `postgres` OS user when its tools run as that user. */
function giveToPostgres(folder: string) {
  let ids: { uid: number; gid: number };
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    ids = { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error("Running as root, PostgreSQL must run as the 'postgres' OS user, which does not exist.");
  }
  chownSync(folder, ids.uid, ids.gid);
}

export async function startPostgresCluster(options: PostgresClusterOptions): Promise<PostgresCluster> {
  const bin = findBinDir();
  const root = mkdtempSync(join(tmpdir(), options.folderPrefix));
  if (asRoot()) giveToPostgres(root);
  const data = join(root, "data");
  runAsPostgres(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=127.0.0.1",
    ...options.settings.map((s) => `-c ${s}`),
  ];
  const pgCtlRun = (...args: string[]) => runAsPostgres(join(bin, "pg_ctl"), ["-D", data, ...args]);

  let running = false;
  const pgCtl = (action: "stop" | "start") => {
    if (action === "start")
      pgCtlRun("-l", join(root, "server.log"), "-o", serverOptions.join(" "), "-w", "-t", "60", "start");
    else pgCtlRun("-m", "fast", "-w", "stop");
    running = action === "start";
  };
  let removed = false;
  const stop = () => {
    if (removed) return;
    removed = true;
    try {
      if (running) pgCtlRun("-m", options.stopMode, "-w", "stop");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A crashed run must not leave a server behind.
  process.once("exit", stop);
  pgCtl("start");

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (options.database) await adminQuery(`create database ${options.database}`);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${options.database ?? "postgres"}`,
    adminQuery,
    pgCtl,
    stop,
  };
}
