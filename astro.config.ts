import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import compressor from "astro-compressor";
import { fileURLToPath } from "node:url";
import { firstResponse } from "./integrations/first-response";
import { hostedMedia } from "./integrations/hosted-media";

// SITE_BUILD_DIR lets parallel work build to its own folder; the default is ./build.
const buildRoot = process.env.SITE_BUILD_DIR ?? "build";
const siteUrl = process.env.SITE_URL || "http://localhost:3000";

/** client:seen: client:visible that never starts before the first paint (src/lib/directives/seen.ts). */
const clientSeen = (): AstroIntegration => ({
  name: "kosmos:client-seen",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "seen",
        entrypoint: fileURLToPath(new URL("./src/lib/directives/seen.ts", import.meta.url)),
      }),
  },
});

/** What both builds share (the on-demand one is astro.render.config.ts): the islands and Vite's settings. */
export const islandIntegrations = (): AstroIntegration[] => [react(), clientSeen()];
export const siteVite = {
  plugins: [tailwindcss()],
  define: {
    // Canonical URLs, Open Graph tags and the sitemap are absolute, so the origin is fixed at build time.
    __SITE_URL__: JSON.stringify(siteUrl),
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src", import.meta.url)),
      "~shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    // Keep small SVGs and icons inline; everything else gets a hashed file name.
    assetsInlineLimit: 2048,
  },
};
export { siteUrl };
export const siteBuild = {
  format: "directory",
  // Hashed file names under /assets/: the server caches these for a year.
  assets: "assets",
  // Each page's stylesheet inline: the first screen paints from the first response, with no
  // request after the HTML (docs/decisions/027-stylesheet-inline.md).
  inlineStylesheets: "always",
} as const;

/**
 * A static site: every route in src/pages is prerendered to its own HTML file, and only the
 * islands (client:* components) ship script. The Node server (server/site) serves the result.
 */
export default defineConfig({
  site: siteUrl,
  output: "static",
  outDir: `${buildRoot}/client`,
  trailingSlash: "ignore",
  build: siteBuild,
  // firstResponse: each page's own style rules inline; on a page with islands, the whole stylesheet
  // and the island loader as files fetched after the first paint (decisions 030, 032).
  // Last, so it sees every file: each HTML, CSS, JS and SVG file gets a .br and a .gz beside it,
  // at the highest levels, which the server sends as they are (server/site/plugin.ts). Brotli at
  // quality 11 is too slow to run per request, and the home page then fits in TCP's first
  // window of 14.6 KB (docs/decisions/015). zstd is off: @fastify/static cannot serve it.
  // hostedMedia: a build for a hosted project carries the library's files its pages refer to.
  integrations: [
    ...islandIntegrations(),
    firstResponse(),
    hostedMedia(),
    compressor({ brotli: true, gzip: true, zstd: false }),
  ],
  // The site must work without Astro's dev toolbar and prefetch scripts.
  devToolbar: { enabled: false },
  prefetch: false,
  vite: siteVite,
});
