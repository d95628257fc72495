/**
 * A step of `npm run build`: records the fingerprint of the content the build rendered (the seed,
 * src/content/site-content.ts) beside the site's folder, so the server knows at start which
 * types the database has changed since and renders only their routes (server/publish/).
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { seedContent } from "../src/content/seed";
import { contentHashes } from "../server/publish/snapshot";
import { CONTENT_HASHES_FILE } from "../server/publish/paths";

const buildRoot = process.env.SITE_BUILD_DIR ?? "build";
await writeFile(join(buildRoot, CONTENT_HASHES_FILE), JSON.stringify(contentHashes(seedContent), null, 2) + "\n");
