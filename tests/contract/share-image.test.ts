/**
 * A picture's share image (og:image, the card's address) is chosen twice: by the pages
 * (src/lib/meta.ts shareImageOf) and by the database, which writes it into resources.image_url
 * (private.card_picture_address). The same files give the same file: the largest JPEG or PNG
 * up to 1,280 pixels wide, else the smallest, else none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../server/db";
import type { Database } from "../../server/db/types";
import { shareImageOf } from "../../src/lib/meta";
import type { Picture, PictureFile, PictureFormat } from "../../shared/picture";
import { databases, type TestDatabase } from "../support/server/databases";

const file = (format: PictureFormat, width: number): PictureFile => ({
  format,
  width,
  height: Math.round(width / 2),
  name: `AAAAAAAAAAAAAAAA-${width}.${format === "jpeg" ? "jpg" : format}`,
  size: width * 10,
});
const picture = (files: PictureFile[]): Picture => ({
  media: "5f0c8a9e-2d1b-4c3a-9e8f-7a6b5c4d3e2f",
  alt: "A chart",
  decorative: false,
  width: 2400,
  height: 1200,
  focalX: 0.5,
  focalY: 0.5,
  files,
});

const CASES: [string, PictureFile[]][] = [
  ["no files", []],
  ["AVIF and WebP only", [file("avif", 768), file("webp", 768)]],
  ["JPEGs on both sides of 1,280", [file("jpeg", 480), file("jpeg", 1600), file("jpeg", 1280), file("jpeg", 768)]],
  ["JPEGs all wider than 1,280", [file("jpeg", 2400), file("jpeg", 1600)]],
  ["PNGs, with AVIF wider", [file("avif", 1280), file("png", 320), file("png", 640)]],
  [
    "every format at every width",
    (["avif", "webp", "jpeg"] as const).flatMap((f) => [480, 1280, 1920].map((w) => file(f, w))),
  ],
];

describe("the share image of a picture", () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await databases.find((d) => d.name === "pglite")!.create();
    db = await openDatabase(database.config, { command: "test" });
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database?.destroy();
  });

  it.each(CASES)("is the same file in the pages and in the database: %s", async (_, files) => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ address: string | null }>("select private.card_picture_address($1::jsonb) as address", [
        JSON.stringify(picture(files)),
      ]),
    );
    const chosen = files.length > 0 ? shareImageOf(picture(files)) : null;
    const pages = chosen && chosen.url.includes("/media/") ? new URL(chosen.url).pathname : null;
    expect(rows[0]!.address).toBe(pages);
  });
});
