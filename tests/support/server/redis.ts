/**
 * A throw-away redis-server (Debian's package, installed by .ci/run) on a free loopback port, for
 * the tests of what several server processes share.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { Redis } from "ioredis";
import { freePort } from "./free-port";

const REDIS_SERVER = "/usr/bin/redis-server";

export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} was not found. The tests of what server processes share need it: apt-get install redis-server.`,
    );
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  // Ready once it answers PING (a few tens of milliseconds after starting).
  for (let attempt = 0; ; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt === 100) {
        child.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
  return { url, process: child };
}
