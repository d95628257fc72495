import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json } from "../../tests/support/server/api.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { asSession, sessionToken } from "../../tests/support/server/sessions.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

const WRITES = 3;
const READS = 5;

/** A POST to each API that the limiter counts; the upload is refused (no such bucket) but counted. */
const restWrite = (t: SecurityTestApp, headers: Record<string, string> = {}) =>
  client(t.app, t.anonKey).post("/rest/v1/contact_submissions", contact(), headers);
const storageWrite = (t: SecurityTestApp, headers: Record<string, string> = {}) =>
  client(t.app, t.anonKey).send("POST", "/storage/v1/object/no-bucket/file.txt", "hello", {
    "content-type": "text/plain",
    ...headers,
  });
const read = (t: SecurityTestApp, headers: Record<string, string> = {}) =>
  client(t.app, t.anonKey).get("/rest/v1/resources?select=id&limit=1", headers);

describe("API rate limits", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({ RATE_LIMIT_WRITES_PER_MINUTE: WRITES, RATE_LIMIT_READS_PER_MINUTE: READS });
  });
  afterAll(() => t.close());

  it("answers 429 in PostgREST's shape once an address has used its writes, while reads go on", async () => {
    for (let i = 0; i < WRITES; i++) expect((await restWrite(t)).statusCode).toBe(201);

    const refused = await restWrite(t, { origin: "https://elsewhere.example" });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(json(refused)).toEqual({
      code: "PGRST429",
      details: `More than ${WRITES} write requests a minute from this address`,
      hint: `Try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}`,
      message: "Too many requests",
    });
    // A browser on another origin can read the refusal (not a bare network error).
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
    // Refused before it reached the database.
    expect(await rowCount(t)).toBe(WRITES);

    // Reads have their own, looser budget.
    const reading = await read(t);
    expect(reading.statusCode).toBe(200);
    expect(reading.headers["x-ratelimit-limit"]).toBe(String(READS));
  });

  it("answers 429 in Storage's shape for /storage, which shares the write budget", async () => {
    const refused = await storageWrite(t);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(json(refused)).toEqual({
      statusCode: "429",
      code: "TooManyRequests",
      error: "Too Many Requests",
      message: `Too many requests: try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}`,
    });
  });

  it("counts each client address apart", async () => {
    const other = await client(t.app, t.anonKey).send(
      "POST",
      "/rest/v1/contact_submissions",
      JSON.stringify(contact()),
      {
        "content-type": "application/json",
      },
    );
    // Same address as above (inject's 127.0.0.1): still refused.
    expect(other.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/rest/v1/contact_submissions",
      remoteAddress: "203.0.113.7",
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, "content-type": "application/json" },
      payload: JSON.stringify(contact()),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("limits reads too, at their own limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < READS + 1; i++) statuses.push((await read(t)).statusCode);
    // One read was spent in the first test.
    expect(statuses).toEqual([...Array<number>(READS - 1).fill(200), 429, 429]);
  });

  it("does not limit the site's pages and files", async () => {
    for (let i = 0; i < READS + WRITES + 2; i++) {
      const response = await t.app.inject({ method: "GET", url: "/some-page" });
      expect(response.statusCode).toBe(404);
    }
  });

  async function rowCount(app: SecurityTestApp): Promise<number> {
    const { rows } = await app.app.db.asOwner((tx) =>
      tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions", []),
    );
    return rows[0]!.n;
  }
});

