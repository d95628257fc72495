import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { readFile, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar, { type Pack } from "tar-stream";
import type { Database, Tx } from "../db/types.ts";
import { keyFilePath } from "../keys/install-keys.ts";
import { encryptFile } from "./encryption.ts";
import {
  BackupError,
  FORMAT_VERSION,
  LIMITS,
  MANIFEST,
  ROWS_PER_CHUNK,
  type Manifest,
  type ManifestEntry,
} from "./format.ts";
import { loadOrCreateBackupSigner, SIGNATURE_ENTRY, signatureEntry } from "./signing.ts";
import { projectTables, qualified, schemaVersion } from "./tables.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function addBuffer(pack: Pack, entries: ManifestEntry[], path: string, data: Buffer): Promise<void> {
  entries.push({ path, size: data.length, sha256: sha256(data) });
  return new Promise((resolve, reject) =>
    pack.entry({ name: path, size: data.length, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
  );
}

/** A stored file, streamed into the archive (never held whole in memory) and hashed on the way. */
async function addFile(pack: Pack, entries: ManifestEntry[], path: string, source: string): Promise<void> {
  const { size } = await stat(source).catch((error: unknown) => {
    throw new BackupError(
      `a row of storage.objects names ${path.slice("files/".length)}, which is missing from storage: nothing was written`,
      { cause: error },
    );
  });
  const hash = createHash("sha256");
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: path, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    const input = createReadStream(source);
    input.on("data", (chunk) => hash.update(chunk));
    input.on("error", reject);
    input.pipe(entry);
  });
  entries.push({ path, size, sha256: hash.digest("hex") });
}

/** A database no migration ran on (a server that never finished its first start) has nothing to back up. */
async function requireSchema(tx: Tx): Promise<void> {
  const { rows } = await tx.query<{ found: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as found",
    [],
  );
  if (!rows[0]?.found || (await schemaVersion(tx)) === "") {
    throw new BackupError(
      "The database holds no Kosmos schema yet (no migration has run on it): start the server on it once, then back it up. Nothing was written.",
    );
  }
}

/** Lines gathered into buffers of about LIMITS.chunkBytes each (a single longer line alone). */
function byteParts(lines: string[]): Buffer[] {
  const parts: Buffer[] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of lines) {
    const length = Buffer.byteLength(line);
    if (size > 0 && size + length > LIMITS.chunkBytes) {
      parts.push(Buffer.from(current.join("")));
      current = [];
      size = 0;
    }
    current.push(line);
    size += length;
  }
  if (current.length > 0) parts.push(Buffer.from(current.join("")));
  return parts;
}

/**
 * Every row and every stored file at one moment: on PostgreSQL one REPEATABLE READ snapshot; on
 * PGlite one transaction through the database's only connection, so nothing changes meanwhile.
 * The files are read inside it, so no row in the archive names a file missing from it.
 */
async function writeEntries(tx: Tx, pack: Pack, dataDir: string, backend: Manifest["backend"]): Promise<Manifest> {
  if (backend === "postgres") await tx.query("set transaction isolation level repeatable read, read only", []);
  await requireSchema(tx);
  const entries: ManifestEntry[] = [];
  const rows: Record<string, number> = {};
  for (const table of await projectTables(tx)) {
    const name = `${table.schema}.${table.name}`;
    rows[name] = 0;
    let entryNumber = 0;
    for (let chunk = 0; ; chunk += 1) {
      const { rows: page } = await tx.query<{ row: string }>(
        `select to_jsonb(t)::text as row from ${qualified(table)} t order by ctid limit ${ROWS_PER_CHUNK} offset ${chunk * ROWS_PER_CHUNK}`,
        [],
      );
      if (page.length === 0) break;
      rows[name] += page.length;
      // A page of large rows goes in several entries, each about LIMITS.chunkBytes at most.
      for (const part of byteParts(page.map((r) => `${r.row}\n`))) {
        await addBuffer(pack, entries, `database/${name}/${String(entryNumber++).padStart(6, "0")}.jsonl`, part);
      }
      if (page.length < ROWS_PER_CHUNK) break;
    }
  }
  const { rows: objects } = await tx.query<{ bucket_id: string; name: string }>(
    "select bucket_id, name from storage.objects order by bucket_id, name",
    [],
  );
  for (const object of objects) {
    await addFile(
      pack,
      entries,
      `files/${object.bucket_id}/${object.name}`,
      join(dataDir, "storage", object.bucket_id, object.name),
    );
  }
  await addBuffer(
    pack,
    entries,
    "keys/install-keys.json",
    await readFile(keyFilePath(dataDir)).catch((error: unknown) => {
      throw new BackupError(
        `${keyFilePath(dataDir)} cannot be read, so the archive would miss the install's keys: start the server on this DATA_DIR once (it makes them), or restore them. Nothing was written.`,
        { cause: error },
      );
    }),
  );
  return {
    format: FORMAT_VERSION,
    schemaVersion: await schemaVersion(tx),
    backend,
    createdAt: new Date().toISOString(),
    counts: { rows, files: objects.length },
    entries,
  };
}

/**
 * Writes a backup of the database and DATA_DIR's files and keys to `out`, readable by its owner
 * only (it holds personal data): to a temporary file beside it, renamed into place once whole, so
 * a failed run leaves no partial archive. Signed with DATA_DIR's backup signing key (made on first
 * use). With `recipient` (an age public key) the archive is
 * encrypted to it before it takes its name. Resolves with its manifest.
 */
export async function writeArchive(
  db: Database,
  dataDir: string,
  out: string,
  { recipient }: { recipient?: string } = {},
): Promise<Manifest> {
  const temporary = join(dirname(out), `.${basename(out)}.${randomUUID()}.partial`);
  const encrypted = `${temporary}.age`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
  try {
    const signer = await loadOrCreateBackupSigner(dataDir);
    const manifest = await db.asOwner(async (tx) => writeEntries(tx, pack, dataDir, db.kind));
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    for (const [name, data] of [
      [MANIFEST, manifestBytes],
      [SIGNATURE_ENTRY, signatureEntry(signer, manifestBytes)],
    ] as const) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
      );
    }
    pack.finalize();
    await written;
    if (recipient) {
      await encryptFile(temporary, encrypted, recipient);
      await rename(encrypted, out);
    } else {
      await rename(temporary, out);
    }
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await rm(temporary, { force: true });
    await rm(encrypted, { force: true });
  }
}
