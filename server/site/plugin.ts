import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";
import { earlyFormRoute } from "./early-form.ts";
import { fileOfRoute, listFiles } from "./files.ts";
import { parseRedirects, REDIRECTS_FILE } from "../../shared/redirects.ts";

/** Astro writes src/pages/404.astro here; the server sends it, with status 404, for any unknown path. */
const NOT_FOUND_FILE = "/404.html";

/**
 * Origins a page may frame: the office map on /contact (src/config/site.ts, office.mapSrc). The
 * server does not import the site; tests/e2e/security.test.ts checks the two agree.
 */
export const FRAME_ORIGINS = ["https://www.openstreetmap.org"];

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A redirect is permanent (301) but may be removed: a browser asks again after a day. */
const REDIRECT_CACHE = "public, max-age=86400";
/** Stored, but checked with the server (its ETag) before each use: the same as `max-age=0, must-revalidate`, shorter. */
const REVALIDATE = "no-cache";

/**
 * Serves the prerendered site: one HTML file a route (with or without a trailing slash),
 * hashed assets cached for a year, everything else revalidated, and the not-found page
 * with a real 404 for any other path.
 */
export type SiteOptions = { root: string; upgradeInsecureRequests?: boolean };

/** What /metrics labels a request of the site with (server/ops/request-log.ts): a set the build fixes. */
export const SITE_LABELS = {
  asset: "/assets/*",
  file: "(static file)",
  redirect: "(redirect)",
  notFound: "(not found)",
} as const;

export default fp(
  async function sitePlugin(app: FastifyInstance, opts: SiteOptions) {
    const { root } = opts;
    app.decorateRequest("siteRoute", "");
    if (!existsSync(join(root, "index.html"))) {
      throw new Error(`No site build in ${root}. Run "npm run build" first.`);
    }
    let files = await listFiles(root);
    let redirects = await redirectsIn(root);
    const upgrade = opts.upgradeInsecureRequests ?? false;
    const csp = await policiesFor(root, files, upgrade);
    // While a publish moves its files in, page requests wait for it (a few milliseconds): a
    // visitor never sees one route of a publish changed and another not yet.
    let moving: Promise<void> | null = null;
    // A publish replaced these routes' files (server/publish/): serve them with their own policies.
    app.decorate("sitePages", {
      async hold(work: () => Promise<void>) {
        const done = work();
        const current = done.catch(() => {});
        moving = current;
        try {
          await done;
        } finally {
          if (moving === current) moving = null;
        }
      },
      async refresh(routes: string[]) {
        files = await listFiles(root);
        redirects = await redirectsIn(root);
        // A route whose page was removed (an article taken down) is simply no longer served.
        const pages = new Set(routes.map((route) => "/" + fileOfRoute(route)).filter((page) => files.has(page)));
        for (const [page, policy] of await policiesFor(root, pages, upgrade)) csp.set(page, policy);
      },
    });
    // cacheControl: false leaves the Cache-Control header to the handler below. preCompressed
    // sends the .br or .gz copy the build wrote beside a file (astro.config.ts) when the client
    // takes it, so Brotli at its highest level costs nothing per request (docs/decisions/015).
    // The ETag alone revalidates (no Last-Modified beside it), and no file of the site is worth a
    // range request (no Accept-Ranges): every byte of a page's headers counts against TCP's first
    // window (decision 032).
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      preCompressed: true,
      lastModified: false,
      acceptRanges: false,
    });

    const sendNotFound = (reply: FastifyReply, path: string) => {
      reply.request.siteRoute = SITE_LABELS.notFound;
      reply.log.warn({ path }, "404: no page at this path");
      return reply
        .code(404)
        .header("cache-control", REVALIDATE)
        .header("content-security-policy", csp.get(NOT_FOUND_FILE))
        .type("text/html; charset=utf-8")
        .sendFile(NOT_FOUND_FILE);
    };

    await earlyFormRoute(app);

    app.get("/*", async (request, reply) => {
      if (moving) await moving;
      const url = new URL(request.url, "http://site");
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return sendNotFound(reply, url.pathname);
      }
      if (path.startsWith("/assets/") && files.has(path)) {
        request.siteRoute = SITE_LABELS.asset;
        // A typeface is always fetched in CORS mode: a page shown from no origin of its own (a
        // recorded page in the back office's sandboxed frame), or through a CDN's address, reads
        // it only with these. The files are public, as every asset is.
        if (path.endsWith(".woff2"))
          reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
        return reply.header("cache-control", IMMUTABLE).sendFile(path);
      }
      const page = path === "/" ? "/index.html" : `${path.replace(/\/+$/, "")}/index.html`;
      if (files.has(page)) {
        // The page's own path: one of the build's pages, never what the visitor typed.
        request.siteRoute = page === "/index.html" ? "/" : page.slice(0, -"/index.html".length);
        return reply
          .header("cache-control", REVALIDATE)
          .header("content-security-policy", csp.get(page))
          .type("text/html; charset=utf-8")
          .sendFile(page);
      }
      if (files.has(path) && !path.endsWith(".html")) {
        request.siteRoute = SITE_LABELS.file;
        return reply.header("cache-control", REVALIDATE).sendFile(path);
      }
      // A page is served before a redirect from its address, as a CDN does with the same file.
      const target = redirects.get(path.replace(/\/+$/, "") || "/");
      if (target) {
        request.siteRoute = SITE_LABELS.redirect;
        const location = url.search && !target.includes("?") ? target.replace(/(#|$)/, `${url.search}$1`) : target;
        return reply.code(301).header("cache-control", REDIRECT_CACHE).header("location", location).send();
      }
      return sendNotFound(reply, path);
    });
  },
  { name: "kosmos-site" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** The site's pages (server/site/plugin.ts): `refresh` after a publish replaced routes' files. */
    sitePages: { hold(work: () => Promise<void>): Promise<void>; refresh(routes: string[]): Promise<void> };
  }
}

/** The redirects the last publish wrote beside the pages (none before the first). */
async function redirectsIn(root: string): Promise<Map<string, string>> {
  try {
    return parseRedirects(await readFile(join(root, REDIRECTS_FILE), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw error;
  }
}

/** One Content-Security-Policy per HTML file, allowing exactly that file's inline scripts. */
async function policiesFor(root: string, files: Iterable<string>, upgradeInsecureRequests: boolean) {
  const frameOrigins = FRAME_ORIGINS;
  const policies = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(join(root, file), "utf8");
    policies.set(
      file,
      contentSecurityPolicy({
        // The back office's page is built from no content: its scripts are Astro's, every one.
        scriptHashes: inlineScriptHashes(html, file.startsWith("/admin/") ? "build's" : "finisher's"),
        // The back office frames only the previews of drafts (server/publish/preview.ts).
        frameOrigins: file.startsWith("/admin/") ? ["'self'"] : frameOrigins,
        upgradeInsecureRequests,
        blobImages: file.startsWith("/admin/"),
      }),
    );
  }
  return policies;
}
