import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { KINDS } from "~/admin/vocabulary/kinds";
import { inboxKeys } from "./keys";

const colleague = z.object({ id: z.string(), email: z.string(), kinds: z.array(z.enum(KINDS)) });
export type Colleague = z.infer<typeof colleague>;

/**
 * Who may own items of the caller's kinds, and which kinds each reads (rpc/colleagues): the owner
 * picker's choices and the names the list shows. The database checks each assignment again.
 */
export function useColleagues() {
  const { client } = useStaff();
  return useQuery({
    queryKey: inboxKeys.colleagues,
    staleTime: 5 * 60_000,
    queryFn: async () => jsonAnswer(z.array(colleague), await fromDatabase(client.rpc("colleagues"))),
  });
}
