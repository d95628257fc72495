import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";

export type TestServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** Starts the real server (site and backend) on a free loopback port with its own data folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "kosmos-e2e-"));
  const buildDir = process.env.SITE_BUILD_DIR ? join(process.env.SITE_BUILD_DIR, "client") : undefined;
  const config = loadConfig({
    // One browser submits every form from one address: the API's rate limits stay off here.
    RATE_LIMIT_WRITES_PER_MINUTE: "0",
    RATE_LIMIT_READS_PER_MINUTE: "0",
    ...process.env,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    ...env,
  });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    stop: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
