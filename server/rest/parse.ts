/**
 * Pure parsers for the PostgREST query language the site uses: `select`, filters
 * (`col=op.value`, `not.` negation), `order`, `limit`, `offset`, `columns`, and the `Accept`
 * and `Prefer` headers. Anything outside the subset is a PGRST100 error, never passed on.
 */
import { restErrors } from "./errors.ts";

export const FILTER_OPS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "is", "in"] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export type ComparisonOp = Exclude<FilterOp, "is" | "in">;
export const IS_VALUES = ["null", "not_null", "true", "false", "unknown"] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Filter = { column: string; negate: boolean } & (
  { op: ComparisonOp; value: string } | { op: "is"; value: IsValue } | { op: "in"; value: string[] }
);
/** `or=(…)` / `and=(…)` and their nested `and(…)`, `or(…)`, `not.and(…)`: a tree of filters. */
export type LogicFilter = { logic: "and" | "or"; negate: boolean; items: Condition[] };
export type Condition = Filter | LogicFilter;
export type Order = { column: string; direction: "asc" | "desc" | null; nulls: "first" | "last" | null };
/** `*` or a column name, in the order asked for. */
export type SelectItem = "*" | { column: string };

export type ApiQuery = {
  select: SelectItem[];
  filters: Condition[];
  order: Order[];
  limit: number | null;
  offset: number | null;
  /** `?columns=` on an insert: the body keys to use. */
  columns: string[] | null;
};

export type Prefer = {
  return: "minimal" | "representation" | "headers-only" | null;
  count: "exact" | "planned" | "estimated" | null;
};

/** JSON array, or one bare object (`.single()` / `.maybeSingle()` send the object type). */
export type ResponseShape = "array" | "object";

const IDENTIFIER_CHAR = /[\p{L}\p{N}_]/u;
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/** Index of the first character that cannot be part of an identifier (the text's length when all can). */
function firstBadChar(text: string): number {
  let i = 0;
  for (const ch of text) {
    if (!IDENTIFIER_CHAR.test(ch) || (i === 0 && /\p{N}/u.test(ch))) return i;
    i += ch.length;
  }
  return text.length;
}

function describe(text: string, index: number): string {
  return index < text.length ? `unexpected "${text[index]}"` : "unexpected end of input";
}

/** Splits on commas, keeping each part's offset in the whole text (for error positions). */
function splitWithOffsets(text: string): { part: string; offset: number }[] {
  const parts: { part: string; offset: number }[] = [];
  let offset = 0;
  for (const part of text.split(",")) {
    parts.push({ part, offset });
    offset += part.length + 1;
  }
  return parts;
}

/** Checks one identifier inside a larger parameter; throws via `fail(position, details)`. */
function identifierAt(
  part: string,
  offset: number,
  expecting: string,
  fail: (position: number, details: string) => Error,
): string {
  const name = part.trim();
  const lead = part.length - part.trimStart().length;
  if (isIdentifier(name)) return name;
  const bad = name === "" ? 0 : firstBadChar(name);
  throw fail(offset + lead + bad + 1, `${describe(name, bad)} expecting ${expecting}`);
}

export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === "") return ["*"];
  const fail = (position: number, details: string) => restErrors.parseSelect(input, position, details);
  return splitWithOffsets(input).map(({ part, offset }) => {
    const item = part.trim();
    if (item === "*") return "*";
    if (item.startsWith("*")) {
      const at = offset + part.indexOf("*") + 1;
      throw fail(at + 1, `${describe(item, 1)} expecting "," or end of input`);
    }
    return { column: identifierAt(part, offset, 'a column name or "*"', fail) };
  });
}

const ORDER_MODIFIERS = new Set(["asc", "desc", "nullsfirst", "nullslast"]);

