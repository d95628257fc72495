import { type FetchQueryOptions, QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";

/** Retry waits: 1 s, then doubling, never more than 30 s (spec §9, the library's defaults). */
export const retryDelay = (failedAttempts: number) => Math.min(1000 * 2 ** failedAttempts, 30_000);

/**
 * A preview of a draft (/preview/<item>/page, server/publish/preview.ts) shows the page
 * as it would be published: its islands keep the items it was rendered with and read nothing
 * live, which would put the published version back in place of the draft.
 */
export const isPreview = () => typeof window !== "undefined" && window.location.pathname.startsWith("/preview/");

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
        enabled: !isPreview(),
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
 * two dozen cards held a slow phone's main thread for over 100 ms. Copied into state inside
 * startTransition, the result renders in slices that leave room for input, and shows all at
 * once when done; until then the page keeps the loading state, so nothing in between is ever
 * seen or announced.
 *
 * The first render is the one the server prerendered: the items the page was published with
 * (`initial`), or else the loading state, whatever the read holds by then: a read started early
 * (startReadEarly) may have its answer before React hydrates the island, and hydrating that
 * answer would not match the page's HTML. A read that fails leaves the published items shown.
 */
export function useDeferredResult<T>(query: Pick<UseQueryResult<T>, "data" | "isPending">, initial?: T) {
  const { data, isPending } = query;
  const [result, setResult] = useState<{ data: T | undefined; isPending: boolean }>({
    data: initial,
    isPending: initial === undefined,
  });
  useEffect(() => {
    startTransition(() =>
      setResult((shown) => {
        // A fresh answer replaces what is shown; while reading, or after a failure, the published items stay.
        const next = data !== undefined || shown.data === undefined ? { data, isPending } : shown;
        // Unchanged (the loading state right after hydration): no render at all.
        return shown.data === next.data && shown.isPending === next.isPending ? shown : next;
      }),
    );
  }, [data, isPending]);
  return result;
}

/**
 * Starts a list's read when its island's module runs in the browser, before React hydrates the
 * island, instead of from the island's first effect. The answer comes sooner, and hydration no
 * longer ends in a second, synchronous render of the whole island: TanStack Query's result
 * changed when the read started in that effect, and React re-renders a changed
 * useSyncExternalStore at once, in the same long task as the hydration's commit.
 * useQuery with the same options then joins this read rather than starting another.
 */
export function startReadEarly<T, Key extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, Key>) {
  if (typeof window === "undefined" || isPreview()) return;
  void getQueryClient().prefetchQuery(options);
}
