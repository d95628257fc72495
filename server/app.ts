import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import sitePlugin from "./site/plugin";

export type AppOptions = {
  config: Config;
  /** Serve the prerendered site (off for API-only server tests). */
  serveSite?: boolean;
};

/** Builds the whole app (plugins, then routes) without listening, so tests can inject requests. */
export async function buildApp({ config, serveSite = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Guards against slow clients holding sockets open.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
  });

  await app.register(compress, { global: true, threshold: 1024 });

  if (serveSite) await app.register(sitePlugin, { root: config.BUILD_DIR });
  return app;
}
