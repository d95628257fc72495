/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A hosted Supabase project's URL; unset means the embedded backend on the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
