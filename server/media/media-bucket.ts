import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, Tx } from "../db/index.ts";
import { objectFilePath } from "../storage/keys.ts";

const BUCKET = "media";

/**
 * A file the library made, waiting in the scratch folder to become an object of the bucket. A
 * variant never changes (its name is its bytes' hash) and is cached for a year; a document keeps
 * its address when replaced and is cached five minutes.
 */
export type MadeFile = { key: string; path: string; mimetype: string; size: number; immutable: boolean };

const cacheSeconds = (file: MadeFile) => (file.immutable ? 31_536_000 : 300);
const cacheControl = (file: MadeFile) => `public, max-age=${cacheSeconds(file)}${file.immutable ? ", immutable" : ""}`;

/**
 * Where the library's objects live: this install's Storage (files under `DATA_DIR/storage`, rows
 * in its storage.objects), or a hosted Supabase project's Storage, reached through its API with
 * the project's secret key, since its tables refuse direct writes and deletes.
 */
export type MediaBucket = {
  /** A folder for work in progress, on the same disk as the bucket's files where there are any. */
  scratch: string;
  /** The original upload's bytes in a file (in `folder` when they had to be fetched), or null when it never arrived. */
  original(key: string, folder: string): Promise<string | null>;
  /** Stores files as objects of the bucket; one already there under the same key is replaced. */
  store(files: MadeFile[]): Promise<void>;
  /**
   * Removes an object inside the transaction that marks the picture ready or refused: here its row
   * goes at once (its file follows through the removed-files queue); on a hosted project it is
   * queued for the reaper, which removes it through Storage's API, and unreadable until then.
   */
  forget(tx: Tx, key: string): Promise<void>;
  /** Whether `forget` left work for the reaper. */
  queuesRemovals: boolean;
};

/** This install's own Storage: the embedded backend, or PostgreSQL with `DATA_DIR/storage` shared. */
export function localMediaBucket(db: Database, storageRoot: string): MediaBucket {
  return {
    scratch: join(storageRoot, ".tmp"),
    async original(key) {
      const path = objectFilePath(storageRoot, BUCKET, key);
      return (await stat(path).catch(() => null))?.isFile() ? path : null;
    },
    async store(files) {
      for (const file of files) {
        const target = objectFilePath(storageRoot, BUCKET, file.key);
        await mkdir(dirname(target), { recursive: true });
        await rename(file.path, target);
      }
      await db.asOwner(async (tx) => {
        for (const file of files) {
          const metadata = { size: file.size, mimetype: file.mimetype, cacheControl: cacheControl(file) };
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, version, metadata)
             values ($1, $2, $3, null, $4, $5::jsonb)
             on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata, updated_at = now()`,
            [randomUUID(), BUCKET, file.key, randomUUID(), JSON.stringify(metadata)],
          );
        }
      });
    },
    async forget(tx, key) {
      await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [BUCKET, key]);
    },
    queuesRemovals: false,
  };
}

/**
 * A hosted project's Storage through its API (supabase-js with the secret key, loaded at first use).
 * Files are fetched into and made in `scratch` on this machine, then uploaded.
 */
export function hostedMediaBucket(supabaseUrl: string, secretKey: string, scratch: string): MediaBucket {
  let client: Promise<SupabaseClient> | undefined;
  const bucket = async () => {
    client ??= import("@supabase/supabase-js").then(({ createClient }) =>
      createClient(supabaseUrl, secretKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    );
    return (await client).storage.from(BUCKET);
  };
  return {
    scratch,
    async original(key, folder) {
      const { data, error } = await (await bucket()).download(key);
      if (error) {
        // Storage answers 400 or 404 for a key it does not hold; anything else is not the upload's fault.
        const status = (error as { status?: number }).status;
        if (status === 400 || status === 404) return null;
        throw new Error(`Storage did not give the original ${key}: ${error.message}`);
      }
      const path = join(folder, "original");
      await writeFile(path, Buffer.from(await data.arrayBuffer()));
      return path;
    },
    async store(files) {
      for (const file of files) {
        const { error } = await (
          await bucket()
        ).upload(file.key, await readFile(file.path), {
          contentType: file.mimetype,
          cacheControl: String(cacheSeconds(file)),
          upsert: true,
        });
        if (error) throw new Error(`Storage refused ${file.key}: ${error.message}`);
      }
    },
    async forget(tx, key) {
      await tx.query("insert into private.files_to_remove (bucket_id, name) values ($1, $2)", [BUCKET, key]);
    },
    queuesRemovals: true,
  };
}
