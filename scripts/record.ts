/**
 * The site record for an auditor (server/backup/record-export.ts):
 *
 *   npm run record -- --from 2026-01-01 --to 2026-03-31 --out record.tar.gz
 *   npm run record -- --verify record.tar.gz [--public-key kosmos-backup-ed25519:…]
 *
 * The export is signed with the install's backup key. While a server owns the embedded DATA_DIR it
 * is asked to make it (POST /ops/v1/record with the install's secret key) and keeps serving;
 * otherwise, or on PostgreSQL, the command makes it itself. --verify checks every entry against
 * the manifest and the manifest's signature against the public key given (by default this
 * install's), as an auditor would with the key `npm run keys` printed.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { BackupError } from "../server/backup/format";
import { verifyArchive } from "../server/backup/read";
import {
  parsePeriod,
  RECORD_KIND,
  writeRecordExport,
  type RecordManifest,
  type RecordPeriod,
} from "../server/backup/record-export";
import { readBackupSigner, signatureProblem } from "../server/backup/signing";
import { loadConfig } from "../server/config";
import { describeOwner, openDatabase, readOwner, StartupError } from "../server/db";
import { describeTarget, hasEmbeddedDatabase, noDatabaseMessage } from "../server/db/data-target";
import { loadOrCreateInstallKeys } from "../server/keys/install-keys";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    out: { type: "string" },
    verify: { type: "string" },
    "public-key": { type: "string" },
  },
});
const config = loadConfig();

async function throughServer(url: string, period: RecordPeriod, out: string): Promise<void> {
  const { secretKeys } = await loadOrCreateInstallKeys(config.DATA_DIR);
  const query = new URLSearchParams({ from: period.from.toISOString(), to: period.to.toISOString() });
  const response = await fetch(`${url}/ops/v1/record?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${secretKeys[0]!.key}` },
  });
  if (!response.ok || !response.body)
    throw new BackupError(`The server could not export the record (${response.status}): ${await response.text()}`);
  const temporary = join(dirname(out), `.${basename(out)}.${randomUUID()}.partial`);
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      createWriteStream(temporary, { mode: 0o600, flags: "wx" }),
    );
    await verifyArchive(temporary);
    await rename(temporary, out);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function exportRecord(period: RecordPeriod, out: string) {
  console.error(`npm run record: ${describeTarget(config)}`);
  const owner = config.DATABASE_URL ? null : await readOwner(config.DATA_DIR);
  if (owner) {
    if (owner.command !== "server" || !owner.url)
      throw new BackupError(
        `DATA_DIR ${config.DATA_DIR} is in use by ${describeOwner(owner)}: try again once it has finished.`,
      );
    await throughServer(owner.url, period, out);
  } else {
    if (!config.DATABASE_URL && !hasEmbeddedDatabase(config.DATA_DIR))
      throw new BackupError(noDatabaseMessage(config.DATA_DIR));
    const db = await openDatabase(config, { command: "npm run record" });
    try {
      await writeRecordExport(db, config.DATA_DIR, out, period);
    } finally {
      await db.close();
    }
  }
  const manifest = (await verifyArchive(out)).manifest as RecordManifest;
  const { publicKey } = (await readBackupSigner(config.DATA_DIR))!;
  console.log(`site record written to ${out}: ${describe(manifest)}, signed with the backup key ${publicKey}`);
}

const describe = (manifest: RecordManifest) => {
  const rows = manifest.counts.rows;
  return `${manifest.from} to ${manifest.to}, ${rows.pages} pages (${rows.record} changes of a route), ${rows.publishes} publishes, ${rows.approvals} sign-offs, ${rows.versions} item versions, ${rows.audit} audit entries, ${rows.claims ?? 0} claim recordings with ${rows.evidence ?? 0} evidence PDFs`;
};

async function verify(archive: string, given: string | undefined) {
  const verified = await verifyArchive(archive);
  const manifest = verified.manifest as RecordManifest;
  if (manifest.kind !== RECORD_KIND)
    throw new BackupError(`${archive} is not an export of the site record (npm run record).`);
  const publicKey = given ?? (await readBackupSigner(config.DATA_DIR))?.publicKey;
  if (!publicKey)
    throw new BackupError(
      "There is no backup public key to check it with: give the one `npm run keys` printed (--public-key kosmos-backup-ed25519:…).",
    );
  const problem = signatureProblem(verified.manifestBytes, verified.signature, publicKey);
  if (problem) throw new BackupError(`${archive} is not verified: ${problem}.`);
  console.log(`${archive} verified: every entry as its manifest says, signed by ${publicKey}; ${describe(manifest)}`);
}

try {
  if (values.verify) {
    await verify(resolve(values.verify), values["public-key"]);
  } else {
    if (!values.out) {
      console.error(
        "usage: npm run record -- --from 2026-01-01 --to 2026-03-31 --out <file>\n       npm run record -- --verify <file> [--public-key kosmos-backup-ed25519:…]",
      );
      process.exit(2);
    }
    await exportRecord(parsePeriod(values.from, values.to), resolve(values.out));
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
