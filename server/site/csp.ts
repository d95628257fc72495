import { createHash } from "node:crypto";
import { afterFirstPaintFiles } from "../../integrations/after-first-paint.ts";
import { elementsOf, parseHtml, rawTextOf } from "../../shared/html-document.ts";

/** Which of a page's inline scripts its policy may allow. */
export type InlineScripts =
  /** A public page (or a preview of one): only the script the finisher wrote (after-first-paint.ts). */
  | "finisher's"
  /** The back office's page, built from no content at all: Astro's own scripts, every one. */
  | "build's";

/**
 * Pages with islands carry small inline scripts. Rather than allow 'unsafe-inline', each page's
 * Content-Security-Policy lists the SHA-256 of exactly the inline scripts it may run: found by
 * parsing the page (a `<script>` typed into an attribute is text, not a script), and on a page
 * that shows content, only the one script the finisher itself wrote, so that no script staff text
 * might ever become is allowed by the policy too.
 */
export function inlineScriptHashes(html: string, allowed: InlineScripts = "finisher's"): string[] {
  const hashes = new Set<string>();
  for (const script of elementsOf(parseHtml(html), (element) => element.name === "script")) {
    const body = rawTextOf(script);
    if (script.attribs.src !== undefined || body.length === 0) continue;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    const type = script.attribs.type;
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (allowed === "finisher's" && afterFirstPaintFiles(body) === null) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type CspOptions = {
  scriptHashes?: string[];
  /** Origins the page may frame (the office map). */
  frameOrigins?: string[];
  /** Extra origins for fetch/XHR (a hosted Supabase project). */
  connectOrigins?: string[];
  upgradeInsecureRequests?: boolean;
  /**
   * Images the page's script made from bytes it fetched (`blob:`): the back office's thumbnails of
   * the media library, read with the staff session because they are not public yet.
   */
  blobImages?: boolean;
  /** Who may frame the page: nobody, but the back office's preview of a draft ('self'). */
  frameAncestors?: string;
  /**
   * The page runs in a sandbox that runs no script at all, not even an allowed one, and submits
   * no form (`sandbox allow-same-origin`: its pictures and styles still load as the site's): the
   * preview of a draft, shown on the back office's origin.
   */
  sandbox?: boolean;
};

export function contentSecurityPolicy({
  scriptHashes = [],
  frameOrigins = [],
  connectOrigins = [],
  upgradeInsecureRequests = false,
  blobImages = false,
  frameAncestors = "'none'",
  sandbox = false,
}: CspOptions): string {
  // font-src and connect-src fall back to default-src 'self'; connect-src is written only to add origins.
  const connect: [string, ...string[]][] = connectOrigins.length ? [["connect-src", "'self'", ...connectOrigins]] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...(sandbox ? ["'none'"] : ["'self'", ...scriptHashes])],
    // Inline style attributes (React, Radix inside islands, Astro's island wrapper); no inline script is allowed.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...(blobImages ? ["blob:"] : [])],
    ...connect,
    ["frame-src", ...(frameOrigins.length ? frameOrigins : ["'none'"])],
    ["frame-ancestors", frameAncestors],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  const policy = directives.map((d) => d.join(" "));
  if (upgradeInsecureRequests) policy.push("upgrade-insecure-requests");
  if (sandbox) policy.push("sandbox allow-same-origin");
  return policy.join("; ");
}
