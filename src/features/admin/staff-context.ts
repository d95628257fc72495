import type { DataClient } from "~/lib/supabase";
import { createContext, useContext } from "react";

export type Staff = {
  client: DataClient;
  email: string;
  /** After a refused request: ends the session here if the server no longer accepts it. */
  checkSession: () => Promise<void>;
};

export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff outside the signed-in staff area");
  return staff;
}
