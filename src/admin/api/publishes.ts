import { useQuery } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { fromDatabase } from "./request";

/** One render of changed routes by a server (public.content_publishes). */
export type PublishRun = {
  id: number;
  types: string[];
  routes: string[];
  state: "rendering" | "live" | "requested" | "failed";
  error: string | null;
  started_at: string;
  finished_at: string | null;
};

/**
 * The first render of a kind of content's routes (a content type, or a library table) that
 * started after a save (`since`), asked again every second until it is live or failed.
 */
export function usePublishAfter(type: string, since: string | null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["publishes", type, since ?? ""] as const,
    enabled: since !== null,
    queryFn: async () => {
      const runs = (await fromDatabase(
        client
          .from("content_publishes")
          .select("id, types, routes, state, error, started_at, finished_at")
          .gte("started_at", since!)
          .order("id")
          .limit(20),
      )) as PublishRun[];
      return runs.find((run) => run.types.includes(type)) ?? null;
    },
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && run.state !== "rendering" ? false : 1_000;
    },
  });
}
