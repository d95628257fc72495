/**
 * Upload bytes have a per-address limit of their own, and uploads wait
 * (507, Storage's shape) while the disk is nearly full, so the database stays writable.
 */
import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startRedis } from "../../tests/support/server/redis.ts";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

let t: SecurityTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * An upload over a real connection with `Transfer-Encoding: chunked`: no Content-Length, the
 * body sent in 16 KB pieces, as a script (or curl -T -) streaming a file would.
 */
async function chunkedUpload(app: SecurityTestApp, size: number): Promise<number> {
  const address = app.app.server.address() as AddressInfo;
  const { payload: body, contentType } = multipartBody(pdfBytes(size), PDF_TYPE, "cv.pdf");
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port: address.port,
        method: "POST",
        path: `/storage/v1/object/job-applications/cvs/${crypto.randomUUID()}/1700000000000-cv.pdf`,
        headers: { apikey: app.anonKey, "content-type": contentType, "transfer-encoding": "chunked" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve(-1) : reject(error),
    );
    for (let at = 0; at < body.length; at += 16_384) sent.write(body.subarray(at, at + 16_384));
    sent.end();
  });
}

const storedFiles = async (app: SecurityTestApp) =>
  (await app.app.db.asOwner((tx) => tx.query<{ n: number }>(`select count(*)::int as n from storage.objects`, [])))
    .rows[0]!.n;

function upload(app: SecurityTestApp, from: string, size: number) {
  const body = multipartBody(pdfBytes(size), PDF_TYPE, "cv.pdf");
  return app.app.inject({
    method: "POST",
    url: `/storage/v1/object/job-applications/cvs/${crypto.randomUUID()}/1700000000000-cv.pdf`,
    remoteAddress: from,
    headers: { apikey: app.anonKey, "content-type": body.contentType },
    payload: body.payload,
  });
}

describe("upload limits", () => {
  it("count each address's bytes an hour: over the limit is 429 with Retry-After; another address still uploads", async () => {
    t = await startSecurityApp({ UPLOAD_BYTES_PER_HOUR: 150_000, MIN_FREE_DISK_MB: 0 });
    expect((await upload(t, "198.51.100.7", 60_000)).statusCode).toBe(200);
    expect((await upload(t, "198.51.100.7", 60_000)).statusCode).toBe(200);
    const over = await upload(t, "198.51.100.7", 60_000);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: "429", error: "Too Many Requests" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3_000);
    expect((await upload(t, "198.51.100.8", 60_000)).statusCode).toBe(200);
  });

  it("cannot be dodged by a chunked upload: a body of undeclared size is refused before it is read, nothing stored", async () => {
    t = await startSecurityApp({ UPLOAD_BYTES_PER_HOUR: 300_000, MIN_FREE_DISK_MB: 0 });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push(await chunkedUpload(t, 200_000));
    // Each is answered 411 (Length Required), or the connection is closed while the rest is sent.
    expect(answers.filter((status) => status === 200)).toEqual([]);
    expect(answers.every((status) => status === 411 || status === -1)).toBe(true);
    expect(await storedFiles(t)).toBe(0);
    // An upload that says its size is still taken, and counted.
    expect((await upload(t, "127.0.0.1", 200_000)).statusCode).toBe(200);
    expect((await upload(t, "127.0.0.1", 200_000)).statusCode).toBe(429);
    expect(await storedFiles(t)).toBe(1);
  });

  it("are shared by every server process when REDIS_URL is set", async () => {
    let redis: { url: string; process: ChildProcess } | undefined;
    let second: SecurityTestApp | undefined;
    try {
      redis = await startRedis();
      const settings = { UPLOAD_BYTES_PER_HOUR: 150_000, MIN_FREE_DISK_MB: 0, REDIS_URL: redis.url };
      t = await startSecurityApp(settings);
      second = await startSecurityApp(settings);
      expect((await upload(t, "198.51.100.20", 60_000)).statusCode).toBe(200);
      expect((await upload(second, "198.51.100.20", 60_000)).statusCode).toBe(200);
      const over = await upload(t, "198.51.100.20", 60_000);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(3_000);
      expect((await upload(second, "198.51.100.20", 60_000)).statusCode).toBe(429);
      expect((await upload(second, "198.51.100.21", 60_000)).statusCode).toBe(200);
    } finally {
      await second?.close();
      redis?.process.kill();
    }
  });

  it("refuse uploads while free disk is under the floor (507), and the database still takes a contact message", async () => {
    t = await startSecurityApp({ UPLOAD_BYTES_PER_HOUR: 0, MIN_FREE_DISK_MB: 1024 * 1024 * 1024 });
    const refused = await upload(t, "198.51.100.9", 1_000);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      statusCode: "507",
      code: "InsufficientStorage",
      error: "Insufficient Storage",
      message: "The server is short of disk space: try again later",
    });
    const message = await t.app.inject({
      method: "POST",
      url: "/rest/v1/contact_submissions",
      headers: { apikey: t.anonKey, "content-type": "application/json" },
      payload: JSON.stringify(contact()),
    });
    expect(message.statusCode).toBe(201);
  });
});
