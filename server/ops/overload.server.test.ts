/** Overloaded, the server says so at once (503, Retry-After) instead of slowing everyone down. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

const busy = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the overload guard", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: 50 }, { site: true });
  });
  afterAll(() => t?.close());

  it("answers 503 with Retry-After while the event loop lags, keeps /healthz answering, and recovers", async () => {
    await sleep(2_100);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    // The event loop held past two sampling seconds, as a flood of work would: the first block
    // ends one sample (which may average it with the quiet before), the second fills the next.
    busy(1_200);
    await sleep(0);
    busy(1_200);
    await sleep(20);
    const refused = await t.app.inject({ url: "/" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await sleep(2_100);
    expect((await t.app.inject({ url: "/" })).statusCode).toBe(200);
  }, 20_000);
});

describe("the overload guard on the database's queue", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: 0, OVERLOAD_DB_WAIT_MS: 100 }, { site: true });
  });
  afterAll(() => t?.close());

  it("answers 503 while transactions wait too long for PGlite's one connection (the event loop idle), and recovers", async () => {
    await sleep(1_100);
    expect((await t.app.inject({ url: "/" })).statusCode).toBe(200);
    // Twelve transactions of 150 ms each queued at once: the later ones wait up to 1.65 s. Asked
    // while they still wait, the server says it is overloaded.
    const queued = Array.from({ length: 12 }, () => t.app.db.asOwner((tx) => tx.query("select pg_sleep(0.15)", [])));
    await sleep(1_100);
    const refused = await t.app.inject({ url: "/" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    await Promise.all(queued);
    await sleep(1_200);
    expect((await t.app.inject({ url: "/" })).statusCode).toBe(200);
  }, 20_000);
});