export function parseOrder(input: string): Order[] {
  const fail = (position: number, details: string) => restErrors.parseOrder(input, position, details);
  return splitWithOffsets(input).map(({ part, offset }) => {
    const [name = "", ...modifiers] = part.split(".");
    const column = identifierAt(name, offset, "a column name", fail);
    const order: Order = { column, direction: null, nulls: null };
    let at = offset + name.length + 1;
    for (const modifier of modifiers) {
      const word = modifier.trim();
      const duplicate = word.startsWith("nulls") ? order.nulls !== null : order.direction !== null;
      if (!ORDER_MODIFIERS.has(word) || duplicate) {
        throw fail(at + 1, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
      if (word === "asc" || word === "desc") order.direction = word;
      else order.nulls = word === "nullsfirst" ? "first" : "last";
      at += modifier.length + 1;
    }
    return order;
  });
}

/** `(a,b,"c,d")`: values separated by commas; double quotes keep commas, `\"` and `\\` escape. */
function parseList(raw: string, fail: (position: number, details: string) => Error): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")") || raw.length < 2) {
    throw fail(1, 'expected a list in parentheses, e.g. in.(a,b,"c,d")');
  }
  const inner = raw.slice(1, -1);
  if (inner === "") return [];
  const values: string[] = [];
  let current = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (quoted) {
      if (ch === "\\" && i + 1 < inner.length) current += inner[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current.trim() === "") {
      quoted = true;
      wasQuoted = true;
      current = "";
    } else if (ch === ",") {
      values.push(wasQuoted ? current : current.trim());
      current = "";
      wasQuoted = false;
    } else {
      current += ch;
    }
  }
  if (quoted) throw fail(raw.length, "unterminated double quote in list");
  values.push(wasQuoted ? current : current.trim());
  return values;
}

/** One `column=[not.]op.value` pair. */
export function parseFilter(key: string, raw: string): Filter {
  const input = `${key}=${raw}`;
  const fail = (position: number, details: string) => restErrors.parseFilter(raw, position, details);
  if (!isIdentifier(key)) {
    const bad = key === "" ? 0 : firstBadChar(key);
    throw restErrors.parseFilter(input, bad + 1, `${describe(key, bad)} in the column name "${key}"`);
  }
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot === -1 ? rest : rest.slice(0, dot);
  if (dot === -1 || !(FILTER_OPS as readonly string[]).includes(op)) {
    throw fail(negate ? 5 : 1, `unknown operator "${op}": expected ${FILTER_OPS.join(", ")}, optionally after "not."`);
  }
  const value = rest.slice(dot + 1);
  const column = key;
  switch (op as FilterOp) {
    case "is": {
      const word = value.toLowerCase();
      if (!(IS_VALUES as readonly string[]).includes(word)) {
        throw fail(
          raw.length - value.length + 1,
          `unexpected "${value}" expecting null, not_null, true, false or unknown`,
        );
      }
      return { column, negate, op: "is", value: word as IsValue };
    }
    case "in":
      return { column, negate, op: "in", value: parseList(value, fail) };
    case "like":
    case "ilike":
      // PostgREST lets `*` stand for `%`, which is awkward in URLs.
      return { column, negate, op: op as "like" | "ilike", value: value.replaceAll("*", "%") };
    default:
      return { column, negate, op: op as ComparisonOp, value };
  }
}

/** Splits on the commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === "\\" && i + 1 < text.length) current += ch + text[++i];
      else {
        if (ch === '"') quoted = false;
        current += ch;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** A value in a logic tree may be double-quoted to hold commas or parentheses: `name.eq."a,b"`. */
function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(.)/g, "$1");
}

/** One item of a logic list: `col.[not.]op.value`, or a nested `[not.]and(…)` / `[not.]or(…)`. */
function parseLogicItem(item: string, input: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(nested[2] as "and" | "or", nested[3]!, nested[1] !== undefined, input);
  const dot = item.indexOf(".");
  if (dot <= 0) throw restErrors.parseFilter(input, 1, `expected "column.operator.value" in "${item}"`);
  const filter = parseFilter(item.slice(0, dot), item.slice(dot + 1));
  if (filter.op === "in" || filter.op === "is") return filter;
  return { ...filter, value: unquote(filter.value) };
}

