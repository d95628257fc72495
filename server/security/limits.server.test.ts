import { connect } from "node:net";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json } from "../../tests/support/server/api.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

const MB = 1024 * 1024;

describe("body-size limits", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({}, { site: true });
  });
  afterAll(() => t.close());

  it("refuse a 2 MB JSON body on /rest/v1 with 413 in PostgREST's shape, storing nothing", async () => {
    const body = JSON.stringify(contact({ message: "x".repeat(2 * MB) }));
    const response = await client(t.app, t.anonKey).post("/rest/v1/contact_submissions", body);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({
      code: "PGRST413",
      details: "The request body is larger than the limit of 1048576 bytes",
      hint: null,
      message: "Payload too large",
    });
    const { rows } = await t.app.db.asOwner((tx) =>
      tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions", []),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("accept a body just under the limit (the limit is not lower than it says)", async () => {
    const body = JSON.stringify(contact({ message: "x".repeat(MB - 1024) }));
    const response = await client(t.app, t.anonKey).post("/rest/v1/contact_submissions", body);
    // The table's CHECK on the message length refuses it, not the body limit.
    expect(response.statusCode).not.toBe(413);
  });

  it("refuse any body sent to the site's pages: 405, GET and HEAD only", async () => {
    for (const [method, url, payload] of [
      ["POST", "/contact", JSON.stringify({ message: "x".repeat(2 * MB) })],
      ["POST", "/contact", "name=Amelia"],
      ["PUT", "/", "{}"],
      ["DELETE", "/no-such-page", ""],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: { "content-type": "application/json" } });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await t.app.inject({ method: "GET", url: "/contact" })).statusCode).toBe(200);
  });
});

type Outcome = { elapsed: number; received: string };

/** Sends `chunks` one every `everyMs` (never finishing the request), and waits for the server to hang up. */
function sendAndWaitForClose(port: number, chunks: string[], everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const started = performance.now();
    let received = "";
    let next = 0;
    const trickle = setInterval(() => {
      if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++]!);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a half-sent request open for 10 s (received: ${received || "nothing"})`));
    }, 10_000);
    socket.on("connect", () => socket.write(chunks[next++]!));
    socket.on("data", (data) => (received += data.toString("latin1")));
    socket.on("error", () => {}); // a reset is a close too
    socket.on("close", () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ elapsed: performance.now() - started, received });
    });
  });
}

describe("slow clients", () => {
  const HEADERS_TIMEOUT_MS = 600;
  const REQUEST_TIMEOUT_MS = 1_200;
  let t: SecurityTestApp;
  let port: number;
  beforeAll(async () => {
    t = await startSecurityApp({ HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, RATE_LIMIT_WRITES_PER_MINUTE: 0 });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("no TCP address");
    port = address.port;
  });
  afterAll(() => t.close());

  it("are cut off when their headers trickle in for longer than HEADERS_TIMEOUT_MS", async () => {
    // One header line every 100 ms: never idle, so only the headers timeout can end it.
    const lines = ["GET /rest/v1/resources HTTP/1.1\r\n", "Host: 127.0.0.1\r\n"];
    for (let i = 0; i < 100; i++) lines.push(`X-Slow-${i}: ${i}\r\n`);
    const { elapsed, received } = await sendAndWaitForClose(port, lines, 100);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    // Well before the trickle would have ended (10 s); the margin absorbs a busy machine.
    expect(elapsed).toBeLessThan(HEADERS_TIMEOUT_MS + 4_000);
  });

  it("are cut off when the body does not arrive within REQUEST_TIMEOUT_MS", async () => {
    const head =
      "POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
      `apikey: ${t.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const body = Array.from({ length: 100 }, () => " ");
    const { elapsed } = await sendAndWaitForClose(port, [head, ...body], 100);
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + 4_000);
    const { rows } = await t.app.db.asOwner((tx) =>
      tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions", []),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("do not affect a client that sends its request promptly", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/rest/v1/resources?select=id&limit=1`, {
      headers: { apikey: t.anonKey },
    });
    expect(response.status).toBe(200);
  });
});
