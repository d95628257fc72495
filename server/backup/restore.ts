import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { decryptFile, isEncrypted, readIdentities } from "./encryption.ts";
import type { Config } from "../config.ts";
import { describeOwner, migrate, migrationVersions, openDatabase, readOwner } from "../db/index.ts";
import type { Tx } from "../db/types.ts";
import { keyFilePath } from "../keys/install-keys.ts";
import { BackupError, LIMITS, MANIFEST, type Manifest } from "./format.ts";
import { eachEntry, readAll, verifyArchive, type VerifiedArchive } from "./read.ts";
import { RECORD_KIND } from "./record-export.ts";
import { readBackupSigner, SIGNATURE_ENTRY, signatureProblem } from "./signing.ts";
import { columnList, projectTables, qualified, type Table } from "./tables.ts";

/**
 * What a restore writes into DATA_DIR (besides the lock it holds meanwhile). Of `keys/`, only the
 * install keys: the backup signing key stays the machine's own, never in an archive.
 */
const RESTORED = ["pglite", "storage", "keys/install-keys.json"];

/** Whom the archive must be signed by: a public key given, else this DATA_DIR's own backup key. */
export type Trust = { publicKey?: string; acceptUnverified?: boolean };
const OURS = new Set(["owner.lock", "owner.json", "owner.mutex.lock"]);

async function folderInUse(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => !OURS.has(name) && !name.startsWith(".write-check-"));
}

/** Refuses, with nothing written, a target that is not free for a restore. */
async function checkTarget(config: Pick<Config, "DATA_DIR" | "DATABASE_URL">, force: boolean): Promise<void> {
  const owner = await readOwner(config.DATA_DIR);
  if (owner)
    throw new BackupError(
      `DATA_DIR ${config.DATA_DIR} is in use by ${describeOwner(owner)}: stop it, then restore. Nothing was written.`,
    );
  const used = await folderInUse(config.DATA_DIR);
  const relevant = config.DATABASE_URL ? used.filter((name) => name !== "pglite") : used;
  if (relevant.length > 0 && !force) {
    throw new BackupError(
      `DATA_DIR ${config.DATA_DIR} is not empty (${relevant.slice(0, 3).join(", ")}): restore into an empty folder, or add --force to replace what is there. Nothing was written.`,
    );
  }
}

