/** Pure checks of a write's JSON body, in PostgREST's terms. */
import { restErrors } from "./errors.ts";

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The raw body text as JSON; PGRST102 when it is empty or not JSON. */
export function parseJson(raw: unknown): unknown {
  if (typeof raw !== "string" || raw.trim() === "") throw restErrors.invalidBody();
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw restErrors.invalidBody(error instanceof Error ? error.message : null);
  }
}

/**
 * An insert's rows (one object or an array of objects) and the columns to write: `?columns=`
 * when given, else the first object's keys, which every other object must share.
 */
export function insertRows(body: unknown, columns: string[] | null): { rows: Row[]; keys: string[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) throw restErrors.invalidBody("Expected a JSON object or an array of JSON objects");
  if (columns) return { rows, keys: columns };
  const keys = rows.length ? Object.keys(rows[0]!) : [];
  const same = (row: Row) => {
    const other = Object.keys(row);
    return other.length === keys.length && other.every((k) => keys.includes(k));
  };
  if (!rows.every(same)) throw restErrors.keysMustMatch();
  return { rows, keys };
}

/** An update's body: one object whose keys are the columns to set. */
export function patchObject(body: unknown): Row {
  if (!isRow(body)) throw restErrors.invalidBody("Expected a JSON object");
  return body;
}
