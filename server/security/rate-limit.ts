import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Caller } from "../keys/credentials.ts";

export type RateLimitOptions = {
  writesPerMinute: number;
  readsPerMinute: number;
  /** A signed-in staff member's own limits, counted per person (0: no limit). */
  staffWritesPerMinute: number;
  staffReadsPerMinute: number;
  /** Share the counters between server processes. */
  redisUrl?: string;
};

export type RequestKind = "write" | "read";

/** Over the limit: how many a minute were allowed, and when to try again. */
export type Exceeded = { kind: RequestKind; limit: number; retryAfter: number };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts an API request against its address's limit; resolves to what was exceeded, or
     * null. Called by the API guards (server/api/guards.ts), which answer the 429 in their
     * API's shape.
     */
    countApiRequest(request: FastifyRequest, reply: FastifyReply, caller?: Caller | null): Promise<Exceeded | null>;
  }
}

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

export const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/**
 * Per client address (request.ip, so TRUST_PROXY decides who the client is), a tight limit on
 * API writes (they store rows and files) and a looser one on API reads. The counters are in
 * memory, or in Redis when a URL is given so that every server process counts together.
 *
 * Pages and assets are not limited: they are static files, cheap to serve and cached. The
 * limiters are called from the API guards rather than from @fastify/rate-limit's global hook:
 * its 429 is thrown into the route's error handler, which would turn it into REST's 500; the
 * guards answer in the shape the client of each API expects.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
    const limits: Record<RequestKind, number> = { write: opts.writesPerMinute, read: opts.readsPerMinute };
    if (limits.write === 0 && limits.read === 0) {
      app.decorate("countApiRequest", async () => null);
      return;
    }

    // ioredis is loaded only when counters are shared (decision 031).
    const redis = opts.redisUrl
      ? new (await import("ioredis")).Redis(opts.redisUrl, {
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      redis.on("error", (error: Error) => app.log.warn({ err: error }, "rate-limit store (Redis) unavailable"));
      app.addHook("onClose", async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: false,
      timeWindow: WINDOW_MS,
      redis,
      nameSpace: "kosmos-rate-limit:",
      // When Redis is unreachable the API keeps answering, unlimited, rather than failing every call.
      skipOnError: true,
    });

    const limiterFor = (kind: RequestKind) =>
      app.createRateLimit({
        max: limits[kind],
        timeWindow: WINDOW_MS,
        // Separate counters per kind; IPv6 clients are counted per /64, like the plugin's default.
        keyGenerator: (request) => `${kind}:${normalizeIP(request.ip)}`,
      });
    // One pair of counters for every API, so REST, Storage and Auth share an address's allowance.
    const limiters: Record<RequestKind, ReturnType<typeof limiterFor> | null> = {
      write: limits.write > 0 ? limiterFor("write") : null,
      read: limits.read > 0 ? limiterFor("read") : null,
    };

    // Staff are counted by who they are (the session's verified `sub`), not where they sit.
    const staffOf = new WeakMap<FastifyRequest, string>();
    const staffLimits: Record<RequestKind, number> = {
      write: opts.staffWritesPerMinute,
      read: opts.staffReadsPerMinute,
    };
    const staffLimiterFor = (kind: RequestKind) =>
      app.createRateLimit({
        max: staffLimits[kind],
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `staff-${kind}:${staffOf.get(request)}`,
      });
    const staffLimiters: Record<RequestKind, ReturnType<typeof limiterFor> | null> = {
      write: staffLimits.write > 0 ? staffLimiterFor("write") : null,
      read: staffLimits.read > 0 ? staffLimiterFor("read") : null,
    };

    app.decorate("countApiRequest", async (request: FastifyRequest, reply: FastifyReply, caller?: Caller | null) => {
      const kind: RequestKind = WRITE_METHODS.has(request.method) ? "write" : "read";
      const staff =
        caller?.role === "authenticated" && typeof caller.claims.sub === "string" ? caller.claims.sub : null;
      if (staff) staffOf.set(request, staff);
      const limiter = staff ? staffLimiters[kind] : limiters[kind];
      if (!limiter) return null;
      const result = await limiter(request);
      if (result.isAllowed) return null;
      reply.header("x-ratelimit-limit", result.max);
      reply.header("x-ratelimit-remaining", result.remaining);
      reply.header("x-ratelimit-reset", result.ttlInSeconds);
      if (!result.isExceeded) return null;
      request.log.warn({ ip: request.ip, kind, staff: staff !== null }, "rate limit exceeded");
      return { kind, limit: result.max, retryAfter: Math.max(1, result.ttlInSeconds) };
    });
  },
  { name: "kosmos-rate-limit", fastify: "5.x" },
);
