/**
 * `npm run restore -- <file> [--force]`: an archive made by `npm run backup` into an empty
 * DATA_DIR (and, with DATABASE_URL, an empty database), with the server stopped
 * (server/backup/restore.ts says what it refuses).
 */
import { parseArgs } from "node:util";
import { BackupError } from "../server/backup/format";
import { restoreArchive } from "../server/backup/restore";
import { loadConfig } from "../server/config";
import { StartupError } from "../server/db";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false }, identity: { type: "string" } } });
if (positionals.length !== 1) {
  console.error("usage: npm run restore -- <file> [--force] [--identity <age identity file>]");
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restoreArchive(positionals[0]!, config, { force: values.force, identity: values.identity });
  console.log(
    `restored ${positionals[0]} (made ${manifest.createdAt} on ${manifest.backend}, schema ${manifest.schemaVersion}) into ${config.DATABASE_URL ? "DATABASE_URL and " : ""}${config.DATA_DIR}`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
