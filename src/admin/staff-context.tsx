import { createContext, useContext, type ReactNode } from "react";
import type { DataClient } from "~/lib/supabase";
import type { StaffRole } from "~shared/staff-roles";
import { StaffQueries } from "./api/StaffQueries";

export type Staff = {
  client: DataClient;
  email: string;
  /** Their account's id (auth.users), for what is theirs ("Mine" in the inbox). */
  userId: string;
  /** What the database says this person's job is (rpc/my_roles), read when the area opens. */
  roles: StaffRole[];
  /** After a refused request: ends the session here if the server no longer accepts it. */
  checkSession: () => Promise<void>;
};

export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff outside the signed-in staff area");
  return staff;
}

/** The signed-in person with the back office's data (tests, and any view given a known person). */
export function StaffProvider({ value, children }: { value: Staff; children: ReactNode }) {
  return (
    <StaffQueries onRefused={value.checkSession}>
      <StaffContext.Provider value={value}>{children}</StaffContext.Provider>
    </StaffQueries>
  );
}
