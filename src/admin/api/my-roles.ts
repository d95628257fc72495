import { useQuery } from "@tanstack/react-query";
import type { DataClient } from "~/lib/supabase";
import { isStaffRole } from "~shared/staff-roles";
import { fromDatabase } from "./request";

/** What the database says this person's job is: read from it, not the token, so a change shows at the next load. */
export function useMyRoles(client: DataClient) {
  return useQuery({
    queryKey: ["my-roles"],
    queryFn: async () => ((await fromDatabase(client.rpc("my_roles"))) ?? []).filter(isStaffRole),
  });
}
