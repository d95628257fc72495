/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** A hosted Supabase project's URL; unset means the embedded backend on the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** That project's publishable key (sb_publishable_…); unset means LOCAL_PUBLISHABLE_KEY (src/lib/supabase.ts). */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}

/** The public origin (SITE_URL at build time), for canonical URLs and structured data. */
declare const __SITE_URL__: string;

declare namespace Astro {
  /** client:seen (src/lib/directives/seen.ts): client:visible, never before the first paint. */
  interface ClientDirectives {
    "client:seen"?: Pick<IntersectionObserverInit, "rootMargin"> | boolean;
  }
}

declare namespace App {
  interface Locals {
    /** The published content a route is rendered from on demand (server/publish/); absent when the build prerenders. */
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient file cannot import at the top
    content?: import("../shared/content-types").SiteContent;
  }
}
