/**
 * Every visitor's file is bound to its row. An application may name only
 * files under its own id; a visitor may write no key without a random id; and erasing a person
 * deletes only files that no other row names (rows stored before the rule may name another's).
 */
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

describe.each(databases)("files bound to their rows on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  let staffToken: string;
  const victim = crypto.randomUUID();
  const victimCv = `cvs/${victim}/1700000000000-victim_cv.pdf`;

  const as = (token: string, apikey = test.anonKey) => ({ apikey, authorization: `Bearer ${token}` });
  const upload = (key: string) => {
    const body = multipartBody(pdfBytes(300), PDF_TYPE, "cv.pdf");
    return app.inject({
      method: "POST",
      url: `/storage/v1/object/job-applications/${key}`,
      headers: { ...as(test.anonKey), "content-type": body.contentType },
      payload: body.payload,
    });
  };
  const apply = (row: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/rest/v1/job_applications",
      headers: { ...as(test.anonKey), "content-type": "application/json" },
      payload: JSON.stringify(row),
    });
  const victimFile = () => join(test.database.config.DATA_DIR, "storage", "job-applications", victimCv);

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    staffToken = (await staffSessions(app, "erasure@kosmos.example")).aal2;
    expect((await upload(victimCv)).statusCode).toBe(200);
    expect((await apply(jobApplication({ email: "victim@example.com", cv_url: victimCv }, victim))).statusCode).toBe(
      201,
    );
  });
  afterAll(() => test?.close());

  it("refuses an application that names another application's file", async () => {
    for (const row of [
      jobApplication({ email: "eve@evil.example", cv_url: victimCv }),
      jobApplication({ email: "eve@evil.example", cv_url: null, cover_letter_url: `cover-letters/${victim}/x.pdf` }),
    ]) {
      const response = await apply(row);
      expect(response.statusCode).toBe(400);
      expect(json<{ code: string }>(response).code).toBe("23514");
    }
  });

  it("refuses a visitor's key without a random id, and never overwrites an existing one (Storage's 409 shape)", async () => {
    const guess = await upload("cvs/1700000000000-victim_cv.pdf");
    expect(guess.statusCode).toBe(400);
    expect(json<{ statusCode: string }>(guess).statusCode).toBe("403");
    const again = await upload(victimCv);
    expect(again.statusCode).toBe(400);
    expect(json<{ statusCode: string; error: string }>(again)).toMatchObject({ statusCode: "409", error: "Duplicate" });
    expect(existsSync(victimFile())).toBe(true);
  });

  it("erasing a person whose older row names another's file keeps that file and its row", async () => {
    // A row stored before the rule: the check is NOT VALID, so it stays as it was.
    const eve = crypto.randomUUID();
    await app.db.asOwner(async (tx) => {
      await tx.query("alter table public.job_applications drop constraint job_applications_cv_url_own", []);
      await tx.query(
        `insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply, cv_url)
         values ($1, 'Analyst', 'Eve', 'Evil', 'eve@evil.example', 'Old row from before the rule.', $2)`,
        [eve, victimCv],
      );
      await tx.query(
        "alter table public.job_applications add constraint job_applications_cv_url_own check (cv_url is null or starts_with(cv_url, 'cvs/' || id::text || '/')) not valid",
        [],
      );
    });
    const erased = await app.inject({
      method: "POST",
      url: "/rest/v1/rpc/erase_person",
      headers: { ...as(staffToken), "content-type": "application/json" },
      payload: JSON.stringify({ email: "eve@evil.example" }),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json<{ rows: Record<string, number>; files: string[] }>(erased)).toMatchObject({
      rows: { job_applications: 1 },
      files: [],
    });
    await app.storageReaper.run();
    expect(existsSync(victimFile())).toBe(true);
    const download = await app.inject({
      method: "GET",
      url: `/storage/v1/object/authenticated/job-applications/${victimCv}`,
      headers: as(staffToken),
    });
    expect(download.statusCode).toBe(200);
  });
});
