import node from "@astrojs/node";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { islandIntegrations, siteBuild, siteUrl, siteVite } from "./astro.config";

const buildRoot = process.env.SITE_BUILD_DIR ?? "build";

/** Every public route rendered when asked, never prerendered: the back office's page is not content. */
const everyRouteOnDemand = (): AstroIntegration => ({
  name: "kosmos:every-route-on-demand",
  hooks: {
    "astro:route:setup": ({ route }) => {
      if (!route.component.endsWith("/admin.astro")) route.prerender = false;
    },
  },
});

/**
 * The same pages as astro.config.ts, built a second time as a handler that renders a route on
 * demand from the content it is given (docs/decisions/037-publishing.md). The server
 * never serves it: the publisher runs it in a child process (server/publish/render-routes.ts)
 * for the routes a publish changes, and finishes each page as the build does (the same
 * first-response steps, then Brotli and gzip copies), so the files are the build's own.
 */
export default defineConfig({
  site: siteUrl,
  output: "server",
  outDir: `${buildRoot}/render`,
  adapter: node({ mode: "middleware" }),
  trailingSlash: "ignore",
  build: siteBuild,
  integrations: [...islandIntegrations(), everyRouteOnDemand()],
  devToolbar: { enabled: false },
  prefetch: false,
  vite: siteVite,
});
