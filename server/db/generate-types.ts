/**
 * The database's types for supabase-js (`createClient<Database>`), in the shape `supabase gen
 * types typescript` writes, read from the catalogue of a database the migrations were applied to
 * (one vocabulary). The public schema only: what the API exposes.
 */
import { projectPath } from "../project-root.ts";
import type { Tx } from "./types.ts";

/** Where the types are committed: the site, the back office and the server import them from here. */
export const TYPES_FILE = projectPath("shared", "database.types.ts");

type Column = {
  table: string;
  kind: "r" | "v" | "p" | "m";
  name: string;
  type: string;
  element: string | null;
  nullable: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
};
type Fn = {
  name: string;
  argNames: string[];
  argTypes: string[];
  argElements: (string | null)[];
  defaults: number;
  returns: string;
  returnElement: string | null;
  returnsSet: boolean;
};

const STRING = new Set([
  "text",
  "varchar",
  "bpchar",
  "uuid",
  "citext",
  "date",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "interval",
  "bytea",
  "inet",
  "name",
]);
const NUMBER = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);

/** A PostgreSQL type (by its catalogue name; arrays as `_name` with their element) in TypeScript. */
function tsType(type: string, element: string | null): string {
  if (type.startsWith("_") && element) return `${tsType(element, null)}[]`;
  if (STRING.has(type)) return "string";
  if (NUMBER.has(type)) return "number";
  if (type === "bool") return "boolean";
  if (type === "json" || type === "jsonb") return "Json";
  if (type === "void") return "undefined";
  return "unknown";
}

const key = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name));
const indent = (lines: string[], by: string) => lines.map((line) => `${by}${line}`);

async function readColumns(tx: Tx): Promise<Column[]> {
  const { rows } = await tx.query<Column>(
    `select c.relname as "table", c.relkind as kind, a.attname as name, t.typname as type, e.typname as element,
            not a.attnotnull as nullable, a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p', 'm')
      order by c.relname, a.attnum`,
    [],
  );
  return rows;
}

async function readFunctions(tx: Tx): Promise<Fn[]> {
  const { rows } = await tx.query<Fn>(
    `select p.proname as name,
            coalesce(p.proargnames[1:p.pronargs], '{}'::text[]) as "argNames",
            array(select t.typname from unnest(p.proargtypes) with ordinality as a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as "argTypes",
            array(select e.typname from unnest(p.proargtypes) with ordinality as a(oid, i) join pg_type t on t.oid = a.oid
                    left join pg_type e on e.oid = t.typelem and t.typcategory = 'A' order by a.i)::text[] as "argElements",
            p.pronargdefaults as defaults, r.typname as returns, re.typname as "returnElement", p.proretset as "returnsSet"
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type r on r.oid = p.prorettype
       left join pg_type re on re.oid = r.typelem and r.typcategory = 'A'
       left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname = 'public' and p.prokind = 'f' and d.objid is null and r.typname <> 'trigger'
        and has_function_privilege('authenticated', p.oid, 'execute')
      order by p.proname, p.oid`,
    [],
  );
  return rows;
}

function relation(columns: Column[], isTable: boolean): string[] {
  const row = columns.map(
    (c) => `${key(c.name)}: ${tsType(c.type, c.element)}${c.nullable || !isTable ? " | null" : ""}`,
  );
  if (!isTable) return ["Row: {", ...indent(row, "  "), "}", "Relationships: []"];
  const insert = columns.map((c) => {
    const type = `${tsType(c.type, c.element)}${c.nullable ? " | null" : ""}`;
    if (c.generated !== "" || c.identity === "a") return `${key(c.name)}?: never`;
    return `${key(c.name)}${c.nullable || c.hasDefault || c.identity !== "" ? "?" : ""}: ${type}`;
  });
  const update = columns.map((c) =>
    c.generated !== "" || c.identity === "a"
      ? `${key(c.name)}?: never`
      : `${key(c.name)}?: ${tsType(c.type, c.element)}${c.nullable ? " | null" : ""}`,
  );
  return [
    "Row: {",
    ...indent(row, "  "),
    "}",
    "Insert: {",
    ...indent(insert, "  "),
    "}",
    "Update: {",
    ...indent(update, "  "),
    "}",
    "Relationships: []",
  ];
}

function fn(f: Fn): string[] {
  const required = f.argNames.length - f.defaults;
  const args = f.argNames.map(
    (name, i) => `${key(name)}${i >= required ? "?" : ""}: ${tsType(f.argTypes[i]!, f.argElements[i] ?? null)}`,
  );
  const returns = tsType(f.returns, f.returnElement);
  return [
    args.length ? "Args: {" : "Args: never",
    ...(args.length ? [...indent(args, "  "), "}"] : []),
    `Returns: ${f.returnsSet ? `${returns}[]` : returns}`,
  ];
}

const section = (name: string, entries: [string, string[]][]) =>
  entries.length
    ? [
        `${name}: {`,
        ...entries.flatMap(([entry, body]) => indent([`${key(entry)}: {`, ...indent(body, "  "), "}"], "  ")),
        "}",
      ]
    : [`${name}: {`, "  [_ in never]: never", "}"];

/** The file's text: the same input gives the same bytes (a test compares it with what is committed). */
export async function generateTypes(tx: Tx): Promise<string> {
  const columns = await readColumns(tx);
  const byRelation = new Map<string, Column[]>();
  for (const c of columns) byRelation.set(c.table, [...(byRelation.get(c.table) ?? []), c]);
  const tables: [string, string[]][] = [];
  const views: [string, string[]][] = [];
  for (const [name, cols] of byRelation) {
    const isTable = cols[0]!.kind === "r" || cols[0]!.kind === "p";
    (isTable ? tables : views).push([name, relation(cols, isTable)]);
  }
  // An overloaded name would need a union; the project has none, and says so if one appears.
  const functions = await readFunctions(tx);
  const names = functions.map((f) => f.name);
  const overloaded = names.filter((name, i) => names.indexOf(name) !== i);
  if (overloaded.length)
    throw new Error(`overloaded functions are not supported: ${[...new Set(overloaded)].join(", ")}`);

  const body = [
    ...section("Tables", tables),
    ...section("Views", views),
    ...section(
      "Functions",
      functions.map((f) => [f.name, fn(f)]),
    ),
    "Enums: {",
    "  [_ in never]: never",
    "}",
    "CompositeTypes: {",
    "  [_ in never]: never",
    "}",
  ];
  return [
    "// Generated by `npm run gen:types` from supabase/migrations (server/db/generate-types.ts). Do not edit:",
    "// a test fails when a migration changes and this file was not generated again.",
    "",
    "export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];",
    "",
    "export type Database = {",
    "  public: {",
    ...indent(body, "    "),
    "  };",
    "};",
    "",
    'type PublicSchema = Database["public"];',
    'export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"];',
    'export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"];',
    'export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"];',
    'export type Views<T extends keyof PublicSchema["Views"]> = PublicSchema["Views"][T]["Row"];',
    "",
  ].join("\n");
}
