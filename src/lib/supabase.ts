import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "~shared/database.types";

/** A supabase-js client that knows the database's tables, views and functions (generated: `npm run gen:types`). */
export type DataClient = SupabaseClient<Database>;

/**
 * The embedded backend's publishable key (Supabase's current key model): a fixed,
 * public value that stands for the anonymous role, which can only do what the database's grants
 * and policies allow. A hosted project sets VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY
 * at build time instead.
 */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_kosmos_embedded_local_0000";

/** Where the API lives: a hosted project when configured, else the embedded backend on this origin. */
export function supabaseSettings(env: ImportMetaEnv = import.meta.env, origin = globalThis.location?.origin) {
  return {
    url: env.VITE_SUPABASE_URL || origin || "",
    key: env.VITE_SUPABASE_PUBLISHABLE_KEY || LOCAL_PUBLISHABLE_KEY,
  };
}

let client: Promise<DataClient> | undefined;

/** Resolves in a later task, letting the browser handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The one data client. Loaded on first use, so pages that never read or write data never
 * download supabase-js. Evaluating supabase-js, creating the client (auth, realtime, storage and
 * functions clients included) and the caller's first request each take a task of their own:
 * together they were one 25 to 30 ms task on this machine, four times that on a slow phone.
 */
export function getSupabase(): Promise<DataClient> {
  client ??= import("@supabase/supabase-js").then(async ({ createClient }) => {
    await nextTask();
    const { url, key } = supabaseSettings();
    const created = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
    await nextTask();
    return created;
  });
  return client;
}
