import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";

export type TestServer = { url: string; dataDir: string; app: FastifyInstance; stop: () => Promise<void> };

/**
 * GoTrue's per-address limits (150 password sign-ins per 5 minutes, 15 code checks a minute)
 * would count every staff test's sign-ins together: one browser, one loopback address. The
 * limits have their own server tests (server/auth/gotrue/); here they are raised out of the way.
 */
const AUTH_LIMITS = { limits: { tokenPerFiveMinutes: 10_000, mfaPerMinute: 10_000 } };

/** Starts the real server (site and backend) on a free loopback port with its own data folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "kosmos-e2e-"));
  const buildDir = process.env.SITE_BUILD_DIR ? join(process.env.SITE_BUILD_DIR, "client") : undefined;
  const config = loadConfig({
    // One browser submits every form from one address: the API's rate limits stay off here.
    RATE_LIMIT_WRITES_PER_MINUTE: "0",
    RATE_LIMIT_READS_PER_MINUTE: "0",
    // Every form of the run is sent from one address: the mails it causes are not held either.
    VISITOR_MAILS_PER_NETWORK_PER_HOUR: "0",
    VISITOR_MAILS_PER_HOUR: "0",
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_DB_WAIT_MS: "0",
    ...process.env,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    ...env,
  });
  const app = await buildApp({ config, auth: AUTH_LIMITS });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    app,
    stop: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
