import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { NOT_FOUND_PATH } from "../../app/config/pages";
import { listFiles } from "./files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Serves the prerendered site: one HTML file a route (with or without a trailing slash),
 * hashed assets cached for a year, everything else revalidated, and the not-found page
 * with a real 404 for any other path.
 */
export default fp(async function sitePlugin(app: FastifyInstance, opts: { root: string }) {
  const { root } = opts;
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No site build in ${root}. Run "npm run build" first.`);
  }
  const files = await listFiles(root);
  // cacheControl: false leaves the Cache-Control header to the handler below.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  const sendNotFound = (reply: FastifyReply, path: string) => {
    reply.log.warn({ path }, "404: no page at this path");
    return reply.code(404).header("cache-control", REVALIDATE).sendFile(`${NOT_FOUND_PATH}/index.html`);
  };

  app.get("/*", (request, reply) => {
    const url = new URL(request.url, "http://site");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendNotFound(reply, url.pathname);
    }
    if (path.startsWith("/assets/") && files.has(path)) {
      return reply.header("cache-control", IMMUTABLE).sendFile(path);
    }
    const page = path === "/" ? "/index.html" : `${path.replace(/\/+$/, "")}/index.html`;
    if (page !== `${NOT_FOUND_PATH}/index.html` && files.has(page)) {
      return reply.header("cache-control", REVALIDATE).type("text/html; charset=utf-8").sendFile(page);
    }
    if (files.has(path) && !path.endsWith(".html")) {
      return reply.header("cache-control", REVALIDATE).sendFile(path);
    }
    return sendNotFound(reply, path);
  });
});
