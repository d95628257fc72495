import type { Database, PgError, Tx } from "../db/types.ts";
import { storageErrors } from "./errors.ts";

/** SQL for storage.buckets and storage.objects (Supabase's own tables and names). */

export type Bucket = {
  id: string;
  public: boolean;
  /** Bytes; null: no limit of the bucket's own. */
  fileSizeLimit: number | null;
  /** null or empty: any type. */
  allowedMimeTypes: string[] | null;
};

/** Object metadata as Supabase Storage keeps it in storage.objects.metadata. */
export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

type BucketRow = {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

/** Read as the owner: the bucket's rules apply to everyone, whoever may see the bucket row. */
export async function findBucket(db: Database, bucketId: string): Promise<Bucket | null> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<BucketRow>(
      `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
         from storage.buckets where id = $1`,
      [bucketId],
    ),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    public: row.public,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

export type NewObject = {
  id: string;
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
};

/**
 * Writes the object's row in the caller's transaction, so grants and row-level security decide.
 * No RETURNING on the insert: that would need a SELECT policy too, which the anonymous role must
 * not have. With upsert, an existing row is replaced in place (same id, as Supabase does), which
 * needs UPDATE rights the anonymous role lacks; a new key needs only INSERT, as on Supabase.
 */
export async function insertObject(tx: Tx, object: NewObject, upsert: boolean): Promise<string> {
  const params = [
    object.id,
    object.bucketId,
    object.name,
    object.owner,
    object.version,
    JSON.stringify(object.metadata),
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, version, metadata)
                  values ($1, $2, $3, $4, $5, $6::jsonb)`;
  try {
    if (!upsert) {
      await tx.query(insert, params);
      return object.id;
    }
    // A failed statement spoils the transaction: try the insert under a savepoint.
    await tx.query("savepoint storage_upsert", []);
    try {
      await tx.query(insert, params);
      await tx.query("release savepoint storage_upsert", []);
      return object.id;
    } catch (error) {
      if ((error as PgError).code !== "23505") throw error;
      await tx.query("rollback to savepoint storage_upsert", []);
    }
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects
          set owner = $3, version = $4, metadata = $5::jsonb, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2
        returning id`,
      [object.bucketId, object.name, object.owner, object.version, JSON.stringify(object.metadata)],
    );
    // No row: it was removed meanwhile, or a policy hides it from this caller.
    if (!rows[0]) throw storageErrors.accessDenied();
    return rows[0].id;
  } catch (error) {
    throw mapWriteError(error);
  }
}

/** Whether the object's row holds this version: the upload that wrote it committed. Read as the owner. */
export async function objectVersionExists(
  db: Database,
  bucketId: string,
  name: string,
  version: string,
): Promise<boolean> {
  const { rows } = await db.asOwner((tx) =>
    tx.query("select 1 from storage.objects where bucket_id = $1 and name = $2 and version = $3", [
      bucketId,
      name,
      version,
    ]),
  );
  return rows.length > 0;
}

export type StoredObject = { id: string; metadata: Partial<ObjectMetadata> | null };

/** Reads an object's row as the caller: null when it does not exist or a policy hides it. */
export async function findObject(tx: Tx, bucketId: string, name: string): Promise<StoredObject | null> {
  const { rows } = await tx.query<StoredObject>(
    `select id, metadata from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

/** No SELECT grant at all (the anonymous role): for this caller nothing exists, as Supabase answers. */
export function treatNoGrantAsMissing(error: unknown): null {
  if ((error as PgError).code === "42501") return null;
  throw error;
}

function mapWriteError(error: unknown): unknown {
  switch ((error as PgError).code) {
    case "23505":
      return storageErrors.keyAlreadyExists();
    case "42501": // row-level security refused, or no grant
      return storageErrors.accessDenied();
    case "23503": // the bucket went away since we looked it up
      return storageErrors.noSuchBucket();
    default:
      return error;
  }
}
