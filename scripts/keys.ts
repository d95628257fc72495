/**
 * `npm run keys`: prints the anon and service API keys for the configured JWT_SECRET, for a
 * site built against another secret (VITE_SUPABASE_ANON_KEY) or for reading submissions.
 * The service key bypasses row-level security: keep it off the browser.
 */
import { signApiKey } from "../server/auth/keys";
import { loadConfig } from "../server/config";

const { JWT_SECRET } = loadConfig();
console.log(`anon key:         ${await signApiKey("anon", JWT_SECRET)}`);
console.log(`service_role key: ${await signApiKey("service_role", JWT_SECRET)}`);
