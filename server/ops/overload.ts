import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const RETRY_AFTER_SECONDS = 5;

/**
 * Under more load than the process can take, answer 503 with Retry-After at once instead of
 * slowing every request to a halt (@fastify/under-pressure): the mean event-loop delay
 * over the last second, the mean time transactions waited for the database over the last half
 * second (on PGlite the queue for its one connection grows while the event loop stays idle), and
 * optionally the heap. `/healthz` still answers (the process is alive);
 * `/readyz` says 503 like everything else, so a load balancer sends less.
 */
export default fp(
  async function overloadGuard(
    app: FastifyInstance,
    opts: { maxEventLoopDelayMs: number; maxHeapUsedMb: number; maxDbWaitMs: number },
  ) {
    if (opts.maxEventLoopDelayMs <= 0 && opts.maxHeapUsedMb <= 0 && opts.maxDbWaitMs <= 0) return;
    // One line a second at most: an overload must not also flood the log.
    let lastLogged = 0;
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxHeapUsedBytes: opts.maxHeapUsedMb * 1024 * 1024,
      sampleInterval: 1_000,
      ...(opts.maxDbWaitMs > 0
        ? {
            healthCheck: async () => (app.metrics?.takeMeanDbWaitMs() ?? 0) <= opts.maxDbWaitMs,
            healthCheckInterval: 500,
          }
        : {}),
      pressureHandler: (request, reply, type, value) => {
        if (request.url === "/healthz") return;
        if (Date.now() - lastLogged >= 1_000) {
          lastLogged = Date.now();
          request.log.warn({ type, value }, "overloaded: answering 503");
        }
        void reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .header("cache-control", "no-store")
          .send({
            statusCode: 503,
            error: "Service Unavailable",
            message: "The server is busy: try again in a few seconds",
          });
      },
    });
  },
  { name: "kosmos-overload", fastify: "5.x" },
);