/** `(a.eq.1,b.ilike.*x*,and(c.gt.2,d.lt.3))` under `or` or `and`, as supabase-js's `.or()` sends it. */
export function parseLogic(logic: "and" | "or", raw: string, negate: boolean, input = `${logic}=${raw}`): LogicFilter {
  if (!raw.startsWith("(") || !raw.endsWith(")") || raw.length < 3) {
    throw restErrors.parseFilter(input, 1, `expected a list of filters in parentheses after "${logic}"`);
  }
  const items = splitTopLevel(raw.slice(1, -1)).map((item) => parseLogicItem(item.trim(), input));
  return { logic, negate, items };
}

function parseCount(name: "limit" | "offset", input: string): number {
  const value = Number(input);
  if (!/^\d+$/.test(input) || !Number.isSafeInteger(value)) throw restErrors.parseLimit(name, input);
  return value;
}

export function parseColumns(input: string): string[] {
  const fail = (position: number, details: string) => restErrors.parseColumns(input, position, details);
  return splitWithOffsets(input).map(({ part, offset }) => identifierAt(part, offset, "a column name", fail));
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);
const LOGIC_KEY = /^(not\.)?(or|and)$/;

/** The whole query string (without `?`), in order; repeated filters on one column all apply. */
export function parseApiQuery(search: string): ApiQuery {
  const query: ApiQuery = { select: ["*"], filters: [], order: [], limit: null, offset: null, columns: null };
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === "select") query.select = parseSelect(value);
    else if (key === "order") query.order = parseOrder(value);
    else if (key === "limit") query.limit = parseCount("limit", value);
    else if (key === "offset") query.offset = parseCount("offset", value);
    else if (key === "columns") query.columns = parseColumns(value);
    else if (RESERVED.has(key)) continue;
    else if (LOGIC_KEY.test(key)) {
      const [, not, logic] = LOGIC_KEY.exec(key)!;
      query.filters.push(parseLogic(logic as "and" | "or", value, not !== undefined, `${key}=${value}`));
    } else query.filters.push(parseFilter(key, value));
  }
  return query;
}

/** `Prefer: return=representation, count=exact` (unknown preferences are ignored, as PostgREST does by default). */
export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { return: null, count: null };
  for (const token of (header ?? "").split(",")) {
    const [name, value] = token
      .trim()
      .split("=")
      .map((s) => s.trim());
    if (name === "return" && (value === "minimal" || value === "representation" || value === "headers-only")) {
      prefer.return = value;
    } else if (name === "count" && (value === "exact" || value === "planned" || value === "estimated")) {
      prefer.count = value;
    }
  }
  return prefer;
}

const OBJECT_TYPES = new Set(["application/vnd.pgrst.object+json", "application/vnd.pgrst.object"]);
const ARRAY_TYPES = new Set(["*/*", "application/*", "application/json"]);

/** The response shape the `Accept` header asks for; 406 PGRST107 for a type we cannot produce. */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header || header.trim() === "") return "array";
  const types = header.split(",").map((t) => t.split(";")[0]!.trim().toLowerCase());
  for (const type of types) {
    if (OBJECT_TYPES.has(type)) return "object";
    if (ARRAY_TYPES.has(type)) return "array";
  }
  throw restErrors.notAcceptable(header);
}

/**
 * PostgREST's `Range: first-last` request header (`Range-Unit: items`), the other way to page
 * besides `offset`/`limit`: `0-24` is the first 25 rows, `25-` every row from the 26th.
 * Null when absent or not a range of items (ignored, as PostgREST does).
 */
export function parseRange(header: string | undefined): { offset: number; limit: number | null } | null {
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header ?? "");
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === "" ? null : Number(match[2]);
  if (!Number.isSafeInteger(first) || (last !== null && !Number.isSafeInteger(last))) return null;
  if (last !== null && last < first) throw restErrors.rangeNotSatisfiable();
  return { offset: first, limit: last === null ? null : last - first + 1 };
}
