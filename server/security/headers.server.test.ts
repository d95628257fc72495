import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../tests/support/server/api.ts";
import { asSession, sessionToken } from "../../tests/support/server/sessions.ts";
import { DEFAULT_CSP } from "./headers.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

/** The headers every response must carry, whatever produced it. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  const h = response.headers;
  expect(h["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["cross-origin-opener-policy"]).toBe("same-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"]) {
    expect(h["permissions-policy"]).toContain(`${feature}=()`);
  }
  expect(h["x-powered-by"]).toBeUndefined();
}

describe("security headers", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({}, { site: true });
  });
  afterAll(() => t.close());

  it("are on an API response, with a strict policy and a resource policy that lets other origins read it", async () => {
    const response = await client(t.app, t.anonKey).get("/rest/v1/resources?select=id&limit=1", {
      origin: "https://elsewhere.example",
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers["content-security-policy"]).toBe(DEFAULT_CSP);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("are on API errors: a missing key (401) and an unknown Storage route", async () => {
    const unauthorised = await client(t.app, null).get("/rest/v1/resources");
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised);
    const storage = await client(t.app, t.anonKey).get("/storage/v1/nothing/here");
    expect(storage.statusCode).toBe(404);
    expectSecurityHeaders(storage);
    expect(storage.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("keep a shared cache from handing one caller's answer to the next", async () => {
    const url = "/rest/v1/resources?select=id&limit=1";
    const publicAnswer = await client(t.app, t.anonKey).get(url);
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.headers.vary).toMatch(/\bapikey, Authorization\b/);
    expect(publicAnswer.headers["cache-control"]).toBeUndefined();

    const staff = asSession(t.app.installKeys, await sessionToken(t.app.installKeys));
    for (const response of [
      await client(t.app, t.serviceKey).get(url),
      await t.app.inject({ url, headers: staff }),
      await client(t.app, t.serviceKey).get("/storage/v1/object/job-applications/cvs/none.pdf"),
      await client(t.app, null).get(url),
    ]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.vary).toMatch(/\bapikey, Authorization\b/);
    }
  });

  it("are on a 404 page, which keeps the site's own policy for its inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
    const csp = response.headers["content-security-policy"] as string;
    expect(csp).not.toBe(DEFAULT_CSP);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("are on a page, whose per-page policy helmet does not replace", async () => {
    const response = await t.app.inject({ method: "GET", url: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers["content-security-policy"] as string)?.[1];
    expect(scriptSrc).toMatch(/^'self' 'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("give a static asset the strict default policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers["content-security-policy"]).toBe(DEFAULT_CSP);
  });

  it("let any origin read a typeface (fonts are fetched in CORS mode; a recorded page's sandboxed frame has no origin), and only a typeface", async () => {
    const font = await t.app.inject({ method: "GET", url: "/assets/face-1234.woff2" });
    expect(font.statusCode).toBe(200);
    expect(font.headers["access-control-allow-origin"]).toBe("*");
    expect(font.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(font.headers["content-security-policy"]).toBe(DEFAULT_CSP);
    const script = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(script.headers["access-control-allow-origin"]).toBeUndefined();
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("leave HSTS off unless configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("HSTS", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({ HSTS: true });
  });
  afterAll(() => t.close());

  it("is sent on every response when HSTS=true", async () => {
    const response = await client(t.app, t.anonKey).get("/rest/v1/resources?select=id&limit=1");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const notFound = await t.app.inject({ method: "GET", url: "/anything" });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expectSecurityHeaders(notFound);
  });
});
