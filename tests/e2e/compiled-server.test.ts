import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addBenchStaff, staffToken } from "../../bench/staff-token";
import { startAsNpmStart } from "../../bench/start-command";
import { loadConfig } from "../../server/config";
import { migrate, openDatabase } from "../../server/db";
import { PUBLISHABLE_KEY } from "../../server/keys";
import type { ChildServer } from "../support/server/child-server";
import { copyOfBuild } from "../support/server/build-copy";

/**
 * The server as `npm start` runs it: compiled to JavaScript by `npm run build`
 * (build/server/), with package.json's environment and flags. Every other test runs the sources;
 * this one sees the compiled server find its migrations and start the workers it needs as
 * JavaScript too: the render thread (a publish), the picture thread (an upload).
 */
const EMAIL = "compiled.server@kosmos.example";
const PASSWORD = "a long compiled server password";

let server: ChildServer;
let build: Awaited<ReturnType<typeof copyOfBuild>>;
let dataDir: string;

beforeAll(async () => {
  build = await copyOfBuild();
  dataDir = mkdtempSync(join(tmpdir(), "kosmos-compiled-"));
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }), { command: "test" });
  try {
    await migrate(db);
    await addBenchStaff(db, EMAIL, PASSWORD, ["admin"]);
  } finally {
    await db.close();
  }
  server = await startAsNpmStart({ DATA_DIR: dataDir, BUILD_DIR: build.siteRoot });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await build?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("publishes a page and makes a picture's variants, its workers compiled too", async () => {
  const token = await staffToken(server.origin, EMAIL, PASSWORD);
  const headers = {
    apikey: PUBLISHABLE_KEY,
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    prefer: "return=representation",
  };
  const [settings] = (await (
    await fetch(`${server.origin}/rest/v1/content_items?type=eq.site-settings&select=id,data`, { headers })
  ).json()) as { id: string; data: Record<string, unknown> }[];
  const marker = `Compiled ${Date.now()}`;
  const saved = await fetch(`${server.origin}/rest/v1/content_items?id=eq.${settings!.id}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ data: { ...settings!.data, tagline: marker } }),
  });
  expect(saved.status).toBe(200);
  await expect
    .poll(async () => (await (await fetch(`${server.origin}/about`)).text()).includes(marker), { timeout: 60_000 })
    .toBe(true);

  const original = `originals/${crypto.randomUUID()}`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#345" } })
    .jpeg()
    .toBuffer();
  const stored = await fetch(`${server.origin}/storage/v1/object/media/${original}`, {
    method: "POST",
    headers: { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
    body: new Uint8Array(photo),
  });
  expect(stored.status).toBe(200);
  const [row] = (await (
    await fetch(`${server.origin}/rest/v1/media`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "compiled.jpg", original }),
    })
  ).json()) as { id: string }[];
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${server.origin}/rest/v1/media?id=eq.${row!.id}&select=state`, { headers })).json()) as {
            state: string;
          }[]
        )[0]?.state,
      { timeout: 60_000 },
    )
    .toBe("ready");
}, 180_000);
