import type { FastifyRequest } from "fastify";
import type { Tx } from "../../../db/types.ts";
import type { addressLimit } from "../address-limit.ts";
import { authErrors } from "../errors.ts";
import type { TokenContext } from "../sessions.ts";
import type { ThrottlePolicy } from "../throttle.ts";

/** What every group of Auth routes shares, made once by the plugin. */
export type AuthRoutes = {
  /** Runs `fn` in a transaction as the tables' owner (the Auth schema is not the API's). */
  owner: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  tokens: TokenContext;
  /** Wrong passwords, per account. */
  throttle: ThrottlePolicy;
  /** Wrong codes, per factor: locks grow, so a known password does not buy ten codes a quarter hour. */
  codeThrottle: ThrottlePolicy;
  tokenLimit: ReturnType<typeof addressLimit>;
  mfaLimit: ReturnType<typeof addressLimit>;
  /** TOTP's issuer when the client names none: the site's host. */
  defaultIssuer: string;
};

/**
 * A route's onRequest hook taking one of the address's requests from `limit`, or refusing with
 * GoTrue's 429: counted before the body is read or checked, so a malformed request counts too.
 */
export const countOn = (limit: ReturnType<typeof addressLimit>) =>
  async function addressLimited(request: FastifyRequest) {
    const retryAfter = limit.take(request.ip);
    if (retryAfter > 0) {
      request.log.warn({ ip: request.ip, url: request.url }, "auth rate limit exceeded");
      throw authErrors.rateLimited(retryAfter);
    }
  };

export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
