import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { statfs } from "node:fs/promises";
import { storageErrors } from "./errors.ts";
import type { ByteCounter } from "./upload-bytes.ts";

export type UploadQuotaOptions = {
  dataDir: string;
  /** Bytes a client address may upload an hour (0: no limit). */
  bytesPerHour: number;
  /** Uploads are refused while less than this much disk is free (0: never). */
  minFreeDiskMb: number;
  /** Where the bytes are counted: this process's memory, or Redis shared by every process. */
  counter: ByteCounter;
};

/**
 * Two limits on uploads beyond the per-address request limit: 30 writes a minute of up
 * to 10 MB each let one address fill 300 MB a minute, and a full disk stops the database for
 * everyone. Per address (as the request limits, so TRUST_PROXY decides who the client is), in
 * this process's memory or in Redis; the install's secret key is not limited.
 *
 * The bytes are counted before the body is read, from its declared Content-Length: Node's parser
 * never hands on more than that, so the declared size bounds what is received. A body without one
 * (`Transfer-Encoding: chunked`) would count as nothing, so it is refused with 411 before a byte
 * of it is read (browsers and supabase-js always declare a file's size).
 */
export function uploadQuota(opts: UploadQuotaOptions) {
  return async function checkUpload(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== "POST" || request.caller?.role === "service_role") return;
    if (opts.minFreeDiskMb > 0) {
      const disk = await statfs(opts.dataDir);
      if (disk.bavail * disk.bsize < opts.minFreeDiskMb * 1024 * 1024) {
        request.log.error(
          { freeMb: Math.floor((disk.bavail * disk.bsize) / 1024 / 1024) },
          "uploads refused: the disk is nearly full",
        );
        const refused = storageErrors.insufficientStorage();
        return reply.code(refused.httpStatus).header("retry-after", "600").send(refused.body);
      }
    }
    if (opts.bytesPerHour <= 0) return;
    const declared = request.headers["content-length"];
    if (declared === undefined || !/^\d+$/.test(declared)) {
      request.log.warn({ ip: request.ip }, "upload without a declared size refused");
      const refused = storageErrors.lengthRequired();
      return reply.code(refused.httpStatus).header("connection", "close").send(refused.body);
    }
    const taken = await opts.counter.take(normalizeIP(request.ip), Number(declared), opts.bytesPerHour);
    if (!taken.ok) {
      request.log.warn({ ip: request.ip }, "upload bytes limit exceeded");
      const refused = storageErrors.tooManyRequests(taken.retryAfterSeconds);
      return reply.code(refused.httpStatus).header("retry-after", String(taken.retryAfterSeconds)).send(refused.body);
    }
  };
}
