/**
 * Creating a PGlite cluster (its initdb, in WebAssembly) takes 5 to 25 seconds; copying one
 * takes a moment. So an empty cluster (no migrations: whoever uses a copy still applies them) is
 * kept in node_modules/.cache, per PGlite version, and copied into each new data folder.
 */
import { PGlite } from "@electric-sql/pglite";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_MODULES = new URL("../../../node_modules/", import.meta.url);
const CACHE = fileURLToPath(new URL(".cache/", NODE_MODULES));
const PREFIX = "kosmos-pglite-template-";

/** The cached empty cluster for this PGlite version, made first if there is none. */
export async function pgliteTemplate(): Promise<string> {
  const { version } = JSON.parse(readFileSync(new URL("@electric-sql/pglite/package.json", NODE_MODULES), "utf8")) as {
    version: string;
  };
  const template = join(CACHE, `${PREFIX}${version}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;
  mkdirSync(CACHE, { recursive: true });
  const staging = mkdtempSync(join(CACHE, "kosmos-pglite-staging-"));
  const pg = await PGlite.create(staging);
  await pg.close();
  try {
    renameSync(staging, template); // atomic: a template is complete or absent
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another test process made it first
  }
  return template;
}

/**
 * Copies a cached empty cluster to DATA_DIR/pglite when there is one (the tests leave one behind);
 * without one the server creates its database itself, only slower.
 */
export function copyCachedPgliteTemplate(dataDir: string): void {
  const template = existsSync(CACHE) ? readdirSync(CACHE).find((name) => name.startsWith(PREFIX)) : undefined;
  if (template) cpSync(join(CACHE, template), join(dataDir, "pglite"), { recursive: true });
}
