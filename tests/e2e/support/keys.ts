import { INTERIM_LEGACY_ANON_KEY } from "../../../scripts/interim-legacy-anon-key";
import { supabaseSettings } from "~/lib/supabase";

/**
 * The key the site under test sends, for tests that read the API as the site does. One place:
 * when the interim key goes (scripts/interim-legacy-anon-key.ts), this becomes
 * supabaseSettings({}, "").key, that is LOCAL_PUBLISHABLE_KEY.
 */
export const siteKey = () => supabaseSettings({ VITE_SUPABASE_PUBLISHABLE_KEY: INTERIM_LEGACY_ANON_KEY } as ImportMetaEnv, "").key;
