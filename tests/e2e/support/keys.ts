import { supabaseSettings } from "~/lib/supabase";

/** The key the site under test sends, for tests that read the API as the site does: the publishable key. */
export const siteKey = () => supabaseSettings({} as ImportMetaEnv, "").key;
