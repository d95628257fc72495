import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { statfs } from "node:fs/promises";
import { storageErrors } from "./errors";

export type UploadQuotaOptions = {
  dataDir: string;
  /** Bytes a client address may upload an hour (0: no limit). */
  bytesPerHour: number;
  /** Uploads are refused while less than this much disk is free (0: never). */
  minFreeDiskMb: number;
};

const HOUR_MS = 3_600_000;

/**
 * Two limits on uploads beyond the per-address request limit (issue 22): 30 writes a minute of up
 * to 10 MB each let one address fill 300 MB a minute, and a full disk stops the database for
 * everyone. Counted from each upload's declared Content-Length before its body is read, per
 * address (as the request limits, so TRUST_PROXY decides who the client is), in this process's
 * memory; the install's secret key is not limited.
 */
export function uploadQuota(opts: UploadQuotaOptions) {
  const used = new Map<string, { since: number; bytes: number }>();
  return async function checkUpload(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== "POST" || request.caller?.role === "service_role") return;
    if (opts.minFreeDiskMb > 0) {
      const disk = await statfs(opts.dataDir);
      if (disk.bavail * disk.bsize < opts.minFreeDiskMb * 1024 * 1024) {
        request.log.error({ freeMb: Math.floor((disk.bavail * disk.bsize) / 1024 / 1024) }, "uploads refused: the disk is nearly full");
        const refused = storageErrors.insufficientStorage();
        return reply.code(refused.httpStatus).header("retry-after", "600").send(refused.body);
      }
    }
    if (opts.bytesPerHour <= 0) return;
    const now = Date.now();
    const address = normalizeIP(request.ip);
    let entry = used.get(address);
    if (!entry || now - entry.since >= HOUR_MS) {
      entry = { since: now, bytes: 0 };
      used.set(address, entry);
      // Forget addresses whose hour is over, now and then.
      if (used.size > 10_000) for (const [key, value] of used) if (now - value.since >= HOUR_MS) used.delete(key);
    }
    const length = Number(request.headers["content-length"]) || 0;
    if (entry.bytes + length > opts.bytesPerHour) {
      const retryAfter = Math.max(1, Math.ceil((entry.since + HOUR_MS - now) / 1000));
      request.log.warn({ ip: request.ip }, "upload bytes limit exceeded");
      const refused = storageErrors.tooManyRequests(retryAfter);
      return reply.code(refused.httpStatus).header("retry-after", String(retryAfter)).send(refused.body);
    }
    entry.bytes += length;
  };
}
