/**
 * INTERIM: delete this file, and its two uses (astro.config.ts, tests/e2e/support/keys.ts), once
 * the embedded server accepts LOCAL_PUBLISHABLE_KEY (src/lib/supabase.ts), the server side of
 * Supabase's new key model being built in another branch. Until then the embedded backend only
 * knows the Supabase CLI's legacy anon JWT (signed with its public development secret), so builds
 * for it carry that key unless VITE_SUPABASE_PUBLISHABLE_KEY is set.
 */
export const INTERIM_LEGACY_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
