import type { SupabaseClient } from "@supabase/supabase-js";
import type { ObjectRemover } from "./reaper.ts";

/**
 * On a hosted Supabase project, files go through Storage's own API (its trigger refuses a direct
 * delete): supabase-js's remove(), with the project's secret key, as an operator's tooling would.
 * supabase-js is loaded at the first removal, not with the server (decision 031).
 */
export function hostedRemover(supabaseUrl: string, secretKey: string): ObjectRemover {
  let client: Promise<SupabaseClient> | undefined;
  const connect = async () => {
    const { createClient } = await import("@supabase/supabase-js");
    return createClient(supabaseUrl, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
  };
  return async (bucketId, names) => {
    client ??= connect();
    const { error } = await (await client).storage.from(bucketId).remove(names);
    if (error) throw new Error(`Storage refused to remove ${names.length} file(s) of ${bucketId}: ${error.message}`);
  };
}
