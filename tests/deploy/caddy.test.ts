/**
 * docs/deploy.md's recipe, run for real: Debian's Caddy with the recipe's Caddyfile (a local
 * certificate authority, `tls internal`, in place of a public certificate, and high ports) in front
 * of the server as `npm start` runs it. A page over HTTPS with HSTS, a form sent through it that
 * lands, plain HTTP redirected, and the rate limit counting each visitor, not Caddy.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discardServer, newDataDir, startServer, type ServerProcess } from "../support/server/faults";
import { keysFor } from "../support/server/keys";
import { contact } from "../support/server/submissions";
import { startCaddy, type Answer, type RunningCaddy } from "./caddy-support";

describe("the deployment recipe: Caddy in front of the server", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  let caddy: RunningCaddy;
  const visit: RunningCaddy["visit"] = (...args) => caddy.visit(...args);

  beforeAll(async () => {
    server = await startServer(dataDir, {
      // As docs/deploy.md sets them: behind Caddy on this machine, HTTPS only.
      TRUST_PROXY: "127.0.0.1",
      HSTS: "true",
      RATE_LIMIT_WRITES_PER_MINUTE: "3",
      SITE_URL: "https://localhost",
    });
    caddy = await startCaddy({ upstreams: [server.origin.replace("http://", "")] });
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    await discardServer(server, dataDir);
  });

  it("serves a page over HTTPS with HSTS, and redirects plain HTTP to it", async () => {
    const page = await visit("127.0.0.2", "GET", "/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Kosmos");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    const plain = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: caddy.httpPort, path: "/contact", headers: { host: "localhost" } },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/contact$/);
  });

  it("a form sent through it lands, and the rate limit counts the visitor's address, not Caddy's", async () => {
    const { anonKey, serviceKey } = await keysFor(dataDir);
    const send = (from: string, email: string) =>
      visit(from, "POST", "/rest/v1/contact_submissions", {
        headers: { apikey: anonKey, "content-type": "application/json" },
        body: JSON.stringify(contact({ email })),
      });
    expect((await send("127.0.0.3", "through-caddy@example.com")).status).toBe(201);
    const stored = await visit(
      "127.0.0.1",
      "GET",
      "/rest/v1/contact_submissions?select=email&email=eq.through-caddy@example.com",
      {
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
      },
    );
    expect(JSON.parse(stored.body)).toEqual([{ email: "through-caddy@example.com" }]);

    // One visitor uses up its three writes a minute; another, through the same Caddy, still has its own.
    expect((await send("127.0.0.3", "second@example.com")).status).toBe(201);
    expect((await send("127.0.0.3", "third@example.com")).status).toBe(201);
    expect((await send("127.0.0.3", "fourth@example.com")).status).toBe(429);
    expect((await send("127.0.0.4", "other-visitor@example.com")).status).toBe(201);
    // A visitor cannot pick its own address: Caddy replaces what it sends.
    const spoofed = await visit("127.0.0.3", "POST", "/rest/v1/contact_submissions", {
      headers: { apikey: anonKey, "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify(contact({ email: "spoofed@example.com" })),
    });
    expect(spoofed.status).toBe(429);
  });
});
