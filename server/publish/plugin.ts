import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Config } from "../config.ts";
import { publishPaths } from "./paths.ts";
import { join } from "node:path";
import { createAccessibilityChecker } from "./accessibility.ts";
import { registerPreview } from "./preview.ts";
import { createPublisher, type PublisherOptions } from "./publisher.ts";
import { createRenderer } from "./render.ts";
import { createAssetSweep } from "./asset-sweep.ts";

/** How often the finisher's files no page refers to are looked for, beside after every publish. */
const ASSET_SWEEP_MS = 60 * 60 * 1000;

export type PublishPluginOptions = { config: Config } & Pick<PublisherOptions, "sweepMs" | "retryMs"> & {
    /** How long the render thread stays up after a publish or a preview, for the next one. */
    renderIdleMs?: number;
  };

/**
 * Publishing: keeps the served pages equal to the live content by rendering the routes
 * of what changed (publisher.ts), and tells PUBLISH_HOOK_URL of each publish. Renders with the
 * on-demand build beside the site (`npm run build` makes both); without it (the site on a CDN, a
 * test's stand-in site) only the hook is called, or, with no hook either, the server says that
 * published content will not reach the pages.
 */
export default fp(
  async function publishPlugin(app: FastifyInstance, { config, renderIdleMs, ...timings }: PublishPluginOptions) {
    const paths = publishPaths(config.BUILD_DIR);
    const renders = existsSync(paths.renderEntry);
    if (!renders && !config.PUBLISH_HOOK_URL) {
      app.log.warn({ missing: paths.renderEntry }, "no on-demand build: published content will not reach the pages");
      return;
    }
    const renderer = renders ? createRenderer(paths, { idleMs: renderIdleMs }) : null;
    const log = app.log.child({ module: "publish" });
    const sweep = createAssetSweep(paths.siteRoot);
    const sweepAssets = async () => {
      try {
        const removed = await sweep();
        if (removed.length > 0) log.info({ removed }, "removed files no page has referred to for a day");
      } catch (error) {
        log.warn({ err: error }, "looking for files no page refers to failed; trying again later");
      }
    };
    const accessibility = renderer ? createAccessibilityChecker() : null;
    const publisher = createPublisher({
      db: app.db,
      paths,
      // The accessibility check's thread ends before a publish renders: never both heaps at once.
      renderer: renderer && {
        ...renderer,
        render: (routes, content) => {
          accessibility?.closeIfIdle();
          return renderer.render(routes, content);
        },
      },
      hookUrl: config.PUBLISH_HOOK_URL,
      log,
      holdPages: (work) => app.sitePages.hold(work),
      onReplaced: async (routes) => {
        await app.sitePages.refresh(routes);
        // Not awaited: the editor hears "live" without waiting for it.
        if (renderer) void sweepAssets();
      },
      ...timings,
    });
    // Previews render with the same process as publishes; a site on a CDN has none to offer.
    if (renderer && accessibility) {
      registerPreview(app, {
        renderer,
        accessibility,
        paths,
        storageRoot: join(config.DATA_DIR, "storage"),
        secureCookie: config.SITE_URL.startsWith("https:"),
      });
    }
    let sweepTimer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      // What a render left half-made when a process ended is never moved in: it goes.
      await rm(paths.stagingRoot, { recursive: true, force: true });
      await publisher.start();
      if (renderer) sweepTimer = setInterval(() => void sweepAssets(), ASSET_SWEEP_MS).unref();
    });
    app.addHook("preClose", async () => {
      clearInterval(sweepTimer);
      await publisher.stop();
      renderer?.close();
      accessibility?.close();
    });
  },
  { name: "kosmos-publish", fastify: "5.x", dependencies: ["kosmos-db", "kosmos-site"] },
);
