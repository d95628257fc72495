/**
 * The inbox's filters as a PostgREST query on the `inbox` view (one request: rows, page and
 * exact count). Pure: applied to anything with supabase-js's filter methods, so it is tested
 * without a server.
 */
import { isKind, isStatus, type Kind, type Status } from "~/admin/vocabulary/kinds";

/** Whose items: everyone's, the signed-in person's, or nobody's yet (newsletter sign-ups have no owner). */
export const OWNER_VIEWS = ["all", "mine", "unassigned"] as const;
export type OwnerView = (typeof OWNER_VIEWS)[number];
const isOwnerView = (value: string): value is OwnerView => (OWNER_VIEWS as readonly string[]).includes(value);

export type InboxFilters = {
  owner: OwnerView;
  kind: Kind | "all";
  status: Status | "all";
  /** A stage's name ("" for any): a kind's own stages, chosen with the kind. */
  stage: string;
  /** `YYYY-MM-DD`, inclusive, in the staff member's own time zone. */
  from: string;
  to: string;
  search: string;
  page: number;
};

export const PAGE_SIZE = 25;
export const EMPTY_FILTERS: InboxFilters = {
  owner: "all",
  kind: "all",
  status: "all",
  stage: "",
  from: "",
  to: "",
  search: "",
  page: 0,
};

/** The columns searched for the search box's text. */
export const SEARCH_COLUMNS = ["name", "email", "organisation", "subject", "summary"] as const;

/** What the query needs of a supabase-js filter builder: each filter answers the builder itself. */
export interface FilterTarget<Self> {
  eq(column: string, value: string): Self;
  neq(column: string, value: string): Self;
  is(column: string, value: null): Self;
  gte(column: string, value: string): Self;
  lt(column: string, value: string): Self;
  or(filters: string): Self;
}

/**
 * A search term as one value of an `or=(…)` list: `%` and `_` match themselves (escaped for
 * ilike), and the value is double-quoted so commas, dots and parentheses stay text.
 */
export function searchPattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const quoted = `%${literal}%`.replace(/[\\"]/g, (ch) => `\\${ch}`);
  return `"${quoted}"`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a `YYYY-MM-DD` day as an instant; null for anything else. */
export function startOfDay(day: string): Date | null {
  if (!DATE.test(day)) return null;
  const [y = 0, m = 0, d = 0] = day.split("-").map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/**
 * Adds the filters to `query` and answers it (supabase-js builders filter in place and return
 * themselves). `me`: the signed-in person's id, for "Mine".
 */
export function applyFilters<T extends FilterTarget<T>>(query: T, filters: InboxFilters, me: string): T {
  let q = query;
  if (filters.owner === "mine") q = q.eq("owner_id", me);
  if (filters.owner === "unassigned") q = q.is("owner_id", null).neq("kind", "newsletter_subscribers");
  if (filters.kind !== "all") q = q.eq("kind", filters.kind);
  if (filters.status !== "all") q = q.eq("status", filters.status);
  if (filters.stage) q = q.eq("stage", filters.stage);
  const from = startOfDay(filters.from);
  if (from) q = q.gte("created_at", from.toISOString());
  const to = startOfDay(filters.to);
  if (to) {
    to.setDate(to.getDate() + 1); // inclusive: up to the end of that day
    q = q.lt("created_at", to.toISOString());
  }
  const term = filters.search.trim();
  if (term) q = q.or(SEARCH_COLUMNS.map((column) => `${column}.ilike.${searchPattern(term)}`).join(","));
  return q;
}

/** The rows of a page, for `.range(from, to)`. */
export function pageRange(page: number): [number, number] {
  const first = Math.max(0, page) * PAGE_SIZE;
  return [first, first + PAGE_SIZE - 1];
}

/** Filters kept in the URL's query part of the hash (`#/inbox?kind=…`), so a reload keeps them. */
export function filtersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  const kind = params.get("kind") ?? "all";
  const status = params.get("status") ?? "all";
  const owner = params.get("owner") ?? "all";
  const page = Number(params.get("page") ?? "0");
  return {
    owner: isOwnerView(owner) ? owner : "all",
    kind: isKind(kind) ? kind : "all",
    status: isStatus(status) ? status : "all",
    stage: /^[a-z-]{1,40}$/.test(params.get("stage") ?? "") ? params.get("stage")! : "",
    from: startOfDay(params.get("from") ?? "") ? params.get("from")! : "",
    to: startOfDay(params.get("to") ?? "") ? params.get("to")! : "",
    search: (params.get("q") ?? "").slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
  };
}
