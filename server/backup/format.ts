/**
 * The backup archive (docs/decisions/018-backups.md): a gzipped tar of
 * - `database/{schema}.{table}/{chunk}.jsonl`: every row of every table the project owns, one
 *   JSON object a line (Postgres's to_jsonb), in chunks so that memory stays flat;
 * - `files/{bucket}/{key}`: every stored file that a row of storage.objects names;
 * - `keys/install-keys.json`: the install's secret and signing keys;
 * - `manifest.json`: what it is, and the size and SHA-256 of every other entry;
 * - `manifest.sig`, last: the manifest's Ed25519 signature (server/backup/signing.ts).
 */
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";
export const ROWS_PER_CHUNK = 2_000;

/**
 * What a restore holds in memory at once, so that a crafted archive cannot exhaust it: the
 * manifest, one table chunk (written at most CHUNK_BYTES, a few rows past it at worst), the
 * number of entries. Stored files are streamed to disk, never held.
 */
export const LIMITS = {
  manifestBytes: 16 * 1024 * 1024,
  chunkBytes: 16 * 1024 * 1024,
  readChunkBytes: 64 * 1024 * 1024,
  entries: 500_000,
  smallEntryBytes: 1024 * 1024,
};

export type ManifestEntry = { path: string; size: number; sha256: string };

export type Manifest = {
  format: number;
  /** The last migration the database had: a restore rebuilds exactly that schema, then migrates. */
  schemaVersion: string;
  backend: "pglite" | "postgres";
  createdAt: string;
  /** Rows by table and files, for the operator's eye. */
  counts: { rows: Record<string, number>; files: number };
  entries: ManifestEntry[];
};

/** A backup or restore that cannot do its whole job does none of it, and says why. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupError";
  }
}
