import type { ServerOptions } from "node:http";
import type { Config } from "../config.ts";

/**
 * Limits on how long a client may hold a connection without finishing its request, so a few
 * slow (or deliberately trickling, "slowloris") clients cannot use up the server's sockets.
 */
export function serverTimeouts(config: Pick<Config, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS">): {
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const headersTimeout = config.HEADERS_TIMEOUT_MS;
  return {
    // A socket with no traffic at all for this long is closed.
    connectionTimeout: 30_000,
    // The whole request, body included, must arrive within this time (Node answers 408 and closes).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // An idle keep-alive connection is closed after this long.
    keepAliveTimeout: 10_000,
    http: {
      // The request line and headers must arrive within this time, however slowly they trickle.
      headersTimeout,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // Node checks the two limits above only every 30 s by default, which would let a
      // connection outlive a short limit by that much.
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeout / 4))),
    },
  };
}
