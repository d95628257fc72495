/**
 * The server makes a picture's variants in a thread of its own (decision 072): the files land in
 * the folder it names, a refusal comes back for the editor and leaves the thread usable, and a
 * thread ended while idle is started again for the next picture. What it costs the install in
 * memory is `npm run bench:together`'s to say.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MediaRefused } from "./image-variants.ts";
import { createVariantMaker } from "./variants-process.ts";

describe("the variants thread", () => {
  let folder: string;
  const maker = createVariantMaker();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "kosmos-media-test-"));
  });
  afterAll(async () => {
    maker.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("writes a photo's variants, refuses a damaged one with its reason, and goes on with the next", async () => {
    const photo = join(folder, "team.jpg");
    const pixels = { width: 2400, height: 1600, channels: 3 as const, background: "#345" };
    await writeFile(photo, await sharp({ create: pixels }).jpeg().toBuffer());
    const out = join(folder, "out");
    await mkdir(out);
    const made = await maker.make(photo, out);
    expect([made.width, made.height]).toEqual([2400, 1600]);
    expect(made.files).toHaveLength(12);
    expect((await readdir(out)).sort()).toEqual(made.files.map((file) => file.name).sort());

    const damaged = join(folder, "damaged.jpg");
    await writeFile(damaged, (await sharp({ create: pixels }).jpeg().toBuffer()).subarray(0, 300));
    await expect(maker.make(damaged, out)).rejects.toBeInstanceOf(MediaRefused);
    expect((await maker.make(photo, out)).files).toHaveLength(12);

    // Ended while idle (the pages' turn), it starts again for the next picture.
    maker.close();
    expect((await maker.make(photo, out)).files).toHaveLength(12);
  }, 60_000);
});
