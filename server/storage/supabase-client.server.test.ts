/**
 * Conformance: the real @supabase/supabase-js client against our server on a real socket, for
 * the uploads the site makes (spec §7) and the errors it must understand. What the client
 * returns must match what it returns against Supabase (shared/reference/captures/driver.out).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "../../tests/support/server/databases.ts";
import {
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
  objectRows,
  startStorageApp,
  storedFiles,
  type StorageTestApp,
} from "../../tests/support/server/storage-app.ts";

/** Node 20 has no WebSocket and createClient insists on one; realtime is never used here. */
class NoWebSocket {}

function supabase(origin: string, key: string): SupabaseClient {
  return createClient(origin, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}

/** Node's Buffer typings are wider than BlobPart's; a copy as a plain Uint8Array fits. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

/** The error as driver.out records it. */
function apiError(status: number, statusCode: string, message: string) {
  return { __isStorageError: true, name: "StorageApiError", status, statusCode, message };
}

describe.each(databases)("supabase-js Storage calls on $name", (database) => {
  let t: StorageTestApp;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    t = await startStorageApp(database);
    const origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
    anon = supabase(origin, t.anonKey);
    service = supabase(origin, t.serviceKey);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  let clock = 1_700_000_000_000;
  /** The site's job file names: {timestamp}-{filename}, the timestamp made by the test. */
  /** As the site names a job application's files: under the application's id, then {timestamp}-{filename}. */
  const stamped = (filename: string) => `${crypto.randomUUID()}/${++clock}-${filename}`;
  const proposalId = () => crypto.randomUUID();

  describe("the site's uploads, as the anonymous visitor", () => {
    it("uploads a job application's cover letter and CV as Files (multipart)", async () => {
      const letter = new File([bytesOf(docxBytes())], "My letter.docx", { type: DOCX_TYPE });
      const letterPath = `cover-letters/${stamped("letter.docx")}`;
      const cv = new File([bytesOf(pdfBytes(2048))], "cv.pdf", { type: PDF_TYPE });
      const cvPath = `cvs/${stamped(cv.name)}`;

      const letterResult = await anon.storage.from("job-applications").upload(letterPath, letter);
      const cvResult = await anon.storage.from("job-applications").upload(cvPath, cv);

      expect(letterResult).toEqual({
        data: {
          path: letterPath,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fullPath: `job-applications/${letterPath}`,
        },
        error: null,
      });
      expect(cvResult).toEqual({
        data: { path: cvPath, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `job-applications/${cvPath}` },
        error: null,
      });
      expect(await readFile(join(t.dataDir, "storage/job-applications", cvPath))).toEqual(pdfBytes(2048));
    });

    it("uploads a Blob, and a Buffer with its content type (raw body)", async () => {
      const blobPath = `cvs/${stamped("blob.pdf")}`;
      const blob = await anon.storage
        .from("job-applications")
        .upload(blobPath, new Blob([bytesOf(pdfBytes())], { type: PDF_TYPE }));
      expect(blob.error).toBeNull();
      expect(blob.data?.fullPath).toBe(`job-applications/${blobPath}`);

      const bufferPath = `cvs/${stamped("buffer.doc")}`;
      const buffer = await anon.storage
        .from("job-applications")
        .upload(bufferPath, docBytes(), { contentType: "application/msword" });
      expect(buffer).toEqual({
        data: { path: bufferPath, id: expect.any(String), fullPath: `job-applications/${bufferPath}` },
        error: null,
      });
    });

    it("uploads research-partnership and incubation proposals as {id}_proposal.{ext}", async () => {
      const pdfPath = `research-partnerships/${proposalId()}_proposal.pdf`;
      const pdf = await anon.storage
        .from("applications")
        .upload(pdfPath, new File([bytesOf(pdfBytes())], "proposal.pdf", { type: PDF_TYPE }));
      expect(pdf).toEqual({
        data: { path: pdfPath, id: expect.any(String), fullPath: `applications/${pdfPath}` },
        error: null,
      });

      const textPath = `incubation-programme/${proposalId()}_proposal.txt`;
      const text = await anon.storage
        .from("applications")
        .upload(textPath, new File([bytesOf(textBytes(300))], "plan.txt", { type: TEXT_TYPE }));
      expect(text.error).toBeNull();
      expect(text.data?.fullPath).toBe(`applications/${textPath}`);

      const rows = await objectRows(t.app);
      expect(rows.map((r) => `${r.bucket_id}/${r.name}`)).toEqual(
        expect.arrayContaining([`applications/${pdfPath}`, `applications/${textPath}`]),
      );
    });
  });

  describe("errors, as the client hands them to the site", () => {
    it("a missing bucket", async () => {
      const result = await anon.storage
        .from("nope")
        .upload("cvs/a.pdf", new Blob([bytesOf(pdfBytes())], { type: PDF_TYPE }));
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject(apiError(400, "404", "Bucket not found"));
    });

    it("a Buffer without a content type (sent as text/plain;charset=UTF-8) to the job bucket", async () => {
      const result = await anon.storage.from("job-applications").upload(`cvs/${stamped("a.pdf")}`, pdfBytes());
      expect(result.error).toMatchObject(apiError(400, "415", "mime type text/plain;charset=UTF-8 is not supported"));
    });

    it("bytes that are not the declared type", async () => {
      const fake = new File([bytesOf(Buffer.from("MZ\x90\x00 not a PDF"))], "cv.pdf", { type: PDF_TYPE });
      const result = await anon.storage.from("job-applications").upload(`cvs/${stamped("cv.pdf")}`, fake);
      expect(result.error).toMatchObject(apiError(400, "415", "file content does not match mime type application/pdf"));
    });

    it.each([
      ["job-applications", "cvs", 5 * MB],
      ["applications", "research-partnerships", 10 * MB],
    ])("a file over the %s limit (413), while one at the limit passes", async (bucket, folder, limit) => {
      const over = new File([bytesOf(pdfBytes(limit + 1))], "big.pdf", { type: PDF_TYPE });
      const result = await anon.storage.from(bucket).upload(`${folder}/${stamped("big.pdf")}`, over);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject(apiError(413, "413", "The object exceeded the maximum allowed size"));

      const atLimit = new File([bytesOf(pdfBytes(limit))], "big.pdf", { type: PDF_TYPE });
      const ok = await anon.storage.from(bucket).upload(`${folder}/${stamped("big.pdf")}`, atLimit);
      expect(ok.error).toBeNull();
    });

    it("an existing key without upsert (409); the service role may replace it with upsert", async () => {
      const path = `cvs/${stamped("cv.pdf")}`;
      const first = await anon.storage
        .from("job-applications")
        .upload(path, new Blob([bytesOf(pdfBytes(100))], { type: PDF_TYPE }));
      const again = await anon.storage
        .from("job-applications")
        .upload(path, new Blob([bytesOf(pdfBytes(100))], { type: PDF_TYPE }));
      expect(again).toMatchObject({ data: null, error: apiError(400, "409", "The resource already exists") });

      const replaced = await service.storage
        .from("job-applications")
        .upload(path, new File([bytesOf(pdfBytes(200))], "cv.pdf", { type: PDF_TYPE }), {
          upsert: true,
          cacheControl: "60",
        });
      expect(replaced.error).toBeNull();
      expect(replaced.data).toEqual({ path, id: first.data?.id, fullPath: `job-applications/${path}` });
      const row = (await objectRows(t.app)).find((r) => r.name === path);
      // The cacheControl the client asked for is not kept: downloads are never cached.
      expect(row?.metadata).toMatchObject({ size: 200, cacheControl: "no-store" });
    });

    it("a folder the visitor may not upload to (403)", async () => {
      const result = await anon.storage
        .from("job-applications")
        .upload("elsewhere/a.pdf", new Blob([bytesOf(pdfBytes())], { type: PDF_TYPE }));
      expect(result.error).toMatchObject(apiError(400, "403", "new row violates row-level security policy"));
    });

    it("a name with characters outside Storage's set (as hosted Storage refuses it)", async () => {
      const path = `research-partnerships/${proposalId()}_my proposal ü.pdf`;
      const result = await anon.storage
        .from("applications")
        .upload(path, new Blob([bytesOf(pdfBytes())], { type: PDF_TYPE }));
      expect(result.error).toMatchObject(apiError(400, "400", `Invalid key: ${path}`));
    });

    it("leaves nothing behind after all those refusals", async () => {
      expect(await storedFiles(t.dataDir)).not.toContainEqual(expect.stringMatching(/^\.tmp\/|nope|elsewhere|ü/));
      const names = (await objectRows(t.app)).map((r) => r.name);
      expect(names).not.toContainEqual(expect.stringMatching(/elsewhere|ü/));
    });
  });

  describe("downloads", () => {
    it("the service role reads an upload back; the anonymous visitor cannot", async () => {
      const path = `cover-letters/${stamped("letter.docx")}`;
      const bytes = docxBytes();
      await anon.storage
        .from("job-applications")
        .upload(path, new File([bytesOf(bytes)], "letter.docx", { type: DOCX_TYPE }));

      const served = await service.storage.from("job-applications").download(path);
      expect(served.error).toBeNull();
      expect(Buffer.from(await served.data!.arrayBuffer())).toEqual(bytes);

      const refused = await anon.storage.from("job-applications").download(path);
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
    });
  });
});
