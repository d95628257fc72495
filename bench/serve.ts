/**
 * The site's build and the reference page, served by the app in a child process on loopback
 * (bench/server.ts), so the server never shares an event loop with Lighthouse.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startChildServer } from "../tests/support/server/child-server";

export type BenchServer = { origin: string; stop(): Promise<void> };

/** `dataDir`: a prepared one (kept); otherwise a fresh one, removed at stop. `env`: more of the server's. */
export async function serveBuild(
  clientDir: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "kosmos-bench-"));
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startChildServer({
      script: "bench/server.ts",
      env: {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        BUILD_DIR: resolve(clientDir),
        LOG_LEVEL: "warn",
        // One browser on one address loads every route many times: the per-address limits
        // would answer 429 to the data routes' reads. 0 turns them off.
        RATE_LIMIT_READS_PER_MINUTE: "0",
        RATE_LIMIT_WRITES_PER_MINUTE: "0",
        ...options.env,
      },
      stdio: "inherit",
      readyWhen: "message",
      timeoutMs: 180_000,
    });
    return {
      origin: server.origin,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
