/**
 * Creating a PGlite cluster (its initdb, in WebAssembly) takes 3 to 25 seconds; copying one
 * takes a moment. So an empty cluster (no migrations: whoever uses a copy still applies them) is
 * kept in node_modules/.cache, per PGlite version, made as the build makes its own
 * (server/db/empty-cluster.ts), and copied into each new data folder.
 */
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { emptyClusterDir, prepareEmptyCluster } from "../../../server/db/empty-cluster";

const CACHE = fileURLToPath(new URL("../../../node_modules/.cache/kosmos-pglite/", import.meta.url));

/** The cached empty cluster for this PGlite version, made first if there is none. */
export async function pgliteTemplate(): Promise<string> {
  // emptyClusterDir names it by PGlite's version, under the parent of the folder it is given.
  const template = emptyClusterDir(join(CACHE, "client"));
  await prepareEmptyCluster(template);
  return template;
}

/**
 * Copies a cached empty cluster to DATA_DIR/pglite when there is one (the tests leave one behind);
 * without one the server creates its database itself, only slower.
 */
export function copyCachedPgliteTemplate(dataDir: string): void {
  const template = emptyClusterDir(join(CACHE, "client"));
  if (existsSync(join(template, "PG_VERSION"))) cpSync(template, join(dataDir, "pglite"), { recursive: true });
}