async function checkEmptyPostgres(tx: Tx, url: string): Promise<void> {
  const { rows: bookkeeping } = await tx.query<{ found: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as found`,
    [],
  );
  const used =
    bookkeeping[0]?.found &&
    (await tx.query("select 1 from supabase_migrations.schema_migrations limit 1", [])).rows.length > 0;
  if (used) {
    throw new BackupError(
      `The database at DATABASE_URL already holds this project (${url.replace(/\/\/[^@]*@/, "//")}): restore into a new, empty database. Nothing was written.`,
    );
  }
}

/** A stored file's path inside DATA_DIR/storage, refusing anything that would leave it. */
function storagePath(dataDir: string, entry: string): string {
  const relative = normalize(entry.slice("files/".length));
  if (relative.startsWith("..") || relative.startsWith("/"))
    throw new BackupError(`The archive names a file outside storage (${entry}).`);
  return join(dataDir, "storage", relative);
}

/**
 * Loads the archive's rows (and writes its files and keys) into a database whose schema is the
 * archive's: in one transaction, with the tables' own triggers off (the rows are what they were:
 * no notice is queued again, no newsletter sign-up skipped), emptied first of what the
 * migrations put there, then filled in foreign-key order, sequences moved past their rows.
 */
async function load(tx: Tx, archive: string, dataDir: string): Promise<void> {
  const tables = await projectTables(tx);
  const byName = new Map<string, Table>(tables.map((t) => [`${t.schema}.${t.name}`, t]));
  for (const table of tables) await tx.query(`alter table ${qualified(table)} disable trigger user`, []);
  for (const table of [...tables].reverse()) await tx.query(`delete from ${qualified(table)}`, []);
  await eachEntry(archive, async (path, content) => {
    if (path.startsWith("database/")) {
      const table = byName.get(path.split("/")[1]!);
      if (!table)
        throw new BackupError(`The archive holds rows of ${path.split("/")[1]}, a table this schema does not have.`);
      const rows = (await readAll(content, LIMITS.readChunkBytes, path)).toString("utf8").split("\n").filter(Boolean);
      await tx.query(
        `insert into ${qualified(table)} (${columnList(table)}) overriding system value
         select ${columnList(table)} from jsonb_populate_recordset(null::${qualified(table)}, $1::jsonb)`,
        [`[${rows.join(",")}]`],
      );
    } else if (path.startsWith("files/")) {
      const target = storagePath(dataDir, path);
      await mkdir(dirname(target), { recursive: true });
      // Streamed: a stored file is never held whole, whatever size the archive says it is.
      await pipeline(Readable.from(content), createWriteStream(target, { mode: 0o600, flags: "wx" }));
    } else if (path === "keys/install-keys.json") {
      await mkdir(dirname(keyFilePath(dataDir)), { recursive: true, mode: 0o700 });
      await writeFile(keyFilePath(dataDir), await readAll(content, LIMITS.smallEntryBytes, path), {
        mode: 0o600,
        flag: "wx",
      });
    } else if (path !== MANIFEST && path !== SIGNATURE_ENTRY) {
      throw new BackupError(`The archive holds an entry this code does not know (${path}).`);
    }
  });
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await tx.query<{ sequence: string | null }>(
        "select pg_get_serial_sequence($1, $2) as sequence",
        [qualified(table), column],
      );
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await tx.query(
        `select setval($1::regclass, coalesce((select max(${JSON.stringify(column)}) from ${qualified(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    await tx.query(`alter table ${qualified(table)} enable trigger user`, []);
  }
}

/**
 * `npm run restore`: an archive into an empty DATA_DIR (and, with DATABASE_URL, an empty
 * database), the server stopped. Refused with nothing written: a damaged or truncated archive, one
 * not signed by the trusted backup key (unless the operator accepts the risk by name), one from a
 * newer schema than this code, a target in use or not empty (DATA_DIR: unless `force`).
 * The archive's schema is rebuilt by the migrations up to its version, its rows loaded, then the
 * newer migrations applied: an archive from older code is restored and migrated.
 */
export async function restoreArchive(
  archive: string,
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
  { force = false, identity, ...trust }: { force?: boolean; identity?: string } & Trust = {},
): Promise<Manifest> {
  const encrypted = await isEncrypted(archive).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`${archive} cannot be read (${error.code ?? error.message}). Nothing was written.`, {
      cause: error,
    });
  });
  if (!encrypted) return restorePlain(archive, config, force, trust);
  if (!identity)
    throw new BackupError(
      `${archive} is encrypted to an age key: give the identity that decrypts it (--identity <file>). Nothing was written.`,
    );
  const identities = await readIdentities(identity);
  const folder = await mkdtemp(join(tmpdir(), "kosmos-restore-"));
  try {
    const plain = join(folder, "archive.tar.gz");
    await decryptFile(archive, plain, identities);
    return await restorePlain(plain, config, force, trust);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Refuses an archive the trusted key did not sign: anyone who can write to the backup store could
 * have made it (with their own secret key, or an extra admin). `acceptUnverified` is the
 * operator's explicit choice to restore it anyway (an archive from before signing, a lost key).
 */
async function checkSignature(
  archive: string,
  verified: VerifiedArchive,
  dataDir: string,
  trust: Trust,
): Promise<void> {
  const publicKey = trust.publicKey ?? (await readBackupSigner(dataDir))?.publicKey;
  const problem = publicKey
    ? signatureProblem(verified.manifestBytes, verified.signature, publicKey)
    : "there is no backup public key to check it with";
  if (problem === null || trust.acceptUnverified) return;
  const how = publicKey
    ? "Restore an archive this install signed"
    : "Give the public key `npm run keys` printed on the machine that made it (--public-key kosmos-backup-ed25519:…)";
  throw new BackupError(
    `${archive} cannot be trusted: ${problem}, so anyone who could write to where backups are kept may have made it. ${how}, or add --accept-unverified-archive to restore it knowing that. Nothing was written.`,
  );
}

async function restorePlain(
  archive: string,
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
  force: boolean,
  trust: Trust,
): Promise<Manifest> {
  const verified = await verifyArchive(archive);
  if ((verified.manifest as { kind?: string }).kind === RECORD_KIND)
    throw new BackupError(
      `${archive} is an export of the site record for an auditor (npm run record), not a backup. Nothing was written.`,
    );
  await checkSignature(archive, verified, config.DATA_DIR, trust);
  const { manifest } = verified;
  const latest = (await migrationVersions()).at(-1) ?? "";
  if (manifest.schemaVersion > latest) {
    throw new BackupError(
      `${archive} comes from a newer schema (${manifest.schemaVersion}) than this code knows (${latest}): update the code first. Nothing was written.`,
    );
  }
  await checkTarget(config, force);
  if (force) for (const name of RESTORED) await rm(join(config.DATA_DIR, name), { recursive: true, force: true });

  const db = await openDatabase(config, { command: "npm run restore" });
  let loaded = false;
  try {
    if (config.DATABASE_URL) await db.asOwner((tx) => checkEmptyPostgres(tx, config.DATABASE_URL!));
    await migrate(db, { upTo: manifest.schemaVersion, seedFile: null });
    await db.asOwner((tx) => load(tx, archive, config.DATA_DIR));
    loaded = true;
    await migrate(db, { seedFile: null });
    return manifest;
  } finally {
    await db.close();
    // A restore that could not finish leaves nothing of itself in DATA_DIR.
    if (!loaded)
      for (const name of config.DATABASE_URL ? RESTORED.filter((n) => n !== "pglite") : RESTORED)
        await rm(join(config.DATA_DIR, name), { recursive: true, force: true });
  }
}
