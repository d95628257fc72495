/**
 * With REDIS_URL set, every server process counts against the same limits. Runs a throw-away
 * redis-server (Debian's package, installed by .ci/run) on a free loopback port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../test/api";
import { freePort } from "../test/free-port";
import { contact } from "../test/submissions";
import { startSecurityApp, type SecurityTestApp } from "./testing";

const REDIS_SERVER = "/usr/bin/redis-server";

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} was not found. The shared rate-limit test needs it: apt-get install redis-server.`);
  }
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
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

const write = (t: SecurityTestApp) => client(t.app, t.anonKey).post("/rest/v1/contact_submissions", contact());

describe("rate limits shared through Redis", () => {
  let redis: { url: string; process: ChildProcess };
  let first: SecurityTestApp;
  let second: SecurityTestApp;
  beforeAll(async () => {
    redis = await startRedis();
    const settings = { REDIS_URL: redis.url, RATE_LIMIT_WRITES_PER_MINUTE: 2, RATE_LIMIT_READS_PER_MINUTE: 0 };
    first = await startSecurityApp(settings);
    second = await startSecurityApp(settings);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.process.kill();
  });

  it("count one client's writes across two server processes", async () => {
    expect((await write(first)).statusCode).toBe(201);
    expect((await write(second)).statusCode).toBe(201);
    const refused = await write(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await write(second)).statusCode).toBe(429);
  });
});

describe("rate limits with Redis unreachable", () => {
  it("let requests through rather than failing the API", async () => {
    const t = await startSecurityApp({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_WRITES_PER_MINUTE: 1,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await write(t)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
