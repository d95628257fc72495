import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiPrefixOf } from "../api/prefixes.ts";

/**
 * The policy for every response that does not bring its own: JSON from the API, files from
 * Storage, assets, robots.txt. None of them is a document that should run or load anything.
 * HTML pages keep the per-page policy the site plugin sets (server/site/csp.ts).
 */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Features refused to the site and any frame it embeds. Only those a frame of another origin may
 * use unless told otherwise (the ad-interest ones), and the powerful ones a visitor would most
 * mind (camera, microphone, location, payment, USB): the others are already closed to other
 * origins by default and no script but ours runs here (the pages' policy). Every byte of a page's
 * headers counts against TCP's first window. Only names Chromium knows: an unknown one makes it
 * warn on every page.
 */
export const PERMISSIONS_POLICY = [
  "browsing-topics",
  "camera",
  "geolocation",
  "interest-cohort",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export type HeadersOptions = { hsts: boolean };

/**
 * Security headers on every response, registered first so that even a 401, a 404 or a 429
 * carries them. Helmet sets the fixed ones; its Content-Security-Policy is off because a
 * single policy cannot fit both the pages (each allows its own inline scripts by hash) and
 * the API, so the default above is added at the end, only where no policy was set.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: HeadersOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // The API is called from other origins (CORS), so Cross-Origin-Resource-Policy depends on the path: below.
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      // For browsers long gone (IE8's downloads, Flash's and Acrobat's cross-domain files, old
      // XSS auditors): every byte of a page's headers counts against TCP's first window (decision 030).
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      // Only behind HTTPS: sent over plain HTTP on localhost it would be ignored, but a
      // misconfigured HTTPS host would be locked out for a year.
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });

    app.addHook("onRequest", async (request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      reply.header("cross-origin-resource-policy", apiPrefixOf(request.url) !== null ? "cross-origin" : "same-origin");
    });

    app.addHook("onSend", async (_request, reply, payload) => {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", DEFAULT_CSP);
      return payload;
    });
  },
  { name: "kosmos-security-headers", fastify: "5.x" },
);
