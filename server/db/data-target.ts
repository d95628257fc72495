import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "../config.ts";

/**
 * What an operator's command acts on, in words: `npm run staff`, `keys`, `backup` and
 * `restore` print it first, so a command run with the wrong DATA_DIR or DATABASE_URL says so.
 */
export function describeTarget(config: Pick<Config, "DATA_DIR" | "DATABASE_URL">): string {
  const folder = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) return `the embedded database in ${folder}`;
  const url = new URL(config.DATABASE_URL);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}:${url.port || 5432} (files and keys in ${folder})`;
}

/** Whether DATA_DIR holds an embedded database already (a server has started on it, or a restore made it). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, "pglite", "PG_VERSION"));
}

/** Why a command will not make a database of its own: what the operator should do instead. */
export function noDatabaseMessage(dataDir: string): string {
  return `There is no database in ${dataDir}. Start the server first (npm start makes it), or point this command at the folder the server uses: --data-dir <folder> or DATA_DIR.`;
}

/**
 * `--data-dir <folder>` taken out of a command's arguments: the folder (over DATA_DIR), and the
 * other arguments as they were.
 */
export function takeDataDir(args: string[]): { dataDir?: string; rest: string[] } {
  const at = args.indexOf("--data-dir");
  if (at === -1 || at + 1 >= args.length) return { rest: args };
  return { dataDir: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}
