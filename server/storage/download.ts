import type { FastifyReply, FastifyRequest } from "fastify";
import { objectAddress } from "./address";
import { storageErrors } from "./errors";
import type { FileStore } from "./file-store";
import { decodeKey, isSafeBucketId, keyProblem } from "./keys";
import { findObject, treatNoGrantAsMissing } from "./repository";

/**
 * GET /object/:bucket/* and /object/authenticated/:bucket/* : an object's bytes. The row is read
 * as the caller, so grants and row-level security decide: the anonymous role may read nothing
 * and gets Storage's not-found answer (as hosted Storage does for an object a policy hides);
 * the service role bypasses row-level security and reads everything.
 */
export function downloadHandler(store: FileStore, authenticatedRoute: boolean) {
  return async function download(request: FastifyRequest, reply: FastifyReply) {
    const address = objectAddress(request.url, authenticatedRoute);
    const bucketId = address ? decodeKey(address.rawBucket) : null;
    const key = address ? decodeKey(address.rawKey) : null;
    if (bucketId === null || key === null || !isSafeBucketId(bucketId)) throw storageErrors.noSuchKey();
    if (keyProblem(key) !== null) throw storageErrors.invalidKey(key);

    const { role, claims } = request.caller;
    const object = await request.server.db
      .asRole(role, claims, (tx) => findObject(tx, bucketId, key))
      .catch(treatNoGrantAsMissing);
    const file = object ? await store.read(bucketId, key) : null;
    if (!object || !file) throw storageErrors.noSuchKey();

    const metadata = object.metadata ?? {};
    reply
      .header("content-type", metadata.mimetype ?? "application/octet-stream")
      .header("content-length", file.size)
      .header("cache-control", metadata.cacheControl ?? "no-cache")
      .header("x-content-type-options", "nosniff");
    if (metadata.eTag) reply.header("etag", metadata.eTag);
    if (metadata.lastModified) reply.header("last-modified", new Date(metadata.lastModified).toUTCString());
    return reply.send(file.stream);
  };
}
