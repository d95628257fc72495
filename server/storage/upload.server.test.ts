import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databases } from "../../tests/support/server/databases.ts";
import {
  DOC_TYPE,
  DOCX_TYPE,
  MB,
  PDF_TYPE,
  TEXT_TYPE,
  docBytes,
  docxBytes,
  pdfBytes,
  textBytes,
} from "../../tests/support/server/storage.ts";
import {
  multipartBody,
  objectRows,
  rawRequest,
  startStorageApp,
  storedFiles,
  type ObjectRow,
  type StorageTestApp,
} from "../../tests/support/server/storage-app.ts";

type Upload = {
  bucket: string;
  /** As it appears in the URL (already percent-encoded where needed). */
  path: string;
  bytes: Buffer;
  type: string;
  as?: "anon" | "service";
  mode?: "multipart" | "raw";
  upsert?: boolean;
};

describe.each(databases)("Storage uploads on $name", (database) => {
  let t: StorageTestApp;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    t = await startStorageApp(database);
    app = t.app;
    // A real socket too, for paths that inject and fetch would normalise.
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  function keyFor(as: Upload["as"] = "anon") {
    return as === "service" ? t.serviceKey : t.anonKey;
  }

  function upload({ bucket, path, bytes, type, as, mode = "multipart", upsert = false }: Upload) {
    const key = keyFor(as);
    const headers: Record<string, string> = { apikey: key, authorization: `Bearer ${key}`, "x-upsert": String(upsert) };
    const url = `/storage/v1/object/${bucket}/${path}`;
    if (mode === "raw") {
      return app.inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": type, "cache-control": "max-age=3600" },
        payload: bytes,
      });
    }
    const body = multipartBody(bytes, type);
    return app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    });
  }

  function download(bucket: string, path: string, as: Upload["as"]) {
    const key = keyFor(as);
    return app.inject({
      method: "GET",
      url: `/storage/v1/object/${bucket}/${path}`,
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
  }

  let counter = 0;
  /**
   * A fresh object name for each upload, as the site makes them: under a random id (a visitor
   * may write no other key), then {timestamp}-{filename}.
   */
  function fresh(name: string) {
    counter += 1;
    return `${crypto.randomUUID()}/${1_700_000_000_000 + counter}-${name}`;
  }

  /** What an upload leaves behind: rows and files. */
  async function snapshot(): Promise<{ rows: ObjectRow[]; files: string[] }> {
    return { rows: await objectRows(app), files: await storedFiles(t.dataDir) };
  }

  /** Asserts the Storage error body and that the request left no row and no file (temporary ones included). */
  async function expectRefused(
    response: LightMyRequestResponse,
    before: { rows: ObjectRow[]; files: string[] },
    httpStatus: number,
    body: Record<string, string>,
  ) {
    expect(response.statusCode).toBe(httpStatus);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(body);
    expect(await snapshot()).toEqual(before);
  }

  const NO_SUCH_BUCKET = {
    statusCode: "404",
    code: "NoSuchBucket",
    error: "Bucket not found",
    message: "Bucket not found",
  };
  const TOO_LARGE = {
    statusCode: "413",
    code: "EntityTooLarge",
    error: "Payload too large",
    message: "The object exceeded the maximum allowed size",
  };
  const DUPLICATE = {
    statusCode: "409",
    code: "KeyAlreadyExists",
    error: "Duplicate",
    message: "The resource already exists",
  };
  const ACCESS_DENIED = {
    statusCode: "403",
    code: "AccessDenied",
    error: "Unauthorized",
    message: "new row violates row-level security policy",
  };
  const invalidKey = (key: string) => ({
    statusCode: "400",
    code: "InvalidKey",
    error: "InvalidKey",
    message: `Invalid key: ${key}`,
  });
  const invalidType = (type: string) => ({
    statusCode: "415",
    code: "InvalidMimeType",
    error: "invalid_mime_type",
    message: `mime type ${type} is not supported`,
  });
  const contentMismatch = (type: string) => ({
    statusCode: "415",
    code: "InvalidMimeType",
    error: "invalid_mime_type",
    message: `file content does not match mime type ${type}`,
  });

  describe("uploads the site makes, as the anonymous visitor", () => {
    it.each([
      {
        bucket: "job-applications",
        folder: "cover-letters",
        name: "letter.docx",
        type: DOCX_TYPE,
        bytes: docxBytes(),
        mode: "multipart",
      },
      {
        bucket: "job-applications",
        folder: "cvs",
        name: "cv.pdf",
        type: PDF_TYPE,
        bytes: pdfBytes(),
        mode: "multipart",
      },
      { bucket: "job-applications", folder: "cvs", name: "cv.doc", type: DOC_TYPE, bytes: docBytes(), mode: "raw" },
      {
        bucket: "applications",
        folder: "research-partnerships",
        name: "_proposal.pdf",
        type: PDF_TYPE,
        bytes: pdfBytes(),
        mode: "raw",
      },
      {
        bucket: "applications",
        folder: "incubation-programme",
        name: "_proposal.txt",
        type: TEXT_TYPE,
        bytes: textBytes(),
        mode: "multipart",
      },
    ] as const)("$bucket/$folder accepts a $type file ($mode)", async ({ bucket, folder, name, type, bytes, mode }) => {
      const path = `${folder}/${fresh(name)}`;
      const response = await upload({ bucket, path, bytes, type, mode });

      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const body = response.json<{ Key: string; Id: string }>();
      expect(body).toEqual({ Key: `${bucket}/${path}`, Id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const row = (await objectRows(app)).find((r) => r.bucket_id === bucket && r.name === path);
      expect(row).toMatchObject({
        id: body.Id,
        // The uploader's cacheControl is not kept: downloads are never cached.
        metadata: { size: bytes.length, mimetype: type, cacheControl: "no-store" },
      });
      expect(await readFile(join(t.dataDir, "storage", bucket, path))).toEqual(bytes);
      expect(await storedFiles(t.dataDir)).not.toContainEqual(expect.stringMatching(/^\.tmp\//));
    });

    it("accepts a type with parameters by its essence", async () => {
      const path = `incubation-programme/${fresh("notes.txt")}`;
      const response = await upload({
        bucket: "applications",
        path,
        bytes: textBytes(),
        type: "text/plain;charset=UTF-8",
        mode: "raw",
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("downloads that cannot render", () => {
    const SAFE_DOWNLOAD = {
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    };

    it.each([
      ["text/plain;a=b, text/html", "applications", "research-partnerships"],
      ["application/pdf, text/html", "job-applications", "cvs"],
      ["text/html", "applications", "research-partnerships"],
    ])("refuses an upload declared as %s, storing nothing", async (type, bucket, folder) => {
      const before = await snapshot();
      const response = await upload({
        bucket,
        path: `${folder}/${fresh("page.txt")}`,
        bytes: textBytes(),
        type,
        mode: "raw",
      });
      await expectRefused(response, before, 400, invalidType(type));
    });

    it("stores only the bucket's normalised type, ignores the uploader's Cache-Control, and serves an attachment", async () => {
      const path = `incubation-programme/${fresh("notes.txt")}`;
      const stored = await upload({
        bucket: "applications",
        path,
        bytes: textBytes(),
        type: "Text/Plain; charset=UTF-8",
        mode: "raw",
      });
      expect(stored.statusCode).toBe(200);
      const row = (await objectRows(app)).find((r) => r.name === path);
      expect(row?.metadata).toMatchObject({ mimetype: "text/plain", cacheControl: "no-store" });

      const served = await download("applications", path, "service");
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ ...SAFE_DOWNLOAD, "content-type": "text/plain" });
      expect(served.headers["content-disposition"]).toBe(`attachment; filename=${path.split("/").pop()}`);
      expect(served.headers.vary).toMatch(/apikey, Authorization/);
    });

    it("names the attachment after the key's last segment, quoted", async () => {
      const [folder, name] = fresh("o'ne; two (final).pdf").split("/") as [string, string];
      const path = `cvs/${folder}/${encodeURIComponent(name)}`;
      expect((await upload({ bucket: "job-applications", path, bytes: pdfBytes(), type: PDF_TYPE })).statusCode).toBe(
        200,
      );
      const served = await download("job-applications", path, "service");
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
    });

    it("serves a row whose stored type is not one of the bucket's as application/octet-stream", async () => {
      const path = `cvs/${fresh("old.pdf")}`;
      expect((await upload({ bucket: "job-applications", path, bytes: pdfBytes(), type: PDF_TYPE })).statusCode).toBe(
        200,
      );
      // A row written before the type was normalised, or by hand.
      await app.db.asOwner((tx) =>
        tx.query(
          `update storage.objects set metadata = metadata || '{"mimetype":"text/html","cacheControl":"public, max-age=31536000"}'::jsonb
            where bucket_id = 'job-applications' and name = $1`,
          [path],
        ),
      );
      const served = await download("job-applications", path, "service");
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ ...SAFE_DOWNLOAD, "content-type": "application/octet-stream" });
    });
  });

  describe("refusals leave nothing behind", () => {
    let before: { rows: ObjectRow[]; files: string[] };
    beforeEach(async () => {
      before = await snapshot();
    });

    it("answers NoSuchBucket for a bucket that does not exist", async () => {
      const response = await upload({ bucket: "nope", path: "cvs/a.pdf", bytes: pdfBytes(), type: PDF_TYPE });
      await expectRefused(response, before, 400, NO_SUCH_BUCKET);
    });

    it("refuses a type the bucket does not allow, quoting it as sent", async () => {
      const raw = await upload({
        bucket: "job-applications",
        path: `cvs/${fresh("a.txt")}`,
        bytes: textBytes(),
        type: "text/plain;charset=UTF-8",
        mode: "raw",
      });
      await expectRefused(raw, before, 400, invalidType("text/plain;charset=UTF-8"));
      const multipart = await upload({
        bucket: "job-applications",
        path: `cvs/${fresh("a.png")}`,
        bytes: pdfBytes(),
        type: "image/png",
      });
      await expectRefused(multipart, before, 400, invalidType("image/png"));
    });

    it("takes a raw body without a Content-Type as application/octet-stream", async () => {
      const response = await app.inject({
        method: "POST",
        url: `/storage/v1/object/job-applications/cvs/${fresh("a.pdf")}`,
        headers: { apikey: t.anonKey },
        payload: pdfBytes(),
      });
      await expectRefused(response, before, 400, invalidType("application/octet-stream"));
    });

    it("refuses bytes that are not what the declared type says", async () => {
      const cases = [
        { path: `cvs/${fresh("cv.pdf")}`, bytes: docBytes(), type: PDF_TYPE },
        { path: `cvs/${fresh("cv.doc")}`, bytes: Buffer.from("<html>not a Word file</html>"), type: DOC_TYPE },
        { path: `cover-letters/${fresh("l.docx")}`, bytes: pdfBytes(), type: DOCX_TYPE },
      ];
      for (const { path, bytes, type } of cases) {
        const response = await upload({ bucket: "job-applications", path, bytes, type });
        await expectRefused(response, before, 400, contentMismatch(type));
      }
      const text = await upload({
        bucket: "applications",
        path: `research-partnerships/${fresh("p.txt")}`,
        bytes: docBytes(),
        type: TEXT_TYPE,
        mode: "raw",
      });
      await expectRefused(text, before, 400, contentMismatch(TEXT_TYPE));
    });

    it.each([
      ["a parent segment", "cvs/../cvs/a.pdf", "cvs/../cvs/a.pdf"],
      ["a current-folder segment", "cvs/./a.pdf", "cvs/./a.pdf"],
      ["an encoded parent segment", "cvs/%2e%2e/%2E%2E/a.pdf", "cvs/../../a.pdf"],
      ["a leading slash", "/cvs/a.pdf", "/cvs/a.pdf"],
      ["a backslash", "cvs%5C..%5Ca.pdf", "cvs\\..\\a.pdf"],
      ["an empty segment", "cvs//a.pdf", "cvs//a.pdf"],
      ["a character outside Storage's set", "cvs/my%20proposal%20%C3%BC.pdf", "cvs/my proposal ü.pdf"],
      ["a hash", "cvs/a%23b.pdf", "cvs/a#b.pdf"],
    ])("refuses a key with %s", async (_name, path, decoded) => {
      // Sent over a socket exactly as written: inject and fetch would normalise the dots.
      const { payload, contentType } = multipartBody(pdfBytes(), PDF_TYPE);
      const response = await rawRequest(origin, {
        method: "POST",
        path: `/storage/v1/object/job-applications/${path}`,
        headers: { apikey: t.anonKey, "content-type": contentType, "x-upsert": "false" },
        body: payload,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body.toString())).toEqual(invalidKey(decoded));
      expect(await snapshot()).toEqual(before);
    });

    it("refuses an existing key without x-upsert, and keeps the first file", async () => {
      const path = `cvs/${fresh("cv.pdf")}`;
      const first = pdfBytes(100);
      expect((await upload({ bucket: "job-applications", path, bytes: first, type: PDF_TYPE })).statusCode).toBe(200);
      const after = await snapshot();

      const again = await upload({ bucket: "job-applications", path, bytes: pdfBytes(200), type: PDF_TYPE });
      await expectRefused(again, after, 400, DUPLICATE);
      expect(await readFile(join(t.dataDir, "storage/job-applications", path))).toEqual(first);

      // The anonymous visitor may not replace (that needs SELECT and UPDATE, which it lacks).
      const replace = await upload({
        bucket: "job-applications",
        path,
        bytes: pdfBytes(300),
        type: PDF_TYPE,
        upsert: true,
      });
      await expectRefused(replace, after, 400, ACCESS_DENIED);
      expect(await readFile(join(t.dataDir, "storage/job-applications", path))).toEqual(first);
    });

    it("lets the anonymous visitor upload a new key with x-upsert: true (only INSERT is needed)", async () => {
      const path = `cvs/${fresh("cv.pdf")}`;
      const response = await upload({
        bucket: "job-applications",
        path,
        bytes: pdfBytes(),
        type: PDF_TYPE,
        upsert: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Key: `job-applications/${path}` });
    });

    it.each([
      ["a folder outside the allowed ones", "job-applications", "other/a.pdf"],
      ["the bucket's root", "job-applications", "a.pdf"],
      ["the other bucket's folder", "job-applications", "research-partnerships/a.pdf"],
      ["a job folder in the proposals bucket", "applications", "cvs/a.pdf"],
    ])("refuses an anonymous upload to %s (AccessDenied)", async (_name, bucket, path) => {
      const response = await upload({ bucket, path, bytes: pdfBytes(), type: PDF_TYPE });
      await expectRefused(response, before, 400, ACCESS_DENIED);
    });

    it("runs the checks in Storage's order: bucket, type, size, key, content, policy", async () => {
      const big = pdfBytes(5 * MB + 1);
      const badKey = "x/a%23b.pdf"; // "#" is outside Storage's key characters
      // missing bucket before a refused type
      await expectRefused(
        await upload({ bucket: "nope", path: badKey, bytes: big, type: "image/png" }),
        before,
        400,
        NO_SUCH_BUCKET,
      );
      // type before size
      await expectRefused(
        await upload({ bucket: "job-applications", path: badKey, bytes: big, type: "image/png" }),
        before,
        400,
        invalidType("image/png"),
      );
      // size before key
      await expectRefused(
        await upload({ bucket: "job-applications", path: badKey, bytes: big, type: PDF_TYPE }),
        before,
        413,
        TOO_LARGE,
      );
      // key before content and policy
      await expectRefused(
        await upload({ bucket: "job-applications", path: badKey, bytes: docBytes(), type: PDF_TYPE }),
        before,
        400,
        invalidKey("x/a#b.pdf"),
      );
      // content before policy
      await expectRefused(
        await upload({ bucket: "job-applications", path: "x/a.pdf", bytes: docBytes(), type: PDF_TYPE }),
        before,
        400,
        contentMismatch(PDF_TYPE),
      );
    });

    it("removes the file again when the transaction fails at commit", async () => {
      // A deferred constraint runs at COMMIT, after the file was renamed into place.
      await app.db.asOwner((tx) =>
        tx.query(`
          create or replace function storage.test_refuse_at_commit() returns trigger language plpgsql as $fn$
          begin
            if new.name like '%refused-at-commit%' then raise exception 'refused at commit'; end if;
            return null;
          end $fn$;
          drop trigger if exists test_refuse_at_commit on storage.objects;
          create constraint trigger test_refuse_at_commit after insert on storage.objects
            deferrable initially deferred for each row execute function storage.test_refuse_at_commit();
        `),
      );
      try {
        const response = await upload({
          bucket: "job-applications",
          path: `cvs/${fresh("refused-at-commit.pdf")}`,
          bytes: pdfBytes(),
          type: PDF_TYPE,
        });
        await expectRefused(response, before, 500, {
          statusCode: "500",
          code: "InternalError",
          error: "internal",
          message: "Internal Server Error",
        });
      } finally {
        await app.db.asOwner((tx) => tx.query("drop trigger test_refuse_at_commit on storage.objects"));
      }
    });

    it("answers 401 without an API key (before reading anything)", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/storage/v1/object/job-applications/cvs/a.pdf",
        payload: pdfBytes(),
      });
      expect(response.statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("size limits, in bytes", () => {
    it.each([
      { bucket: "job-applications", folder: "cvs", limit: 5 * MB, mode: "multipart" },
      { bucket: "job-applications", folder: "cover-letters", limit: 5 * MB, mode: "raw" },
      { bucket: "applications", folder: "research-partnerships", limit: 10 * MB, mode: "multipart" },
      { bucket: "applications", folder: "incubation-programme", limit: 10 * MB, mode: "raw" },
    ] as const)(
      "$bucket takes exactly $limit bytes and refuses one more ($mode)",
      async ({ bucket, folder, limit, mode }) => {
        const atLimit = await upload({
          bucket,
          path: `${folder}/${fresh("big.pdf")}`,
          bytes: pdfBytes(limit),
          type: PDF_TYPE,
          mode,
        });
        expect(atLimit.statusCode).toBe(200);

        const before = await snapshot();
        const over = await upload({
          bucket,
          path: `${folder}/${fresh("big.pdf")}`,
          bytes: pdfBytes(limit + 1),
          type: PDF_TYPE,
          mode,
        });
        await expectRefused(over, before, 413, TOO_LARGE);
      },
    );

    it.each(["multipart", "raw"] as const)(
      "answers 413 for a body far over the limit before it has been sent, storing none of it (%s)",
      async (mode) => {
        const before = await snapshot();
        // Three times the bucket's 5 MB, then the client stalls: the body never ends. A server that
        // waited for the end of the body before answering would never answer, so the test would
        // time out; one that stops at the limit answers while the client is still "sending".
        // (No byte count is asserted: how far a fast client gets before the answer is read
        // depends on the machine's load, not on the server's logic.)
        const sendBeforeStall = 15 * MB;
        let sent = 0;
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const body = multipartBody(Buffer.alloc(0), PDF_TYPE);
        const source = new Readable({
          read() {
            if (sent === 0 && mode === "multipart") this.push(body.head);
            if (sent === 0) this.push(Buffer.from("%PDF-1.4\n"));
            if (sent >= sendBeforeStall) return; // stall: neither more data nor the end
            sent += chunk.length;
            setImmediate(() => this.push(chunk));
          },
        });
        const headers = {
          apikey: t.anonKey,
          "content-type": mode === "multipart" ? body.contentType : PDF_TYPE,
          // No Content-Length: the server must find out by reading.
          "transfer-encoding": "chunked",
        };
        const response = await app.inject({
          method: "POST",
          url: `/storage/v1/object/job-applications/cvs/${fresh("huge.pdf")}`,
          headers,
          payload: source,
        });
        source.destroy();
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual(TOO_LARGE);
        expect(await snapshot()).toEqual(before);
      },
      60_000,
    );
  });

  describe("replacing and reading", () => {
    it("replaces an existing object with x-upsert: true (service role), keeping its id", async () => {
      const path = `cvs/${fresh("cv.pdf")}`;
      const first = await upload({ bucket: "job-applications", path, bytes: pdfBytes(100), type: PDF_TYPE });
      const second = await upload({
        bucket: "job-applications",
        path,
        bytes: pdfBytes(200),
        type: PDF_TYPE,
        as: "service",
        upsert: true,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ Key: `job-applications/${path}`, Id: first.json<{ Id: string }>().Id });
      expect(await readFile(join(t.dataDir, "storage/job-applications", path))).toEqual(pdfBytes(200));
      const rows = (await objectRows(app)).filter((r) => r.name === path);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.metadata).toMatchObject({ size: 200 });
      expect(await storedFiles(t.dataDir)).not.toContainEqual(expect.stringMatching(/^\.tmp\//));
    });

    it("lets the service role download an object and the anonymous visitor not", async () => {
      const path = `cover-letters/${fresh("letter.docx")}`;
      const bytes = docxBytes();
      expect((await upload({ bucket: "job-applications", path, bytes, type: DOCX_TYPE })).statusCode).toBe(200);

      for (const route of ["job-applications", "authenticated/job-applications"]) {
        const served = await download(route, path, "service");
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(DOCX_TYPE);
        expect(served.rawPayload).toEqual(bytes);

        const refused = await download(route, path, "anon");
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          statusCode: "404",
          code: "NoSuchKey",
          error: "not_found",
          message: "Object not found",
        });
        expect(refused.rawPayload.includes(bytes)).toBe(false);
      }

      const missing = await download("job-applications", `cvs/${fresh("none.pdf")}`, "service");
      expect(missing.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
    });
  });
});
