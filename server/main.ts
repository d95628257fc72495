import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { StartupError } from "./db/index.ts";
import { giveMemoryBackEvery } from "./ops/give-memory-back.ts";

/** How long requests in flight may take to finish after SIGTERM (docker stop waits 10 s before SIGKILL). */
const DRAIN_TIMEOUT_MS = 9_000;
/** How often the memory malloc holds free goes back to the system (ops/give-memory-back.ts). */
const GIVE_MEMORY_BACK_MS = 10_000;

/**
 * Starts the server and shuts it down cleanly: on SIGTERM or SIGINT it stops accepting
 * connections (a request arriving on an open one is answered 503), lets the requests in flight
 * finish, closes the database, and exits 0.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Out of rotation first (/readyz answers 503), still serving, then stop accepting.
    app.readiness.draining = true;
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    const force = setTimeout(() => {
      app.log.error(`requests still running ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}; exiting`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    // A keep-alive connection whose request finishes during the drain would otherwise stay open
    // (and hold the exit) until the client or keepAliveTimeout closes it: close each once idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  giveMemoryBackEvery(GIVE_MEMORY_BACK_MS);
}

main().catch((error: unknown) => {
  // A problem the operator must fix (configuration, DATA_DIR, the database): the message says
  // which and what to do; a stack trace would only bury it.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof StartupError ? message : `The server could not start: ${message}`);
  process.exit(1);
});
