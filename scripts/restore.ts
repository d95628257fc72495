/**
 * `npm run restore -- <file> [--force] [--identity <file>] [--public-key <key>]`: an archive made
 * by `npm run backup` into an empty DATA_DIR (and, with DATABASE_URL, an empty database), with the
 * server stopped (server/backup/restore.ts says what it refuses). The archive must be signed by
 * DATA_DIR's own backup key, or by the one given (on a fresh machine: the key `npm run keys`
 * printed where the backup was made); `--accept-unverified-archive` restores one that is not.
 */
import { parseArgs } from "node:util";
import { BackupError } from "../server/backup/format";
import { restoreArchive } from "../server/backup/restore";
import { loadConfig } from "../server/config";
import { StartupError } from "../server/db";
import { describeTarget } from "../server/db/data-target";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: "boolean", default: false },
    identity: { type: "string" },
    "public-key": { type: "string" },
    "accept-unverified-archive": { type: "boolean", default: false },
  },
});
if (positionals.length !== 1) {
  console.error(
    "usage: npm run restore -- <file> [--force] [--identity <age identity file>] [--public-key kosmos-backup-ed25519:…] [--accept-unverified-archive]",
  );
  process.exit(2);
}
const config = loadConfig();
console.error(`npm run restore: ${describeTarget(config)}`);
try {
  const acceptUnverified = values["accept-unverified-archive"];
  if (acceptUnverified)
    console.warn(
      "warning: --accept-unverified-archive: the archive's signature is not required; a forged one would be restored",
    );
  const manifest = await restoreArchive(positionals[0]!, config, {
    force: values.force,
    identity: values.identity,
    publicKey: values["public-key"],
    acceptUnverified,
  });
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
