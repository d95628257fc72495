import { useState } from "react";
import { setQueryString, useQueryString } from "~/lib/use-address";
import type { ResourceFilters } from "./filter";
import { ALL } from "./labels";

/** Query-string names: ?q= search text, ?category=, ?type= (the spec's preset). */
export const filterParams = { search: "q", category: "category", type: "type" } as const;

export function readFilters(params: URLSearchParams): ResourceFilters {
  return {
    search: params.get(filterParams.search) ?? "",
    category: params.get(filterParams.category) || ALL,
    type: params.get(filterParams.type) || ALL,
  };
}

/** The query string for these filters; defaults are left out so the plain address stays plain. */
export function writeFilters(current: URLSearchParams, filters: ResourceFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string, unset: string) =>
    value === unset ? next.delete(name) : next.set(name, value);
  set(filterParams.search, filters.search, "");
  set(filterParams.category, filters.category, ALL);
  set(filterParams.type, filters.type, ALL);
  return next;
}

/**
 * The library's filters, kept in the address so a filtered view can be shared and back and
 * forward work. The type (and category) come from the query string every time it changes. The
 * search box keeps its own text so typing is never slowed; each keystroke replaces the history
 * entry rather than adding one, and the box takes the address's text whenever the address
 * changes (back, forward, or the first render after hydration).
 */
export function useResourceFilters() {
  const query = useQueryString();
  const params = new URLSearchParams(query);
  const fromAddress = readFilters(params);

  const [search, setSearch] = useState(fromAddress.search);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    // Adjusting state while rendering (not in an effect) avoids showing the old text for a frame.
    setSeenQuery(query);
    setSearch(fromAddress.search);
  }

  const filters: ResourceFilters = { ...fromAddress, search };
  const go = (next: ResourceFilters, replace: boolean) => setQueryString(writeFilters(params, next), { replace });

  return {
    filters,
    setSearch(text: string) {
      setSearch(text);
      go({ ...filters, search: text }, true);
    },
    setCategory: (category: string) => go({ ...filters, category }, false),
    setType: (type: string) => go({ ...filters, type }, false),
  };
}
