/**
 * The guards (key check, rate limits, body refusal) must hold for every way of spelling an API
 * path that the router would still serve: before, they tested the raw URL with a regular
 * expression while the router matched the decoded path, so `/%72est/v1/…` skipped them.
 * Sent over a real socket, since inject and fetch normalise some of these spellings away.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../../tests/support/server/storage.ts";
import { rawRequest, storedFiles } from "../../tests/support/server/storage-app.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

const REST_SPELLINGS = [
  "/rest/v1/contact_submissions",
  "/%72est/v1/contact_submissions",
  "/%72%65%73%74/v1/contact_submissions",
  "/%2Frest/v1/contact_submissions",
  "/%2frest/v1/contact_submissions",
  "//rest/v1/contact_submissions",
  "/rest/v1/../v1/contact_submissions",
  "/about/../rest/v1/contact_submissions",
  "/rest%2Fv1%2Fcontact_submissions",
  "/rest/v1/contact_submissions%00",
];

const STORAGE_SPELLINGS = [
  "/storage/v1/object/job-applications/cvs/spelled.pdf",
  "/%73torage/v1/object/job-applications/cvs/spelled.pdf",
  "/%2F%73torage/v1/object/job-applications/cvs/spelled.pdf",
  "//storage/v1/object/job-applications/cvs/spelled.pdf",
  "/storage/v1/../v1/object/job-applications/cvs/spelled.pdf",
  "/%2e%2e/storage/v1/object/job-applications/cvs/spelled.pdf",
  "/%2E%2E/storage%2Fv1/object/job-applications/cvs/spelled.pdf",
];

const NO_KEY = { message: "No API key found in request" };
const READS = REST_SPELLINGS.length;
const WRITES = STORAGE_SPELLINGS.length;

describe("every spelling of an API path meets the API's guards", () => {
  let t: SecurityTestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startSecurityApp({ RATE_LIMIT_READS_PER_MINUTE: READS, RATE_LIMIT_WRITES_PER_MINUTE: WRITES });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const read = (path: string) => rawRequest(origin, { method: "GET", path: `${path}?select=*`, headers: {} });

  it("answers each REST spelling without a key as the plain path does (401), and counts it", async () => {
    for (const path of REST_SPELLINGS) {
      const response = await read(path);
      expect([path, response.statusCode]).toEqual([path, 401]);
      expect(JSON.parse(response.body.toString())).toEqual(NO_KEY);
      expect(response.headers.vary).toMatch(/apikey, Authorization/);
    }
    // Every one of those was counted against the address's read limit.
    const over = await read(REST_SPELLINGS[1]!);
    expect(over.statusCode).toBe(429);
  });

  it("refuses a keyless upload under every Storage spelling before reading its body, and counts it", async () => {
    const body = pdfBytes(3 * 1024 * 1024);
    for (const path of STORAGE_SPELLINGS) {
      const response = await rawRequest(origin, {
        method: "POST",
        path,
        headers: { "content-type": "application/pdf", "content-length": String(body.length) },
        body,
      });
      expect([path, response.statusCode]).toEqual([path, 401]);
      expect(JSON.parse(response.body.toString())).toEqual(NO_KEY);
    }
    expect(await storedFiles(t.dataDir)).toEqual([]);
    const over = await rawRequest(origin, {
      method: "POST",
      path: STORAGE_SPELLINGS[1]!,
      headers: { "content-type": "application/pdf" },
      body: Buffer.from("%PDF-"),
    });
    expect(over.statusCode).toBe(429);
    expect(JSON.parse(over.body.toString())).toMatchObject({ statusCode: "429", code: "TooManyRequests" });
  });

  it("serves a spelled path with a key exactly as the plain one", async () => {
    const headers = { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` };
    const fresh = await startSecurityApp();
    try {
      await fresh.app.listen({ port: 0, host: "127.0.0.1" });
      const freshOrigin = `http://127.0.0.1:${(fresh.app.server.address() as AddressInfo).port}`;
      const plain = await rawRequest(freshOrigin, {
        method: "GET",
        path: "/rest/v1/resources?select=id&order=date.desc",
        headers,
      });
      const spelled = await rawRequest(freshOrigin, {
        method: "GET",
        path: "/%72est/v1/resources?select=id&order=date.desc",
        headers,
      });
      expect(plain.statusCode).toBe(200);
      expect(spelled.statusCode).toBe(200);
      expect(spelled.body.toString()).toBe(plain.body.toString());
    } finally {
      await fresh.close();
    }
  });
});
