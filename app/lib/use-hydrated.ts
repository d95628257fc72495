import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (which was made without a query string), true
 * afterwards and for anything mounted later. Reading the address only once this is true keeps
 * the first render identical to the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
