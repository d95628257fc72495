import type { Database } from "../db/types.ts";
import { restErrors } from "./errors.ts";

/** A table or view of the exposed schema, its columns in table order with their SQL types. */
export type TableInfo = { name: string; columns: ReadonlyMap<string, string> };

// Only the exposed schema (public), as PostgREST's schema cache. Types come from the
// catalogue (format_type quotes them as needed), so they can be written into SQL as casts.
const CATALOGUE_QUERY = `
  select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
  order by c.relname, a.attnum`;

type Row = { table_name: string; column_name: string; column_type: string };

/** Edit distance, for PostgREST's "Perhaps you meant the table …" hint. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest known name, when it is close enough to be a plausible typo. */
export function closestName(name: string, known: Iterable<string>): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.name : null;
}

/**
 * The tables and columns the API may name, read from the catalogue once and kept until
 * `invalidate()` (call it after migrations change the schema).
 */
export function createSchemaCache(db: Database) {
  let tables: Promise<Map<string, TableInfo>> | null = null;

  const load = async () => {
    const { rows } = await db.asOwner((tx) => tx.query<Row>(CATALOGUE_QUERY, []));
    const map = new Map<string, Map<string, string>>();
    for (const row of rows) {
      if (!map.has(row.table_name)) map.set(row.table_name, new Map());
      map.get(row.table_name)!.set(row.column_name, row.column_type);
    }
    return new Map([...map].map(([name, columns]) => [name, { name, columns }]));
  };

  return {
    /** The table, or 404 PGRST205 with a suggestion. */
    async table(name: string): Promise<TableInfo> {
      tables ??= load().catch((error: unknown) => {
        tables = null;
        throw error;
      });
      const known = await tables;
      const table = known.get(name);
      if (!table) throw restErrors.unknownTable(name, closestName(name, known.keys()));
      return table;
    },
    invalidate() {
      tables = null;
    },
  };
}

export type SchemaCache = ReturnType<typeof createSchemaCache>;
