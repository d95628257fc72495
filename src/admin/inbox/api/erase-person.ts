import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { inboxKeys } from "./keys";
import { removedResult } from "./rows";

/** Right to erasure (admin only): every submission with this email, in every table, and their files. */
export function useErasePerson() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      jsonAnswer(removedResult, await fromDatabase(client.rpc("erase_person", { email }))),
    onSettled: () => queries.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
