import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createHash } from "node:crypto";
import { FEED_PATH, resourcesRss, type FeedResource } from "./feed.ts";

/** Readers poll often; five minutes keeps the database quiet and new resources prompt. */
const CACHE_CONTROL = "public, max-age=300";

// Dates as text (YYYY-MM-DD) so neither driver turns them into local-time Date objects.
const RESOURCES_SQL = `
  select r.id::text as id, r.title, to_char(r.date, 'YYYY-MM-DD') as date, r.description, r.categories, r.read_more_url, r.slug
  from public.resources r
  order by r.date desc, r.title`;

/**
 * GET /resources/feed.xml: the resource library as RSS 2.0, read from the database as the
 * anonymous role, so exactly what the public API shows is what the feed shows. Needs the
 * database plugin (app.db). Its static route wins over the site plugin's catch-all.
 */
export default fp(
  async function feedPlugin(app: FastifyInstance, opts: { siteUrl: string }) {
    app.get(FEED_PATH, async (request, reply) => {
      const { rows } = await app.db.asRole("anon", { role: "anon" }, (tx) => tx.query<FeedResource>(RESOURCES_SQL));
      const xml = resourcesRss(rows, opts.siteUrl);
      // The feed is a pure function of the rows, so its hash validates it: a reader polling an
      // unchanged feed gets a 304 without the body. Weak, because compression changes the bytes.
      const etag = `W/"${createHash("sha256").update(xml).digest("base64url").slice(0, 27)}"`;
      reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
      if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      return reply.type("application/rss+xml; charset=utf-8").send(xml);
    });
  },
  { name: "kosmos-feed", fastify: "5.x", dependencies: ["kosmos-db"] },
);
