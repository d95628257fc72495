import { useQuery } from "@tanstack/react-query";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Kind } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";
import { submissionRow } from "./rows";

/** One submission with every column, or null when it is gone (or not the caller's to read). */
export function useSubmission(kind: Kind, id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.item(kind, id),
    queryFn: async () =>
      jsonAnswer(
        submissionRow.nullable(),
        await fromDatabase(client.from(kind).select("*").eq("id", id).maybeSingle()),
      ),
  });
}
