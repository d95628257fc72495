/**
 * `npm start` runs this first: it builds the site when there is no build, or when any
 * source file is newer than the build, so one command always serves the current code; and makes
 * the empty database cluster for a first start when a build made before decision 030 lacks it.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { emptyClusterDir, prepareEmptyCluster } from "../server/db/empty-cluster";

const stamps = ["build/client/index.html", "build/server/server/main.js"];
const sources = [
  "src",
  "public",
  "astro.config.ts",
  "package-lock.json",
  "server",
  "shared",
  "integrations",
  "tsconfig.server.json",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

// The older of the site and the compiled server: either missing or older than a source builds both.
const builtAt = Math.min(...stamps.map((stamp) => (existsSync(stamp) ? statSync(stamp).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log("Building the site (no current build found)…");
  execSync("npm run build", { stdio: "inherit" });
} else {
  // A build made before decision 030 lacks it (at once when it is there). Not fatal: on a read-only
  // install (systemd's ProtectSystem) a first start creates the database itself.
  const cluster = emptyClusterDir("build/client");
  await prepareEmptyCluster(cluster).then(
    (done) => done === "made" && console.log(`Made the empty database cluster for a first start: ${cluster}`),
    (error: unknown) =>
      console.warn(
        `Could not make ${cluster} (${error instanceof Error ? error.message : String(error)}); a first start will create the database itself.`,
      ),
  );
}
