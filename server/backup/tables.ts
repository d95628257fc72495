import type { Tx } from "../db/types.ts";

/** A table of the project's own, and the columns a restore writes (generated ones are computed). */
export type Table = { schema: string; name: string; columns: string[] };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
export const qualified = (table: { schema: string; name: string }) => `${quote(table.schema)}.${quote(table.name)}`;
export const columnList = (table: Table) => table.columns.map(quote).join(", ");

/**
 * Every table the project owns, in an order that loads without breaking a foreign key (a table
 * after those it references). Migrations' own bookkeeping is rebuilt by the restore, except the
 * record that the seed ran.
 */
export async function projectTables(tx: Tx): Promise<Table[]> {
  const { rows } = await tx.query<{ schema: string; name: string; columns: string[]; refs: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns,
            array(select distinct rn.nspname || '.' || rc.relname from pg_constraint f
                    join pg_class rc on rc.oid = f.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
                   where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as refs
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and (n.nspname in ('public', 'auth', 'storage', 'private')
             or (n.nspname = 'supabase_migrations' and c.relname = 'seed_files'))
      order by 1, 2`,
    [],
  );
  const byName = new Map(rows.map((r) => [`${r.schema}.${r.name}`, r]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (key: string, path: Set<string>) => {
    const row = byName.get(key);
    if (!row || placed.has(key) || path.has(key)) return;
    path.add(key);
    for (const ref of row.refs) place(ref, path);
    placed.add(key);
    ordered.push({ schema: row.schema, name: row.name, columns: row.columns });
  };
  for (const key of byName.keys()) place(key, new Set());
  return ordered;
}

/** The last migration this database has applied. */
export async function schemaVersion(tx: Tx): Promise<string> {
  const { rows } = await tx.query<{ version: string | null }>(
    "select max(version) as version from supabase_migrations.schema_migrations",
    [],
  );
  return rows[0]?.version ?? "";
}
