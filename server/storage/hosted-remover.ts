import { createClient } from "@supabase/supabase-js";
import type { ObjectRemover } from "./reaper";

/**
 * On a hosted Supabase project, files go through Storage's own API (its trigger refuses a direct
 * delete): supabase-js's remove(), with the project's secret key, as an operator's tooling would.
 */
export function hostedRemover(supabaseUrl: string, secretKey: string): ObjectRemover {
  const client = createClient(supabaseUrl, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
  return async (bucketId, names) => {
    const { error } = await client.storage.from(bucketId).remove(names);
    if (error) throw new Error(`Storage refused to remove ${names.length} file(s) of ${bucketId}: ${error.message}`);
  };
}
