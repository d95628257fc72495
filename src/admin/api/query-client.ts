import { QueryClient, type UseQueryResult } from "@tanstack/react-query";
import { errorText } from "./messages";
import { isRefused } from "./request";

/**
 * The back office's TanStack Query client. No retries: staff see an error at once with its Retry
 * button; data is fresh on every visit to a page (a colleague may have changed it).
 */
export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false, gcTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Any refused read or write (401/403), whatever page made it, calls `onRefused`, which asks the
 * sign-in service whether the session still stands and returns to sign-in if not. Answers the
 * function that stops watching.
 */
export function watchRefusals(client: QueryClient, onRefused: () => void): () => void {
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isRefused(event.action.error)) onRefused();
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isRefused(event.action.error)) onRefused();
  });
  return () => (stopQueries(), stopMutations());
}

/** A read as a page shows it: loading, its error in words, or its data; with a retry either way. */
export type Loaded<T> =
  | { status: "loading"; reload: () => void }
  | { status: "error"; error: string; reload: () => void }
  | { status: "ready"; data: T; reload: () => void };

export function loaded<T>(query: UseQueryResult<T>): Loaded<T> {
  const reload = () => void query.refetch();
  // A retry after an error shows as loading again, as does a new key while the old answer is kept.
  if (query.isFetching && (query.isError || query.isPlaceholderData)) return { status: "loading", reload };
  if (query.isError) return { status: "error", error: errorText(query.error), reload };
  if (query.isPending) return { status: "loading", reload };
  return { status: "ready", data: query.data, reload };
}
