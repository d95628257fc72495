/**
 * `npm run backup` against the running embedded server, taken while 200 visitors' writes
 * (submissions, and job applications with their CVs) are in flight. The server keeps answering;
 * every write answered before the backup began is in it, and every row's file is in it too.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/index.ts";
import { discardServer, newDataDir, startServer, type ServerProcess } from "../../tests/support/server/faults.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";
import { testConfig } from "../../tests/support/server/databases.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { contact, jobApplication } from "../../tests/support/server/submissions.ts";
import { readBackupSigner } from "./signing.ts";

const run = promisify(execFile);

describe("an online backup of the embedded server", () => {
  const dataDir = newDataDir();
  const scratch = mkdtempSync(join(tmpdir(), "kosmos-online-backup-"));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await discardServer(server, dataDir);
    await rm(scratch, { recursive: true, force: true });
  });

  it("is consistent while 200 writes are in flight, and the server keeps serving", async () => {
    server = await startServer(dataDir);
    const origin = server.origin;
    const { anonKey } = await keysFor(dataDir);
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const answered: { email: string; at: number }[] = [];

    async function write(n: number) {
      const email = `online-${n}@example.com`;
      if (n % 2 === 0) {
        const response = await fetch(`${origin}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(contact({ email })),
        });
        expect(response.status).toBe(201);
      } else {
        const id = crypto.randomUUID();
        const key = `cvs/${id}/1700000000000-cv.pdf`;
        const body = multipartBody(pdfBytes(50_000 + n), PDF_TYPE, "cv.pdf");
        const uploaded = await fetch(`${origin}/storage/v1/object/job-applications/${key}`, {
          method: "POST",
          headers: { ...headers, "content-type": body.contentType },
          body: body.payload,
        });
        expect(uploaded.status).toBe(200);
        const inserted = await fetch(`${origin}/rest/v1/job_applications`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(jobApplication({ email, cv_url: key }, id)),
        });
        expect(inserted.status).toBe(201);
      }
      answered.push({ email, at: Date.now() });
    }

    // 200 writes, 20 at a time; the backup starts once a quarter of them are answered.
    const queue = Array.from({ length: 200 }, (_, n) => n);
    const workers = Array.from({ length: 20 }, async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) await write(n);
    });
    while (answered.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    const began = Date.now();
    const before = answered.filter((a) => a.at < began).map((a) => a.email);
    const archive = join(scratch, "online.tar.gz");
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts", "--out", archive], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    expect(stdout).toMatch(/^backup written to .*: \d+ rows, \d+ files, \d+ bytes, schema \d+ \(pglite\)/);
    await Promise.all(workers);
    expect(answered).toHaveLength(200);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    const target = testConfig(mkdtempSync(join(scratch, "restored-")));
    const publicKey = (await readBackupSigner(dataDir))!.publicKey;
    await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", archive, "--public-key", publicKey], {
      env: { ...process.env, DATA_DIR: target.DATA_DIR, DATABASE_URL: "" },
    });
    const db = await openDatabase(target, { command: "test" });
    try {
      const emails = await db.asOwner(async (tx) => {
        const { rows } = await tx.query<{ email: string }>(
          "select email from public.contact_submissions union all select email from public.job_applications",
          [],
        );
        return new Set(rows.map((r) => r.email));
      });
      for (const email of before) expect(emails.has(email), email).toBe(true);
      // Every row's file is in the archive: no application names a file the restore lacks.
      const { rows: orphans } = await db.asOwner((tx) =>
        tx.query(
          `select j.cv_url from public.job_applications j
            where not exists (select 1 from storage.objects o where o.bucket_id = 'job-applications' and o.name = j.cv_url)`,
          [],
        ),
      );
      expect(orphans).toEqual([]);
      const { rows: objects } = await db.asOwner((tx) =>
        tx.query<{ name: string }>("select name from storage.objects where bucket_id = 'job-applications'", []),
      );
      for (const object of objects)
        expect((await stat(join(target.DATA_DIR, "storage", "job-applications", object.name))).size).toBeGreaterThan(
          50_000,
        );
    } finally {
      await db.close();
    }
  }, 180_000);
});