describe("API rate limits, configured", () => {
  it("are off when set to 0", async () => {
    const t = await startSecurityApp({ RATE_LIMIT_WRITES_PER_MINUTE: 0, RATE_LIMIT_READS_PER_MINUTE: 0 });
    try {
      for (let i = 0; i < 40; i++) expect((await storageWrite(t)).statusCode).toBe(400); // no such bucket, never 429
    } finally {
      await t.close();
    }
  });

  it("follow the configured numbers: one write a minute", async () => {
    const t = await startSecurityApp({ RATE_LIMIT_WRITES_PER_MINUTE: 1, RATE_LIMIT_READS_PER_MINUTE: 0 });
    try {
      expect((await restWrite(t)).statusCode).toBe(201);
      expect((await restWrite(t)).statusCode).toBe(429);
      for (let i = 0; i < 20; i++) expect((await read(t)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("leave the install's secret key alone (the company's own tooling), and hold staff sessions to their own limit", async () => {
    const t = await startSecurityApp({
      RATE_LIMIT_WRITES_PER_MINUTE: 2,
      RATE_LIMIT_READS_PER_MINUTE: 2,
      RATE_LIMIT_STAFF_WRITES_PER_MINUTE: 4,
      RATE_LIMIT_STAFF_READS_PER_MINUTE: 4,
    });
    try {
      const tooling = client(t.app, t.serviceKey);
      for (let i = 0; i < 10; i++)
        expect((await tooling.post("/rest/v1/contact_submissions", contact())).statusCode).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await tooling.get("/rest/v1/contact_submissions?select=id")).statusCode).toBe(200);
      // Nothing the tooling did was counted against the address: the public still has its allowance.
      expect((await restWrite(t)).statusCode).toBe(201);
      expect((await restWrite(t)).statusCode).toBe(201);
      expect((await restWrite(t)).statusCode).toBe(429);

      // The address has used up its public reads and writes; a staff member there is not held to them.
      for (let i = 0; i < 2; i++)
        await t.app.inject({ url: "/rest/v1/resources?select=id&limit=1", headers: { apikey: t.anonKey } });
      const staff = asSession(
        t.app.installKeys,
        await sessionToken(t.app.installKeys, { aal: "aal2", sub: crypto.randomUUID() }),
      );
      const session = (url: string, method: "GET" | "PATCH" = "GET") =>
        t.app.inject({
          method,
          url,
          headers: { ...staff, "x-forwarded-for": "ignored", "content-type": "application/json" },
          payload: method === "PATCH" ? "{}" : undefined,
        });
      const reads = [];
      for (let i = 0; i < 5; i++) reads.push((await session("/rest/v1/resources?select=id&limit=1")).statusCode);
      expect(reads).toEqual([200, 200, 200, 200, 429]);
      const writes = [];
      for (let i = 0; i < 5; i++)
        writes.push(
          (await session("/rest/v1/resources?id=eq.00000000-0000-0000-0000-000000000000", "PATCH")).statusCode,
        );
      expect(writes.slice(0, 4).every((status) => status !== 429)).toBe(true);
      expect(writes[4]).toBe(429);
      // Another staff member has an allowance of their own.
      const colleague = asSession(
        t.app.installKeys,
        await sessionToken(t.app.installKeys, { aal: "aal2", sub: crypto.randomUUID() }),
      );
      expect((await t.app.inject({ url: "/rest/v1/resources?select=id&limit=1", headers: colleague })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it("count the forwarded client address only when TRUST_PROXY says the proxy is trusted", async () => {
    const forwardedWrite = (t: SecurityTestApp, client: string) =>
      t.app.inject({
        method: "POST",
        url: "/rest/v1/contact_submissions",
        remoteAddress: "10.0.0.2", // the load balancer
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${t.anonKey}`,
          "content-type": "application/json",
          "x-forwarded-for": client,
        },
        payload: JSON.stringify(contact()),
      });

    const direct = await startSecurityApp({ RATE_LIMIT_WRITES_PER_MINUTE: 1 });
    try {
      // Without trust, everyone behind the proxy is one client (and the header cannot be used to dodge the limit).
      expect((await forwardedWrite(direct, "198.51.100.1")).statusCode).toBe(201);
      expect((await forwardedWrite(direct, "198.51.100.2")).statusCode).toBe(429);
    } finally {
      await direct.close();
    }

    const proxied = await startSecurityApp({ RATE_LIMIT_WRITES_PER_MINUTE: 1, TRUST_PROXY: "10.0.0.0/8" });
    try {
      expect((await forwardedWrite(proxied, "198.51.100.1")).statusCode).toBe(201);
      expect((await forwardedWrite(proxied, "198.51.100.2")).statusCode).toBe(201);
      expect((await forwardedWrite(proxied, "198.51.100.1")).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
