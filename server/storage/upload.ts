import type { FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { UUID } from "../../shared/identifiers.ts";
import { storageErrors } from "./errors.ts";
import type { FileStore, Placement, Received } from "./file-store.ts";
import { decodeKey, isSafeBucketId, keyProblem } from "./keys.ts";
import { allowedMediaType, DEFAULT_CONTENT_TYPE } from "./mime.ts";
import { findBucket, insertObject, type Bucket } from "./repository.ts";
import { inspectorFor } from "./sniff.ts";
import { objectAddress } from "./address.ts";

/**
 * The file of an upload: a multipart part (as supabase-js sends a File/Blob) or the raw body.
 * The client's cacheControl field or header is not kept: downloads are never cached (download.ts).
 */
type Incoming = { stream: Readable; contentType: string; exactSize: number | null };

/** What a stored object's metadata says of caching; downloads answer `private, no-store` whatever it says. */
const STORED_CACHE_CONTROL = "no-store";

/**
 * POST /object/:bucket/* : Supabase Storage's upload. Checks run in Storage's order: bucket,
 * declared type, size (while streaming, never buffering the body), key, then our check that
 * the bytes match the declared type, then the row insert as the caller (grants and row-level
 * security decide; an existing key is 409 unless x-upsert is true), and only then the file is
 * renamed into place, inside the row's transaction. A failure leaves no row and no file.
 */
export function uploadHandler(store: FileStore) {
  return async function upload(request: FastifyRequest, reply: FastifyReply) {
    const address = objectAddress(request.url);
    const bucketId = address ? decodeKey(address.rawBucket) : null;
    const bucket =
      bucketId && isSafeBucketId(bucketId)
        ? await findBucket(request.server.db, bucketId).catch((error: unknown) => {
            discardBody(request, reply); // the database is away: answer at once, body unread
            throw error;
          })
        : null;
    if (!address || !bucket) {
      discardBody(request, reply);
      throw storageErrors.noSuchBucket();
    }

    const incoming = await openIncoming(request, reply, bucket);
    const mediaType = allowedMediaType(incoming.contentType, bucket.allowedMimeTypes);
    if (mediaType === null) {
      discardBody(request, reply);
      // Refused as sent, quoted in the message, as Supabase does.
      throw storageErrors.invalidMimeType(incoming.contentType);
    }
    const received = await receive(request, reply, store, bucket, incoming, mediaType);
    try {
      const key = decodeKey(address.rawKey);
      if (key === null || keyProblem(key) !== null) throw storageErrors.invalidKey(key ?? address.rawKey);
      if (!received.contentMatches) throw storageErrors.contentMismatch(mediaType);

      const id = await save(request, store, bucket, key, mediaType, received);
      return reply.send({ Key: `${bucket.id}/${key}`, Id: id });
    } finally {
      await store.discard(received); // gone already when it was renamed into place
    }
  };
}

async function openIncoming(request: FastifyRequest, reply: FastifyReply, bucket: Bucket): Promise<Incoming> {
  if (request.isMultipart()) return openMultipartFile(request, reply, bucket);
  const contentType = request.headers["content-type"] || DEFAULT_CONTENT_TYPE;
  const length = Number(request.headers["content-length"]);
  return {
    stream: request.body instanceof Readable ? request.body : Readable.from([]),
    contentType,
    exactSize: Number.isSafeInteger(length) && request.headers["content-encoding"] === undefined ? length : null,
  };
}

/** The first file part; the fields before it (supabase-js sends `cacheControl` first) are passed over. */
async function openMultipartFile(request: FastifyRequest, reply: FastifyReply, bucket: Bucket): Promise<Incoming> {
  const parts = request.parts({
    // One byte over the limit is all we need to see to refuse; busboy drops the rest.
    limits: { fileSize: bucket.fileSizeLimit === null ? Number.MAX_SAFE_INTEGER : bucket.fileSizeLimit + 1 },
  });
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        // Past the limit busboy would keep parsing (and dropping) the rest at full speed: hand
        // the request to the bounded discard instead. The byte over the limit is still
        // delivered, so the copy sees it and answers EntityTooLarge.
        part.file.once("limit", () => discardBody(request, reply));
        return { stream: part.file, contentType: part.mimetype, exactSize: null };
      }
    }
  } catch (error) {
    discardBody(request, reply);
    throw storageErrors.invalidRequest(error instanceof Error ? error.message : "Malformed multipart body");
  }
  throw storageErrors.invalidRequest("No file was found in the request");
}

async function receive(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  bucket: Bucket,
  incoming: Incoming,
  mediaType: string,
): Promise<Received> {
  const limit = bucket.fileSizeLimit;
  try {
    if (limit !== null && incoming.exactSize !== null && incoming.exactSize > limit) {
      throw storageErrors.entityTooLarge();
    }
    return await store.receive(incoming.stream, limit, inspectorFor(mediaType));
  } catch (error) {
    discardBody(request, reply);
    throw error;
  }
}

async function save(
  request: FastifyRequest,
  store: FileStore,
  bucket: Bucket,
  key: string,
  mediaType: string,
  received: Received,
): Promise<string> {
  const { role, claims } = request.caller;
  const upsert = request.headers["x-upsert"] === "true";
  const sub = typeof claims.sub === "string" && UUID.test(claims.sub) ? claims.sub : null;
  const metadata = {
    eTag: `"${received.md5}"`,
    size: received.size,
    mimetype: mediaType,
    cacheControl: STORED_CACHE_CONTROL,
    lastModified: new Date().toISOString(),
    contentLength: received.size,
    httpStatusCode: 200,
  };

  // Set inside the transaction; a holder object, as the callback assigns it.
  const placed: { current?: Placement } = {};
  let id: string;
  try {
    id = await request.server.db.asRole(role, claims, async (tx) => {
      const object = { id: randomUUID(), bucketId: bucket.id, name: key, owner: sub, version: randomUUID(), metadata };
      const id = await insertObject(tx, object, upsert);
      placed.current = await store.place(received, bucket.id, key, object.version);
      return id;
    });
  } catch (error) {
    // The row was not committed: the file must not stay either.
    await placed.current?.rollback().catch((cleanupError: unknown) => {
      request.log.error({ err: cleanupError, bucket: bucket.id }, "could not undo a file placement");
    });
    throw error;
  }
  await placed.current?.commit().catch((cleanupError: unknown) => {
    request.log.warn({ err: cleanupError }, "could not remove the replaced file's backup");
  });
  return id;
}

/** How much of a refused body we read and throw away, once we have answered, before hanging up. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

const discarding = new WeakSet<object>();

/**
 * Stops parsing the body and lets the rest drain unread, so that a client still sending (a
 * browser uploading a file that is too large) receives our answer on a connection that stays
 * usable. A client that goes on sending far more than any upload could be, after our answer
 * has gone out, is disconnected.
 */
function discardBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (discarding.has(raw)) return;
  discarding.add(raw);
  raw.unpipe();
  let discarded = 0;
  raw.on("data", (chunk: Buffer) => {
    if (!reply.raw.writableFinished) return;
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) raw.destroy();
  });
  raw.resume();
}
