import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database, Tx } from "../db/index.ts";
import { fileOfRoute, listFiles } from "../site/files.ts";
import { everyRoute } from "./paths.ts";

/**
 * The rendered record (public.site_record): each route's page exactly as it was served, kept by
 * the database from the moment it was served. A publish keeps the pages it is about to move in, in
 * the transaction that moves them (`keepRecord`): a page is never served without its record, and
 * a record that cannot be kept (the disk full) refuses the publish, leaving the last good pages.
 * A route's row is written only when its page differs from the last one kept.
 */
export async function keepRecord(
  tx: Tx,
  run: string | null,
  pages: { routes: string[]; from: string; removed: string[] },
): Promise<number> {
  let kept = 0;
  // One page at a time: the server never holds more than one page's text for the record.
  for (const route of pages.routes) {
    const body = await readFile(join(pages.from, fileOfRoute(route)), "utf8");
    kept += await recordRoute(tx, run, route, body);
  }
  for (const route of pages.removed) kept += await recordRoute(tx, run, route, null);
  if (run !== null) await tx.query("select private.record_publish_items($1)", [run]);
  return kept;
}

async function recordRoute(tx: Tx, run: string | null, route: string, body: string | null) {
  const { rows } = await tx.query<{ kept: boolean }>("select private.record_route($1, $2, $3) as kept", [
    run,
    route,
    body,
  ]);
  return rows[0]!.kept ? 1 : 0;
}

/**
 * What the served folder holds, kept when a server starts: the first build's pages, or those of a
 * new release of the site's code, which no publish made. Unchanged pages write nothing.
 */
export async function recordServedPages(db: Database, siteRoot: string): Promise<number> {
  const routes = everyRoute(await listFiles(siteRoot));
  return db.asOwner((tx) => keepRecord(tx, null, { routes, from: siteRoot, removed: [] }));
}
