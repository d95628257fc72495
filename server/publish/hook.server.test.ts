/**
 * A site whose pages live on a CDN (a hosted project's build): the server cannot render them, so
 * each publish calls the deploy hook (PUBLISH_HOOK_URL) with what changed, and the editor sees
 * whether the hook took it. A local receiver stands in for the CDN.
 */
import type { FastifyInstance } from "fastify";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { client } from "../../tests/support/server/api.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { fakeSite } from "../../tests/support/server/security.ts";
import { waitUntil } from "../../tests/support/server/smtp.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Publish = { types: string[]; routes: string[]; state: string; error: string | null };

describe("publishing to a CDN through the deploy hook", () => {
  let database: TestDatabase;
  let buildDir: string;
  let app: FastifyInstance;
  let receiver: Server;
  let answer = 204;
  const calls: { body: unknown; type: string | undefined }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        calls.push({ body: JSON.parse(body), type: req.headers["content-type"] });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/deploy`;
    database = await databases.find((d) => d.name === "pglite")!.create();
    buildDir = await fakeSite();
    app = await buildApp({
      config: { ...database.config, BUILD_DIR: buildDir, PUBLISH_HOOK_URL: hook },
      publishTimings: { retryMs: 60_000 },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await rm(buildDir, { recursive: true, force: true });
    receiver?.close();
  });

  const publishes = async () =>
    (
      await app.db.asOwner((tx) =>
        tx.query<Publish>("select types, routes, state, error from public.content_publishes order by id", []),
      )
    ).rows;

  it("calls the hook with the changed routes, and records it requested; a refusal is recorded failed", async () => {
    const careers = await staffSessions(app, "careers@kosmos.test", { roles: ["careers"] });
    const anon = client(app, app.installKeys.publishableKey);
    const save = (location: string) =>
      anon.patch(
        "/rest/v1/content_items?slug=eq.graph-data-platform-engineer",
        {
          data: {
            title: "Graph & Data Platform Engineer",
            department: "Engineering",
            location,
            description: "x",
            datePosted: "2025-06-02",
            employmentType: "FULL_TIME",
          },
        },
        { authorization: `Bearer ${careers.aal2}` },
      );
    // At start the content is the seed, as the build's: nothing to publish, no call.
    expect(await publishes()).toEqual([]);

    expect((await save("Remote")).statusCode).toBe(204);
    await waitUntil(async () => (await publishes()).some((p) => p.state !== "rendering"), 10_000);
    expect(calls).toEqual([
      { body: { types: ["position"], routes: ["/careers", "/apply"] }, type: "application/json" },
    ]);
    expect(await publishes()).toEqual([
      { types: ["position"], routes: ["/careers", "/apply"], state: "requested", error: null },
    ]);

    answer = 500;
    expect((await save("Edinburgh")).statusCode).toBe(204);
    await waitUntil(
      async () => (await publishes()).length === 2 && (await publishes())[1]!.state !== "rendering",
      10_000,
    );
    expect((await publishes())[1]).toMatchObject({ state: "failed", error: "The deploy hook answered 500" });
  });
});
