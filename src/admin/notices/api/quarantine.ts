import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

const kept = z.object({
  id: z.string(),
  received_at: z.string(),
  envelope_from: z.string(),
  envelope_to: z.string(),
  subject: z.string(),
  reason: z.string(),
});
export type KeptAside = z.infer<typeof kept>;

/** Mail that came in and could not be placed, newest 100 (rpc/inbound_quarantine: admins only). */
export function useQuarantine() {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["notices", "quarantine"],
    queryFn: async () => jsonAnswer(z.array(kept), await fromDatabase(client.rpc("inbound_quarantine"))),
  });
}
