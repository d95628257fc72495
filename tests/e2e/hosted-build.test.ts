import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mediaAddresses } from "../../integrations/hosted-media";
import { LOCAL_PUBLISHABLE_KEY } from "../../src/lib/supabase";
import { liveItems, startOwnSite, type OwnSite } from "./support/publishing";
import type { StaffMember } from "./support/staff";

/**
 * A site built for a hosted Supabase project, for a static host or a CDN: `astro build` with the
 * project's address and publishable key reads the content published there and carries the media
 * library's files its pages refer to, since no server of ours answers `/media/` there. The running
 * server stands in for the project: it answers the same REST and Storage requests a hosted project
 * does (the wire protocol is Supabase's), and its storage policies decide what a visitor may read.
 */
const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, "../..");

let site: OwnSite;
let editor: StaffMember;
let out: string;

beforeAll(async () => {
  site = await startOwnSite();
  editor = await site.member("hosted-build@kosmos.example", ["admin", "editor"]);
  out = await mkdtemp(join(tmpdir(), "kosmos-hosted-build-"));
}, 120_000);
afterAll(async () => {
  await site?.stop();
  if (out) await rm(out, { recursive: true, force: true });
});

it("carries the photo the live team page shows, byte for byte what the project gives visitors", async () => {
  // The back office's upload: the original into the private bucket, then the library's row.
  const original = `originals/${crypto.randomUUID()}`;
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#2f6f5e" } })
    .jpeg()
    .toBuffer();
  const stored = await editor.client.storage.from("media").upload(original, photo, { contentType: "image/jpeg" });
  expect(stored.error).toBeNull();
  const row = await editor.client.from("media").insert({ name: "hosted.jpg", original }).select("id").single();
  expect(row.error).toBeNull();
  const media = (row.data as { id: string }).id;
  await expect
    .poll(async () => (await editor.client.from("media").select("state").eq("id", media).single()).data?.state, {
      timeout: 30_000,
    })
    .toBe("ready");

  const [person] = await liveItems(editor, "person");
  const published = await editor.client.rpc("publish_with_override", {
    p_item: person!.id,
    p_data: { ...person!.data, photo: { media, alt: "Portrait for the hosted build", decorative: false } },
    p_version: person!.version,
    p_reason: "A photo for the hosted build's test",
  });
  expect(published.error).toBeNull();
  await expect
    .poll(async () => (await site.pageText("/our-team")).includes("Portrait for the hosted build"), { timeout: 30_000 })
    .toBe(true);

  await run(join(REPO, "node_modules/.bin/astro"), ["build"], {
    cwd: REPO,
    timeout: 240_000,
    maxBuffer: 32 * 1024 * 1024,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      SITE_BUILD_DIR: out,
      VITE_SUPABASE_URL: site.server.url,
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    },
  });

  const page = await readFile(join(out, "client", "our-team", "index.html"), "utf8");
  expect(page).toContain("Portrait for the hosted build");
  const addresses = mediaAddresses(page);
  expect(addresses.length).toBeGreaterThanOrEqual(3); // AVIF, WebP and JPEG at least
  for (const address of addresses) {
    const served = await fetch(site.server.url + address);
    expect(served.status, address).toBe(200);
    const carried = await readFile(join(out, "client", address));
    expect(carried.equals(Buffer.from(await served.arrayBuffer())), address).toBe(true);
  }
}, 300_000);
