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

const KEY = `cvs/${crypto.randomUUID()}/crash-test.pdf`;
const UPLOAD = `/storage/v1/object/job-applications/${KEY}`;

/** The rows of storage.objects, read straight from the database files (the server is stopped). */
async function objectNames(dataDir: string): Promise<string[]> {
  const db = await openPglite(join(dataDir, "pglite"));
  try {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ name: string }>("select bucket_id || '/' || name as name from storage.objects order by 1", []),
    );
    return rows.map((row) => row.name);
  } finally {
    await db.close();
  }
}

async function partialBytes(dataDir: string): Promise<number> {
  const temp = (await storedFiles(dataDir)).filter((file) => file.startsWith(".tmp/"));
  let total = 0;
  for (const file of temp) total += (await stat(join(dataDir, "storage", file))).size;
  return total;
}

describe("a crash in the middle of an upload (kill -9)", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("leaves no file and no row after a restart on the same DATA_DIR, and the key can be uploaded again", async () => {
    const { anonKey, serviceKey } = await keysFor(dataDir);
    const bytes = pdfBytes(3 * MB);

    server = await startServer(dataDir);
    const held = holdUpload(server.origin, UPLOAD, anonKey, bytes, PDF_TYPE, MB);
    // The server is streaming the file to disk when it dies.
    await waitFor("the upload's first megabyte on disk", async () => (await partialBytes(dataDir)) >= MB / 2);
    server.child.kill("SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
    await expect(held.response).rejects.toThrow();
    expect(await partialBytes(dataDir)).toBeGreaterThan(0); // what the restart must clean

    server = await startServer(dataDir);
    expect(await storedFiles(dataDir)).toEqual([]);
    const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
    const missing = await fetch(`${server.origin}${UPLOAD}`, { headers });
    expect(await missing.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });

    // No half row holds the key: the visitor's retry succeeds, and only then is there a file.
    const retry = await holdUpload(server.origin, UPLOAD, anonKey, bytes, PDF_TYPE, 0).finish();
    expect(retry).toMatchObject({ statusCode: 200 });
    expect(JSON.parse(retry.body)).toMatchObject({ Key: `job-applications/${KEY}` });
    expect(await storedFiles(dataDir)).toEqual([`job-applications/${KEY}`]);
    const stored = await fetch(`${server.origin}${UPLOAD}`, { headers });
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    server = undefined;
    expect(await objectNames(dataDir)).toEqual([`job-applications/${KEY}`]);
  }, 240_000);
});
