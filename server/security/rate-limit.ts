import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { isApiPath } from "../auth/plugin";
import type { RestErrorBody } from "../rest/errors";
import type { StorageErrorBody } from "../storage/errors";

export type RateLimitOptions = {
  writesPerMinute: number;
  readsPerMinute: number;
  /** Share the counters between server processes. */
  redisUrl?: string;
};

type Kind = "write" | "read";

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** Only the API is limited: pages and assets are static files, cheap to serve and cached. */
function kindOf(request: FastifyRequest): Kind | null {
  if (!isApiPath(request.url)) return null;
  return WRITE_METHODS.has(request.method) ? "write" : "read";
}

const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/** PostgREST has no rate limit of its own (a gateway would answer); ours answers in its shape. */
export function restTooManyRequests(kind: Kind, limit: number, retryAfter: number): RestErrorBody {
  return {
    code: "PGRST429",
    details: `More than ${limit} ${kind} requests a minute from this address`,
    hint: `Try again in ${seconds(retryAfter)}`,
    message: "Too many requests",
  };
}

/** Storage's error shape; unlike its other errors (HTTP 400), answered with a real 429. */
export function storageTooManyRequests(retryAfter: number): StorageErrorBody {
  return {
    statusCode: "429",
    code: "TooManyRequests",
    error: "Too Many Requests",
    message: `Too many requests: try again in ${seconds(retryAfter)}`,
  };
}

/**
 * Per client address (request.ip, so TRUST_PROXY decides who the client is), a tight limit on
 * API writes (they store rows and files) and a looser one on API reads. The counters are in
 * memory, or in Redis when a URL is given so that every server process counts together.
 *
 * The limiters are called from our own hook rather than @fastify/rate-limit's global one: its
 * 429 is thrown into the route's error handler, which would turn it into REST's 500; here the
 * answer is sent directly, in the shape the client of each API expects.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
    const limits: Record<Kind, number> = { write: opts.writesPerMinute, read: opts.readsPerMinute };
    if (limits.write === 0 && limits.read === 0) return;

    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
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

    const limiterFor = (kind: Kind) =>
      app.createRateLimit({
        max: limits[kind],
        timeWindow: WINDOW_MS,
        // Separate counters per kind; IPv6 clients are counted per /64, like the plugin's default.
        keyGenerator: (request) => `${kind}:${normalizeIP(request.ip)}`,
      });
    const limiters: Record<Kind, ReturnType<typeof limiterFor> | null> = {
      write: limits.write > 0 ? limiterFor("write") : null,
      read: limits.read > 0 ? limiterFor("read") : null,
    };

    app.addHook("onRequest", async (request, reply) => {
      const kind = kindOf(request);
      const limiter = kind ? limiters[kind] : null;
      if (!kind || !limiter) return;
      const result = await limiter(request);
      if (result.isAllowed) return;
      reply.header("x-ratelimit-limit", result.max);
      reply.header("x-ratelimit-remaining", result.remaining);
      reply.header("x-ratelimit-reset", result.ttlInSeconds);
      if (!result.isExceeded) return;
      request.log.warn({ ip: request.ip, kind }, "rate limit exceeded");
      return tooManyRequests(request, reply, kind, result.max, Math.max(1, result.ttlInSeconds));
    });
  },
  // After the auth plugin, so a 429 still carries the CORS headers a browser on another origin needs.
  { name: "kosmos-rate-limit", fastify: "5.x", dependencies: ["kosmos-auth"] },
);

function tooManyRequests(request: FastifyRequest, reply: FastifyReply, kind: Kind, limit: number, retryAfter: number) {
  reply.code(429).header("retry-after", retryAfter);
  const storage = request.url.startsWith("/storage/");
  const body = storage ? storageTooManyRequests(retryAfter) : restTooManyRequests(kind, limit, retryAfter);
  return reply.type("application/json; charset=utf-8").send(body);
}
