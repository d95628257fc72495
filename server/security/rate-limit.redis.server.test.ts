/**
 * With REDIS_URL set, every server process counts against the same limits. Runs a throw-away
 * redis-server (Debian's package, installed by .ci/run) on a free loopback port.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../tests/support/server/api.ts";
import { freePort } from "../../tests/support/server/free-port.ts";
import { startRedis } from "../../tests/support/server/redis.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

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
