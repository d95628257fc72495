import { createClient } from "@supabase/supabase-js";
import type { DataClient } from "~/lib/supabase";
import type { Database } from "~shared/database.types";

/** Where the staff session is kept (localStorage), apart from anything else on the origin. */
export const STAFF_STORAGE_KEY = "kosmos-staff-auth";

/**
 * The staff area's one data client: the signed-in session is kept in localStorage and refreshed
 * in the background, so a reload or a long day does not sign anyone out; every request carries
 * the session, so the database's policies decide what staff see.
 */
export function createStaffClient(url: string, key: string): DataClient {
  return createClient<Database>(url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: STAFF_STORAGE_KEY,
      storage: globalThis.localStorage,
    },
  });
}
