/**
 * A step of `npm run build`, after Astro's: records the fingerprint of the content the build rendered
 * (the seed, src/content/site-content.ts) beside the site's folder, so the server knows at start which
 * types the database has changed since and renders only their routes (server/publish/); and writes
 * the redirects beside the pages (`_redirects`, which the server and a CDN serve). A build for a hosted
 * project (VITE_SUPABASE_URL) writes the redirects published there, as its pages show what is.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { seedContent } from "../src/content/seed";
import { publishedContent } from "../src/content/published-content";
import { contentHashes } from "../server/publish/snapshot";
import { CONTENT_HASHES_FILE } from "../server/publish/paths";
import { REDIRECTS_FILE, redirectsFile } from "../shared/redirects";

const buildRoot = process.env.SITE_BUILD_DIR ?? "build";
const hosted = process.env.VITE_SUPABASE_URL;
const content = hosted ? await publishedContent(hosted, process.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? "") : seedContent;
await writeFile(join(buildRoot, CONTENT_HASHES_FILE), JSON.stringify(contentHashes(content), null, 2) + "\n");
await writeFile(join(buildRoot, "client", REDIRECTS_FILE), redirectsFile(content.redirects));
