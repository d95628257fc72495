/**
 * An upload that no submission names is removed by the daily job once it is
 * an hour old, and the audit log counts it; a named file, and a fresh upload, stay.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";
import { removeOrphanFiles } from "./retention.ts";

describe.each(databases)("orphan uploads on $name", (factory) => {
  let test: ApiTestApp;
  beforeAll(async () => {
    test = await startApiApp(factory);
  });
  afterAll(() => test?.close());

  const upload = async (key: string) => {
    const body = multipartBody(pdfBytes(500), PDF_TYPE, "cv.pdf");
    const response = await test.app.inject({
      method: "POST",
      url: `/storage/v1/object/job-applications/${key}`,
      headers: { apikey: test.anonKey, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
  };
  const file = (key: string) => join(test.database.config.DATA_DIR, "storage", "job-applications", key);

  it("removes an hour-old upload that no row names, counts it in the audit log, and keeps the rest", async () => {
    const orphan = `cvs/${crypto.randomUUID()}/1700000000000-refused.pdf`;
    const fresh = `cvs/${crypto.randomUUID()}/1700000000000-fresh.pdf`;
    const id = crypto.randomUUID();
    const named = `cvs/${id}/1700000000000-named.pdf`;
    for (const key of [orphan, fresh, named]) await upload(key);
    const inserted = await test.app.inject({
      method: "POST",
      url: "/rest/v1/job_applications",
      headers: { apikey: test.anonKey, "content-type": "application/json" },
      payload: JSON.stringify(jobApplication({ cv_url: named }, id)),
    });
    expect(inserted.statusCode).toBe(201);
    await test.app.db.asOwner((tx) =>
      tx.query("update storage.objects set created_at = now() - interval '2 hours' where name = any($1::text[])", [
        [orphan, named],
      ]),
    );

    expect(await removeOrphanFiles(test.app)).toBe(1);
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(file(fresh))).toBe(true);
    expect(existsSync(file(named))).toBe(true);
    const { rows } = await test.app.db.asOwner((tx) =>
      tx.query<{ details: { files: number } }>(
        "select details from public.audit_log where action = 'orphan_files'",
        [],
      ),
    );
    expect(rows).toEqual([{ details: { files: 1 } }]);
    expect(await removeOrphanFiles(test.app)).toBe(0);
  });
});
