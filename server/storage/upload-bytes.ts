import type { FastifyInstance } from "fastify";

/** An hour's upload bytes per address: `take` adds `bytes` unless that would pass `limit`. */
export type ByteCounter = {
  take(address: string, bytes: number, limit: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
};

const HOUR_MS = 3_600_000;
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The counts in this process's memory: one window an hour per address, from its first upload. */
export function memoryByteCounter(): ByteCounter {
  const used = new Map<string, { since: number; bytes: number }>();
  return {
    async take(address, bytes, limit) {
      const now = Date.now();
      let entry = used.get(address);
      if (!entry || now - entry.since >= HOUR_MS) {
        entry = { since: now, bytes: 0 };
        used.set(address, entry);
        // Forget addresses whose hour is over, now and then.
        if (used.size > 10_000) for (const [key, value] of used) if (now - value.since >= HOUR_MS) used.delete(key);
      }
      if (entry.bytes + bytes > limit)
        return { ok: false, retryAfterSeconds: secondsUntil(entry.since + HOUR_MS - now) };
      entry.bytes += bytes;
      return { ok: true };
    },
  };
}

/**
 * Adds the bytes and gives them back if they pass the limit, in one step on the Redis server, so
 * two processes taking at once cannot both slip under it. The key expires an hour after the
 * address's first upload, as the memory counter's window does.
 */
const TAKE_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if total > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return redis.call('PTTL', KEYS[1])
end
return -1`;

/**
 * The counts in Redis, shared by every server process. When Redis cannot be reached, uploads are
 * counted in this process alone rather than refused, as the request limits skip theirs.
 */
export async function redisByteCounter(url: string, app: FastifyInstance): Promise<ByteCounter> {
  const redis = new (await import("ioredis")).Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on("error", (error: Error) => app.log.warn({ err: error }, "upload byte counter (Redis) unavailable"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const fallback = memoryByteCounter();
  return {
    async take(address, bytes, limit) {
      if (bytes > limit) return { ok: false, retryAfterSeconds: secondsUntil(HOUR_MS) };
      try {
        const left = Number(await redis.eval(TAKE_SCRIPT, 1, `kosmos-upload-bytes:${address}`, bytes, limit, HOUR_MS));
        return left < 0 ? { ok: true } : { ok: false, retryAfterSeconds: secondsUntil(left) };
      } catch {
        return fallback.take(address, bytes, limit);
      }
    },
  };
}
