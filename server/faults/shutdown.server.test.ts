import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keysFor } from "../../tests/support/server/keys.ts";
import { openPglite } from "../db/pglite.ts";
import { MB, PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";
import { storedFiles } from "../../tests/support/server/storage-app.ts";
import {
  discardServer,
  holdUpload,
  newDataDir,
  startServer,
  waitFor,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";

/** What a new request gets once SIGTERM has arrived: refused, or 503 on a connection already open. */
async function newRequest(origin: string): Promise<number | string> {
  try {
    const response = await fetch(`${origin}/rest/v1/resources?select=id`, { signal: AbortSignal.timeout(2_000) });
    return response.status;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  }
}

describe("SIGTERM", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("lets an upload in flight finish (200, row and file kept), refuses new requests, then exits 0", async () => {
    const { anonKey } = await keysFor(dataDir);
    const bytes = pdfBytes(2 * MB);
    server = await startServer(dataDir);
    const started = server;

    const key = `cvs/${crypto.randomUUID()}/drain.pdf`;
    const path = `/storage/v1/object/job-applications/${key}`;
    const held = holdUpload(started.origin, path, anonKey, bytes, PDF_TYPE, MB / 2);
    await waitFor("the upload to be under way", async () =>
      (await storedFiles(dataDir)).some((file) => file.startsWith(".tmp/")),
    );
    started.child.kill("SIGTERM");

    // New requests are turned away while the upload is still open...
    await waitFor("new requests to be refused", async () => {
      const answer = await newRequest(started.origin);
      return answer === "ECONNREFUSED" || answer === 503;
    });
    let exited = false;
    void started.exited.then(() => (exited = true));
    expect(exited).toBe(false);

    // ...and the upload in flight completes.
    const response = await held.finish();
    const finishedAt = Date.now();
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ Key: `job-applications/${key}` });
    // At once, though the client keeps its connection open (keep-alive).
    expect(await started.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - finishedAt).toBeLessThan(3_000);
    server = undefined;

    expect(await storedFiles(dataDir)).toEqual([`job-applications/${key}`]);
    expect((await stat(join(dataDir, `storage/job-applications/${key}`))).size).toBe(bytes.length);
    const db = await openPglite(join(dataDir, "pglite"));
    try {
      const { rows } = await db.asOwner((tx) => tx.query<{ name: string }>("select name from storage.objects", []));
      expect(rows).toEqual([{ name: key }]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
