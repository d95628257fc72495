/**
 * Issue 22, finding 3: upload bytes have a per-address limit of their own, and uploads wait
 * (507, Storage's shape) while the disk is nearly full, so the database stays writable.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security";
import { contact } from "../../tests/support/server/submissions";
import { multipartBody } from "../../tests/support/server/storage-app";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage";

let t: SecurityTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

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
