/** Pure helpers for PostgREST's response headers. */

/** `first-last/total`, `*` for an unknown total; `*\/total` when no rows came back. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const size = total === null ? "*" : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${size}` : `*/${size}`;
}

/** 206 when a known total is larger than the rows returned, as PostgREST answers a counted page. */
export function readStatus(rows: number, total: number | null): 200 | 206 {
  return total !== null && rows < total ? 206 : 200;
}

export const JSON_TYPE = "application/json; charset=utf-8";
export const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";

/** One bare object from a one-element JSON array text, as Postgres's json_agg writes it. */
export function unwrapSingle(arrayText: string): string {
  const trimmed = arrayText.trim();
  return trimmed.slice(1, -1).trim();
}
