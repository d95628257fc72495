import { QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { toast } from "~/components/ui/toast";

/** Retry waits: 1 s, then doubling, never more than 30 s (spec §9, the library's defaults). */
export const retryDelay = (failedAttempts: number) => Math.min(1000 * 2 ** failedAttempts, 30_000);

/**
 * The spec's library defaults, written out so they stay put if the library's change:
 * 3 retries backing off from 1 s up to 30 s, unused entries kept 5 minutes.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}

// One client per page, shared by its islands (they share this module). During prerendering
// nothing is fetched, so sharing it there is harmless.
let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * Each data island wraps itself in this, so TanStack Query is only part of the islands that
 * read data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * Once a read has failed for good (after its retries): logs the error and shows the spec's toast.
 * The toast's id is its text, so a repeat failure replaces the toast instead of stacking a copy.
 */
export function useFailureToast(query: Pick<UseQueryResult, "isError" | "error" | "errorUpdatedAt">, message: string) {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(message, error);
    toast.error(message, { id: message });
  }, [isError, error, errorUpdatedAt, message]);
}

/**
 * A read's result, rendered as a transition. TanStack Query reports through
 * useSyncExternalStore, and React renders such an update in one uninterrupted task: a list of
 * two dozen cards held a slow phone's main thread for over 100 ms. Deferred, React renders it in
 * slices that leave room for input, and shows it all at once when done; until then the page
 * keeps the loading state, so nothing in between is ever seen or announced.
 */
export function useDeferredResult<T>(query: Pick<UseQueryResult<T>, "data" | "isPending">) {
  const data = useDeferredValue(query.data);
  const isPending = useDeferredValue(query.isPending);
  return { data, isPending };
}
