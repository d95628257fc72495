import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiPrefixOf } from "../api/prefixes.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the site plugin: the page served, or which kind of file or not-found answer it was. */
    siteRoute?: string;
  }
}

/**
 * What /metrics labels a request with: a set fixed by the code and the build, never a path a
 * visitor made up (22,000 made-up paths took /metrics to 42 MB, and a path holding an
 * address was exported as it was). The API's route pattern, or its "(not found)"; the site's
 * page, "/assets/*", "(static file)" or "(not found)"; any other route by its pattern.
 */
export function routeLabel(request: FastifyRequest): string {
  const api = apiPrefixOf(request.url);
  if (api !== null) return request.routeOptions.url ?? `${api}/(not found)`;
  if (request.siteRoute) return request.siteRoute;
  return request.routeOptions.url && request.routeOptions.url !== "/*" ? request.routeOptions.url : "(not found)";
}

/**
 * What a request's log line says of where it went. Never the query string: a staff search
 * (`or=(name.ilike.*Vic Tim*,…)`) or an `email=eq.…` filter would write names and addresses into
 * the log, where erasure cannot reach them. For the APIs, the route's pattern only (a stored
 * file's key may hold a person's name); for the site's pages, the path.
 */
export function loggedPath(request: FastifyRequest): string {
  const path = request.url.split("?")[0]!;
  if (apiPrefixOf(request.url) === null) return path;
  return request.routeOptions.url ?? `${apiPrefixOf(request.url)}/(not found)`;
}

/**
 * Fastify's own per-request lines, but for errors: "incoming request", "request completed" and
 * "Route … not found" carry the whole URL, query string included; our line replaces them.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
  override routeNotFound(): void {}
}

/** What Fastify's error lines say of a request: its method and path, never the query string. */
export const requestSerializer = (request: { method?: string; url?: string }) => ({
  method: request.method,
  path: request.url?.split("?")[0],
});

/**
 * One JSON line per request, at the end, with its id (also sent back as `X-Request-Id`), method,
 * path as above, status and time taken. Fastify's own two lines per request are off: they carry
 * the whole URL.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
    app.addHook("onResponse", async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          path: loggedPath(request),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        "request",
      );
    });
  },
  { name: "kosmos-request-log", fastify: "5.x" },
);
