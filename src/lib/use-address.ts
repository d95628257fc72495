import { useSyncExternalStore } from "react";

/**
 * The page's query string, for islands. The prerendered HTML was made without one, so React
 * first renders (hydrates) with "" and then at once with the real query string; after that the
 * island follows every change: back and forward (popstate) and its own `setQuery`.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function useQueryString(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/** Changes the query string without loading a page; `replace` keeps it out of the history. */
export function setQueryString(params: URLSearchParams, { replace }: { replace: boolean }) {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  listeners.forEach((listener) => listener());
}
