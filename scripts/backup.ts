/**
 * `npm run backup -- --out <file>`: one archive of the database, the stored files and the keys
 * (server/backup/format.ts), written owner-only. While a server owns the embedded DATA_DIR it is
 * asked to make it (POST /ops/v1/backup with the install's secret key) and keeps serving;
 * otherwise, or on PostgreSQL, the command makes it itself from one snapshot.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { BackupError } from "../server/backup/format";
import { isEncrypted } from "../server/backup/encryption";
import { verifyArchive } from "../server/backup/read";
import { writeArchive } from "../server/backup/write";
import { loadConfig } from "../server/config";
import { describeOwner, openDatabase, readOwner, StartupError } from "../server/db";
import { loadOrCreateInstallKeys } from "../server/keys/install-keys";
import { loadOrCreateBackupSigner } from "../server/backup/signing";
import { describeTarget, hasEmbeddedDatabase, noDatabaseMessage } from "../server/db/data-target";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) {
  console.error("usage: npm run backup -- --out <file>");
  process.exit(2);
}
const out = resolve(values.out);
const config = loadConfig();
console.error(`npm run backup: ${describeTarget(config)}`);

async function throughServer(url: string): Promise<void> {
  const { secretKeys } = await loadOrCreateInstallKeys(config.DATA_DIR);
  const response = await fetch(`${url}/ops/v1/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${secretKeys[0]!.key}` },
  });
  if (!response.ok || !response.body)
    throw new BackupError(`The server could not make the backup (${response.status}): ${await response.text()}`);
  const temporary = join(dirname(out), `.${basename(out)}.${randomUUID()}.partial`);
  try {
    // (DOM's and Node's ReadableStream types differ only in their typing.)
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      createWriteStream(temporary, { mode: 0o600, flags: "wx" }),
    );
    if (!(await isEncrypted(temporary))) await verifyArchive(temporary);
    await rename(temporary, out);
  } finally {
    await rm(temporary, { force: true });
  }
}

try {
  const owner = config.DATABASE_URL ? null : await readOwner(config.DATA_DIR);
  if (owner) {
    if (owner.command !== "server" || !owner.url)
      throw new BackupError(
        `DATA_DIR ${config.DATA_DIR} is in use by ${describeOwner(owner)}: try again once it has finished.`,
      );
    await throughServer(owner.url);
  } else {
    // A folder with no database gets no new, empty one (and no archive of it).
    if (!config.DATABASE_URL && !hasEmbeddedDatabase(config.DATA_DIR))
      throw new BackupError(noDatabaseMessage(config.DATA_DIR));
    const db = await openDatabase(config, { command: "npm run backup" });
    try {
      await writeArchive(db, config.DATA_DIR, out, { recipient: config.BACKUP_RECIPIENT });
    } finally {
      await db.close();
    }
  }
  const { publicKey } = await loadOrCreateBackupSigner(config.DATA_DIR);
  const signed = `signed with the backup key ${publicKey} (\`npm run keys\` prints it: keep a copy off this machine)`;
  if (await isEncrypted(out)) {
    console.log(
      `backup written to ${out}: ${(await stat(out)).size} bytes, encrypted to ${config.BACKUP_RECIPIENT ?? "the server's BACKUP_RECIPIENT"}, ${signed}`,
    );
    process.exit(0);
  }
  const { manifest } = await verifyArchive(out);
  const rows = Object.values(manifest.counts.rows).reduce((a, b) => a + b, 0);
  console.log(
    `backup written to ${out}: ${rows} rows, ${manifest.counts.files} files, ${(await stat(out)).size} bytes, schema ${manifest.schemaVersion} (${manifest.backend}), ${signed}`,
  );
  console.warn(
    "warning: this archive is not encrypted (no BACKUP_RECIPIENT): it holds the install's secret key, session signing keys, staff authenticator secrets and visitors' data in plain text",
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
