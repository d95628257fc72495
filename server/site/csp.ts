import { createHash } from "node:crypto";

/**
 * Pages with islands carry small inline scripts (Astro's island loader and the directives it
 * uses: client:load, client:idle, client:visible). Rather than allow 'unsafe-inline', each page's
 * Content-Security-Policy lists the SHA-256 of exactly the inline scripts it contains.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
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
};

export function contentSecurityPolicy({
  scriptHashes = [],
  frameOrigins = [],
  connectOrigins = [],
  upgradeInsecureRequests = false,
  blobImages = false,
  frameAncestors = "'none'",
}: CspOptions): string {
  // font-src and connect-src fall back to default-src 'self'; connect-src is written only to add origins.
  const connect: [string, ...string[]][] = connectOrigins.length ? [["connect-src", "'self'", ...connectOrigins]] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
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
  return policy.join("; ");
}
