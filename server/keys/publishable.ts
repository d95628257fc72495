/**
 * The embedded server's publishable key. Public by design and the same for every install: it
 * only ever grants the anonymous role, whose rights the database's grants and policies set.
 * The site ships the same value (src/lib/supabase.ts: LOCAL_PUBLISHABLE_KEY); a test checks
 * that the two agree, since the server never imports the site.
 */
export const PUBLISHABLE_KEY = "sb_publishable_kosmos_embedded_local_0000";
