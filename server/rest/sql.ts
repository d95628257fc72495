/**
 * Pure SQL builders. Identifiers are checked against the table's catalogue entry and quoted;
 * every value from the request is a bound parameter, cast from text to the column's type by
 * Postgres (so both drivers behave alike and a bad value is Postgres's own 22P02). Results
 * are rendered to JSON by Postgres, as PostgREST does: one text value, identical on PGlite
 * and PostgreSQL.
 */
import { restErrors } from "./errors.ts";
import type { Condition, Filter, Order, SelectItem } from "./parse.ts";
import type { TableInfo } from "./schema-cache.ts";

export type Sql = { text: string; params: unknown[] };

/** Every statement answers one row: `body` (JSON text or null), `n` (rows), `total` (when counted). */
export type ResultRow = { body: string | null; n: number; total?: number | null };

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) throw restErrors.unknownColumn(table.name, name);
  return `${quoteIdent(table.name)}.${quoteIdent(name)}`;
}

/** A request value, as text, converted by Postgres to the column's type. */
function typed(table: TableInfo, name: string, placeholder: string): string {
  return `${placeholder}::text::${table.columns.get(name)}`;
}

function selectList(table: TableInfo, items: SelectItem[]): string {
  return items
    .flatMap((item) => (item === "*" ? [...table.columns.keys()] : [item.column]))
    .map((name) => column(table, name))
    .join(", ");
}

const COMPARISONS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
const IS_SQL = { null: "is null", not_null: "is not null", true: "is true", false: "is false", unknown: "is unknown" };

function filterSql(table: TableInfo, filter: Filter, params: Params): string {
  const col = column(table, filter.column);
  let sql: string;
  switch (filter.op) {
    case "is":
      sql = `${col} ${IS_SQL[filter.value]}`;
      break;
    case "in":
      sql = filter.value.length
        ? `${col} in (${filter.value.map((v) => typed(table, filter.column, params.add(v))).join(", ")})`
        : "false";
      break;
    case "like":
    case "ilike":
      sql = `${col}::text ${filter.op} ${params.add(filter.value)}::text`;
      break;
    default:
      sql = `${col} ${COMPARISONS[filter.op]} ${typed(table, filter.column, params.add(filter.value))}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function conditionSql(table: TableInfo, condition: Condition, params: Params): string {
  if (!("logic" in condition)) return filterSql(table, condition, params);
  const joined = condition.items.length
    ? condition.items.map((item) => `(${conditionSql(table, item, params)})`).join(` ${condition.logic} `)
    : condition.logic === "and"
      ? "true"
      : "false";
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

function whereSql(table: TableInfo, filters: Condition[], params: Params): string {
  return filters.length ? ` where ${filters.map((f) => conditionSql(table, f, params)).join(" and ")}` : "";
}

function orderSql(table: TableInfo, order: Order[]): string {
  if (!order.length) return "";
  const terms = order.map((o) => {
    const parts = [column(table, o.column)];
    if (o.direction) parts.push(o.direction);
    if (o.nulls) parts.push(`nulls ${o.nulls}`);
    return parts.join(" ");
  });
  return ` order by ${terms.join(", ")}`;
}

function source(table: TableInfo): string {
  return `public.${quoteIdent(table.name)}`;
}

export type ReadOptions = {
  select: SelectItem[];
  filters: Condition[];
  order: Order[];
  limit: number | null;
  offset: number | null;
  /** Also count every row the filters match (Prefer: count=exact). */
  count: boolean;
};

export function buildRead(table: TableInfo, options: ReadOptions): Sql {
  const params = new Params();
  const columns = selectList(table, options.select);
  const where = whereSql(table, options.filters, params);
  const order = orderSql(table, options.order);
  const limit = options.limit === null ? "" : ` limit ${params.add(options.limit)}::bigint`;
  const offset = options.offset === null ? "" : ` offset ${params.add(options.offset)}::bigint`;
  const total = options.count ? `(select count(*) from ${source(table)}${where})::int` : "null::int";
  const text =
    `select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n, ${total} as total ` +
    `from (select ${columns} from ${source(table)}${where}${order}${limit}${offset}) _pgrst_r`;
  return { text, params: params.values };
}

/** Wraps a data-changing statement so it answers like a read: the rows as JSON (or only their number). */
function wrapWrite(statement: string, returning: boolean): string {
  const body = returning ? "coalesce(json_agg(_pgrst_w), '[]')::text" : "null::text";
  return `with _pgrst_w as (${statement}) select ${body} as body, count(*)::int as n from _pgrst_w`;
}

/**
 * `returning null`: return=minimal. A constant needs no SELECT privilege, so the anonymous
 * role can insert into tables it cannot read (PostgREST's `RETURNING 1`).
 */
function returningSql(table: TableInfo, returning: SelectItem[] | null): string {
  return ` returning ${returning ? selectList(table, returning) : "1"}`;
}

function checkBodyKeys(table: TableInfo, keys: string[]): void {
  for (const key of keys) if (!table.columns.has(key)) throw restErrors.unknownBodyColumn(table.name, key);
}

/** Rows go in as one JSON parameter; json_populate_recordset gives each value its column's type. */
export function buildInsert(
  table: TableInfo,
  rows: Record<string, unknown>[],
  keys: string[],
  returning: SelectItem[] | null,
): Sql {
  checkBodyKeys(table, keys);
  const params = new Params();
  const json = params.add(JSON.stringify(rows));
  const names = keys.map(quoteIdent).join(", ");
  // No keys: every column takes its default.
  const statement = keys.length
    ? `insert into ${source(table)} (${names}) select ${names} from json_populate_recordset(null::${source(table)}, ${json}::json)`
    : `insert into ${source(table)} select from json_populate_recordset(null::${source(table)}, ${json}::json)`;
  return { text: wrapWrite(statement + returningSql(table, returning), returning !== null), params: params.values };
}

export function buildUpdate(
  table: TableInfo,
  patch: Record<string, unknown>,
  filters: Condition[],
  returning: SelectItem[] | null,
): Sql {
  const keys = Object.keys(patch);
  checkBodyKeys(table, keys);
  const params = new Params();
  if (!keys.length) {
    // Nothing to set: PostgREST changes no row.
    const statement = `select ${returning ? selectList(table, returning) : "1"} from ${source(table)} where false`;
    return { text: wrapWrite(statement, returning !== null), params: params.values };
  }
  const json = params.add(JSON.stringify(patch));
  const assignments = keys.map((k) => `${quoteIdent(k)} = _pgrst_b.${quoteIdent(k)}`).join(", ");
  const statement =
    `update ${source(table)} set ${assignments} ` +
    `from json_populate_record(null::${source(table)}, ${json}::json) as _pgrst_b` +
    whereSql(table, filters, params);
  return { text: wrapWrite(statement + returningSql(table, returning), returning !== null), params: params.values };
}

export function buildDelete(table: TableInfo, filters: Condition[], returning: SelectItem[] | null): Sql {
  const params = new Params();
  const statement = `delete from ${source(table)}${whereSql(table, filters, params)}`;
  return { text: wrapWrite(statement + returningSql(table, returning), returning !== null), params: params.values };
}
