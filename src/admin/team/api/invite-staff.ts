import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { StaffRole } from "~shared/staff-roles";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { teamKeys } from "./keys";

const invited = z.object({ email: z.string(), mailed: z.boolean().default(false), password: z.string().optional() });
/** What an invitation made: a link by mail when the server can send mail, else a one-time password to hand over. */
export type Invited = z.infer<typeof invited>;

export function useInviteStaff() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, roles }: { email: string; roles: StaffRole[] }) =>
      jsonAnswer(invited, await fromDatabase(client.rpc("invite_staff", { email, roles }))),
    onSettled: () => queries.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
