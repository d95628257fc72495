import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The Supabase CLI's well-known local anon key (signed with its development secret). It is
 * public by design: the anonymous role can only do what the database's grants and policies
 * allow. Builds for another secret or a hosted project set VITE_SUPABASE_ANON_KEY.
 */
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** Where the API lives: a hosted project when configured, else the embedded backend on this origin. */
export function supabaseSettings(env: ImportMetaEnv = import.meta.env, origin = globalThis.location?.origin) {
  return {
    url: env.VITE_SUPABASE_URL || origin || "",
    key: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}

let client: Promise<SupabaseClient> | undefined;

/** Resolves in a later task, letting the browser handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The one data client. Loaded on first use, so pages that never read or write data never
 * download supabase-js. Evaluating supabase-js, creating the client (auth, realtime, storage and
 * functions clients included) and the caller's first request each take a task of their own:
 * together they were one 25 to 30 ms task on this machine, four times that on a slow phone.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js").then(async ({ createClient }) => {
    await nextTask();
    const { url, key } = supabaseSettings();
    const created = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
    await nextTask();
    return created;
  });
  return client;
}
