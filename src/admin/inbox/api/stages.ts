import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { STAGES, type Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

/** How many items of a kind sit in each stage, archived and spam left out (none asked for a kind without stages). */
export function useStageCounts(kind: Kind | "all") {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.stages(kind === "all" ? "contact_submissions" : kind),
    enabled: kind !== "all" && STAGES[kind].length > 0,
    queryFn: async () =>
      jsonAnswer(z.record(z.string(), z.number()), await fromDatabase(client.rpc("stage_counts", { p_kind: kind }))),
  });
}

/** Moves items of one kind to one of its stages (the database refuses any other); answers how many moved. */
export function useMoveToStage(kind: Kind) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, stage }: { ids: string[]; stage: string }) =>
      jsonAnswer(
        z.number(),
        await fromDatabase(client.rpc("move_to_stage", { p_kind: kind, p_ids: ids, p_stage: stage })),
      ),
    onSettled: (_moved, _error, { ids }) =>
      Promise.all([
        queries.invalidateQueries({ queryKey: inboxKeys.stages(kind) }),
        queries.invalidateQueries({ queryKey: ["inbox", "page"] }),
        ...ids.flatMap((id) => [
          queries.invalidateQueries({ queryKey: inboxKeys.item(kind, id) }),
          queries.invalidateQueries({ queryKey: inboxKeys.history(kind, id) }),
        ]),
      ]),
  });
}
