/**
 * Where the staff area's API lives: a hosted Supabase project when the build says so, else the
 * embedded backend on the page's own origin with its fixed publishable key (DESIGN §4, decision
 * 009). The same fallbacks as the public site's client; kept here so the feature stands alone.
 */
export const EMBEDDED_PUBLISHABLE_KEY = "sb_publishable_kosmos_embedded_local_0000";

type Env = Record<string, string | boolean | undefined>;

export function adminSupabaseSettings(env: Env = import.meta.env as Env, origin = globalThis.location?.origin) {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  return {
    url: text(env.VITE_SUPABASE_URL) ?? origin ?? "",
    key: text(env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? EMBEDDED_PUBLISHABLE_KEY,
  };
}
