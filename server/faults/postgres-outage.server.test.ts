import type { FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { DatabaseUnavailableError } from "../db/errors.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";
import { testConfig } from "../../tests/support/server/databases.ts";
import type { PostgresCluster } from "../../tests/support/server/postgres-cluster.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { startCluster } from "../../tests/support/server/faults.ts";

const FEATURED = "/rest/v1/resources?select=*&featured=eq.true&order=date.desc&limit=3";

describe("PostgreSQL stopped and started under a running server", () => {
  let cluster: PostgresCluster;
  let app: FastifyInstance;
  let origin: string;
  let anonKey: string;
  let serviceKey: string;
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-faults-outage-"));

  beforeAll(async () => {
    cluster = await startCluster();
    const config = testConfig(dataDir, cluster.url);
    app = await buildApp({ config, serveSite: false });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
    ({ anonKey, serviceKey } = await keysFor(config.DATA_DIR));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit = {}, key = anonKey) =>
    fetch(`${origin}${path}`, { ...init, headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers } });
  const postContact = (name: string) =>
    call("/rest/v1/contact_submissions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contact({ name })),
    });
  const upload = (key: string) => {
    const body = multipartBody(pdfBytes(2048), PDF_TYPE);
    return call(`/storage/v1/object/job-applications/cvs/${crypto.randomUUID()}/${key}`, {
      method: "POST",
      headers: { "content-type": body.contentType },
      body: body.payload,
    });
  };

  it("answers 503 with Retry-After meanwhile, stays up, and recovers by itself when the database returns", async () => {
    expect((await call(FEATURED)).status).toBe(200);
    expect((await postContact("Before The Outage")).status).toBe(201);

    // A transaction in the middle of a query when the server goes: its connection is terminated (57P01).
    const interrupted = app.db.asOwner((tx) => tx.query("select pg_sleep(30)", [])).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    cluster.pgCtl("stop");
    expect(await interrupted).toBeInstanceOf(DatabaseUnavailableError);

    const read = await call(FEATURED);
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("1");
    expect(await read.json()).toEqual({
      code: "PGRST000",
      details: "Could not connect to the database",
      hint: "Try again in a few seconds",
      message: "Database connection error. Retrying the connection.",
    });

    const write = await postContact("During The Outage");
    expect(write.status).toBe(503);
    expect(write.headers.get("retry-after")).toBe("1");
    expect(await write.json()).toMatchObject({
      code: "PGRST000",
      message: expect.any(String),
      details: expect.any(String),
    });

    const stored = await upload("during-outage.pdf");
    expect(stored.status).toBe(503);
    expect(stored.headers.get("retry-after")).toBe("1");
    expect(await stored.json()).toEqual({
      statusCode: "503",
      code: "DatabaseError",
      error: "Service Unavailable",
      message: "Could not connect to the database",
    });
    const download = await call("/storage/v1/object/job-applications/cvs/anything.pdf", {}, serviceKey);
    expect(download.status).toBe(503);

    // The same server, not restarted.
    cluster.pgCtl("start");
    const again = await call(FEATURED);
    expect(again.status).toBe(200);
    expect(await again.json()).toHaveLength(3);
    expect((await postContact("After The Outage")).status).toBe(201);
    expect((await upload("after-outage.pdf")).status).toBe(200);

    const names = await call("/rest/v1/contact_submissions?select=name&order=created_at", {}, serviceKey);
    expect(await names.json()).toEqual([{ name: "Before The Outage" }, { name: "After The Outage" }]);
  }, 120_000);
});
