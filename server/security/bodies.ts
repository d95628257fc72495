import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiPrefixOf } from "../api/prefixes.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The site's pages only answer GET and HEAD. Fastify would still read and parse the body of
 * a POST (or PUT…) to a path with no such route, up to the 1 MB body limit, before answering
 * 404; this answers 405 at once, without reading it, and closes the connection so the unread
 * body is not drained. The API's own routes (and their not-found answers) are left as they are.
 */
export default fp(
  async function refuseSiteBodies(app: FastifyInstance) {
    app.addHook("onRequest", async (request, reply) => {
      if (!request.is404 || READ_METHODS.has(request.method) || apiPrefixOf(request.url) !== null) return;
      return reply
        .code(405)
        .header("allow", "GET, HEAD")
        .header("connection", "close")
        .send({ statusCode: 405, error: "Method Not Allowed", message: `${request.method} is not allowed here` });
    });
  },
  { name: "kosmos-refuse-site-bodies", fastify: "5.x" },
);
