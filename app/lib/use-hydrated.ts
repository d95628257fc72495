import { startTransition, useEffect, useState } from "react";

// Set once the first component has hydrated; whatever mounts after that knows it at once.
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML (which was made without a query string), true
 * afterwards and for anything mounted later. Reading the address only once this is true keeps
 * the first render identical to the prerendered page.
 *
 * The switch to true is a transition. With useSyncExternalStore (the usual way to write this)
 * React re-renders every user synchronously inside the hydration commit; for the resource
 * library that re-render was the longest task of the page's start-up on a slow phone. As a
 * transition it is rendered in slices, and it is still done before anything else is shown.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
