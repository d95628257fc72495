import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "~shared/staff-roles";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { teamKeys } from "./keys";

/**
 * A change an admin makes to a colleague (each a database function only an admin may call, which
 * keeps the last admin and writes the audit log). The resets answer a one-time password.
 */
export type MemberChange =
  { kind: "roles"; roles: StaffRole[] } | { kind: "disable" | "enable" | "reset-2fa" | "reset-password" | "unlock" };

export function useChangeMember() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({
      user_id,
      change,
    }: {
      user_id: string;
      change: MemberChange;
    }): Promise<{ oneTimePassword?: string }> => {
      switch (change.kind) {
        case "roles":
          await fromDatabase(client.rpc("set_staff_roles", { user_id, roles: change.roles }));
          return {};
        case "disable":
        case "enable":
          await fromDatabase(client.rpc("set_staff_disabled", { user_id, disabled: change.kind === "disable" }));
          return {};
        case "reset-2fa":
          return { oneTimePassword: await fromDatabase(client.rpc("reset_staff_two_factor", { user_id })) };
        case "reset-password":
          return { oneTimePassword: await fromDatabase(client.rpc("reset_staff_password", { user_id })) };
        case "unlock":
          await fromDatabase(client.rpc("unlock_staff", { user_id }));
          return {};
      }
    },
    onSettled: () => queries.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
