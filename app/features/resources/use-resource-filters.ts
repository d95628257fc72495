import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { type ResourceFilters, noFilters } from "./filter";
import { ALL } from "./labels";
import { useHydrated } from "~/lib/use-hydrated";

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
 * search box keeps its own text so typing is never slowed by navigation; each keystroke
 * replaces the history entry rather than adding one, and the box takes the address's text only
 * when the address changes for another reason (a link, back or forward).
 */
export function useResourceFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const fromAddress = hydrated ? readFilters(params) : noFilters;

  const [search, setSearch] = useState(fromAddress.search);
  const addressKey = hydrated ? location.key : "prerendered";
  const [seenAddressKey, setSeenAddressKey] = useState(addressKey);
  if (addressKey !== seenAddressKey) {
    // Adjusting state while rendering (not in an effect) avoids showing the old text for a frame.
    setSeenAddressKey(addressKey);
    if (navigationType !== "REPLACE") setSearch(fromAddress.search);
  }

  const filters: ResourceFilters = { ...fromAddress, search };
  const go = (next: ResourceFilters, replace: boolean) =>
    setParams(writeFilters(params, next), { replace, preventScrollReset: true });

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
