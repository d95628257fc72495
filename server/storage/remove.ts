import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import type { PgError } from "../db/types.ts";
import { storageErrors } from "./errors.ts";
import { isSafeBucketId } from "./keys.ts";
import type { Reaper } from "./reaper.ts";

/** Storage accepts at most this many keys in one delete. */
export const MAX_PREFIXES = 1000;
const BODY_LIMIT = 256 * 1024;

async function readJson(stream: Readable | undefined): Promise<unknown> {
  if (!stream || typeof stream.on !== "function") return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw storageErrors.invalidRequest("body must be at most 256 KB");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest("body must be JSON");
  }
}

/** `{prefixes: [...]}`: 1 to 1000 keys, as Storage's schema says (its messages, AJV's wording). */
export function parsePrefixes(body: unknown): string[] {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes)) throw storageErrors.invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length < 1) throw storageErrors.invalidRequest("body/prefixes must NOT have fewer than 1 items");
  if (prefixes.length > MAX_PREFIXES) {
    throw storageErrors.invalidRequest(`body/prefixes must NOT have more than ${MAX_PREFIXES} items`);
  }
  if (!prefixes.every((p) => typeof p === "string"))
    throw storageErrors.invalidRequest("body/prefixes/0 must be string");
  return prefixes as string[];
}

type Deleted = Record<string, unknown>;

/**
 * DELETE /object/:bucket with `{prefixes: [keys]}` (supabase-js `remove`): deletes the rows as
 * the caller, so policies decide which go (a key the caller may not delete, or that does not
 * exist, is left out of the answer, as Storage does), then removes the files of the rows that
 * went, after the commit, through the reaper (reaper.ts). Answers the deleted objects.
 */
export function removeHandler(reaper: Reaper) {
  return async function remove(request: FastifyRequest<{ Params: { bucket: string } }>) {
    const bucketId = request.params.bucket;
    const prefixes = parsePrefixes(await readJson(request.body as Readable | undefined));
    if (!isSafeBucketId(bucketId)) throw storageErrors.noSuchBucket();
    const { role, claims } = request.caller;
    const deleted = await request.server.db
      .asRole(role, claims, async (tx) => {
        const { rows } = await tx.query<Deleted>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning bucket_id, name, id, owner, version, metadata, created_at, updated_at, last_accessed_at`,
          [bucketId, prefixes],
        );
        return rows;
      })
      // No DELETE grant at all (the anonymous role): nothing of it is this caller's to delete.
      .catch((error: unknown) => {
        if ((error as PgError).code === "42501") return [] as Deleted[];
        throw error;
      });
    if (deleted.length) await reaper.run();
    return deleted;
  };
}
