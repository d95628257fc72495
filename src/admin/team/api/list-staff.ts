import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { STAFF_ROLES } from "~shared/staff-roles";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { teamKeys } from "./keys";

const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  disabled: z.boolean(),
  two_factor: z.boolean(),
  must_change_password: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  /** Set while too many wrong passwords keep the account from signing in. */
  locked_until: z.string().nullable(),
});

/** A staff account as rpc/list_staff answers it. */
export type StaffMember = z.infer<typeof staffMember>;

/** Everyone with a staff account (admin only: the database refuses anyone else). */
export function useStaffList() {
  const { client } = useStaff();
  return useQuery({
    queryKey: teamKeys.all,
    queryFn: async () => jsonAnswer(z.array(staffMember), (await fromDatabase(client.rpc("list_staff"))) ?? []),
  });
}
