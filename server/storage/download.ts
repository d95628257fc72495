import { create as contentDisposition } from "content-disposition";
import type { FastifyReply, FastifyRequest } from "fastify";
import { posix } from "node:path";
import { UUID_IN_TEXT } from "../../shared/identifiers.ts";
import { auditInTransaction } from "../db/audit.ts";
import { objectAddress } from "./address.ts";
import { storageErrors } from "./errors.ts";
import type { FileStore } from "./file-store.ts";
import { decodeKey, isSafeBucketId, keyProblem } from "./keys.ts";
import { allowedMediaType, DEFAULT_CONTENT_TYPE } from "./mime.ts";
import { findBucket, findObject, treatNoGrantAsMissing } from "./repository.ts";

/**
 * Headers that keep a downloaded file from ever being rendered as a page of this origin, or
 * kept by a cache: it is saved as an attachment, its type is not sniffed, and were it opened
 * anyway, its policy allows nothing and sandboxes it.
 */
const DOWNLOAD_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
  "cache-control": "private, no-store",
};

/** The submission a visitor's file belongs to: keys carry its id (`cvs/{id}/…`, `…/{id}_proposal.pdf`). */

/**
 * GET /object/:bucket/* and /object/authenticated/:bucket/* : an object's bytes. The row is read
 * as the caller, so grants and row-level security decide: the anonymous role may read nothing
 * and gets Storage's not-found answer (as hosted Storage does for an object a policy hides);
 * the service role bypasses row-level security and reads everything.
 *
 * What comes back is always an attachment of one of the bucket's allowed types (whatever an
 * older row's metadata says), named after the key's last segment.
 */
export function downloadHandler(store: FileStore, authenticatedRoute: boolean) {
  return async function download(request: FastifyRequest, reply: FastifyReply) {
    const address = objectAddress(request.url, authenticatedRoute);
    const bucketId = address ? decodeKey(address.rawBucket) : null;
    const key = address ? decodeKey(address.rawKey) : null;
    if (bucketId === null || key === null || !isSafeBucketId(bucketId)) throw storageErrors.noSuchKey();
    if (keyProblem(key) !== null) throw storageErrors.invalidKey(key);

    const { role, claims } = request.caller;
    const found = await request.server.db
      .asRole(role, claims, async (tx) => {
        const row = await findObject(tx, bucketId, key);
        const bytes = row ? await store.read(bucketId, key) : null;
        // A download of a visitor's file is audited in the same transaction as the
        // read of its row: which file (by id) and whose submission, never the file's name.
        if (row && bytes && role !== "anon") {
          await auditInTransaction(
            tx,
            role,
            "download",
            { table: bucketId, id: row.id },
            {
              bucket: bucketId,
              submission: UUID_IN_TEXT.exec(key)?.[0] ?? null,
              ...(role === "service_role" ? { key: "secret" } : {}),
            },
          ).catch((error: unknown) => {
            bytes.stream.destroy(); // not answered: the file is not sent
            throw error;
          });
        }
        return row && bytes ? { object: row, file: bytes } : null;
      })
      .catch(treatNoGrantAsMissing);
    if (!found) throw storageErrors.noSuchKey();
    const { object, file } = found;

    const metadata = object.metadata ?? {};
    const bucket = await findBucket(request.server.db, bucketId);
    const type = allowedMediaType(metadata.mimetype ?? "", bucket?.allowedMimeTypes ?? []) ?? DEFAULT_CONTENT_TYPE;
    reply
      .headers(DOWNLOAD_HEADERS)
      .header("content-type", type)
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(posix.basename(key), { type: "attachment" }));
    if (metadata.eTag) reply.header("etag", metadata.eTag);
    if (metadata.lastModified) reply.header("last-modified", new Date(metadata.lastModified).toUTCString());
    return reply.send(file.stream);
  };
}
