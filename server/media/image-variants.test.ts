/**
 * The media library's pictures: what a visitor may download of a staff upload is only
 * what the site re-encoded, so a camera's GPS position never leaves; files are judged by their
 * bytes, never their names; a picture too large to decode safely is refused before decoding.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkedFormat, imageVariants, MEDIA_LIMITS, MediaRefused } from "./image-variants.ts";

/** A camera's photo: its make and model, its GPS position and, when given, the orientation it was held in. */
const photo = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .withExif({
      IFD0: { Make: "KosmosCam", Model: "Z1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 31/1 9/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 5/1 0/1" },
    })
    .toBuffer();

/** A PNG whose header claims `width` × `height` pixels, with a few behind it: what a decompression bomb looks like to a reader of headers. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    // The start of the pixels: a real bomb compresses billions of them into a few kilobytes.
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("an uploaded picture", () => {
  it("comes out without the camera's metadata or its GPS position, in AVIF, WebP and JPEG at each width", async () => {
    const original = await photo(1600, 1200);
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("KosmosCam");
    const { width, height, variants } = await imageVariants(original);
    expect([width, height]).toEqual([1600, 1200]);
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      "avif 480x360",
      "webp 480x360",
      "jpeg 480x360",
      "avif 768x576",
      "webp 768x576",
      "jpeg 768x576",
      "avif 1280x960",
      "webp 1280x960",
      "jpeg 1280x960",
      "avif 1600x1200",
      "webp 1600x1200",
      "jpeg 1600x1200",
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif, variant.name).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from("KosmosCam")), variant.name).toBe(false);
      expect(variant.bytes.includes(Buffer.from("GPS")), variant.name).toBe(false);
      // Named by its bytes: the same picture always has the same address, a changed one a new address.
      expect(variant.name).toMatch(new RegExp(`^[A-Za-z0-9_-]{16}-${variant.width}\\.(avif|webp|jpg)$`));
    }
  });

  it("is turned as the camera held it, then keeps no orientation tag", async () => {
    const { width, height, variants } = await imageVariants(await photo(400, 300, 6));
    expect([width, height]).toEqual([300, 400]);
    expect(variants.map((v) => [v.width, v.height])).toContainEqual([300, 400]);
    expect((await sharp(variants[0]!.bytes).metadata()).orientation).toBeUndefined();
  });

  it("keeps its transparency: a PNG logo's fallback is a PNG", async () => {
    const logo = await sharp({
      create: { width: 280, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { variants } = await imageVariants(logo);
    expect(variants.map((v) => v.format)).toEqual(["avif", "webp", "png"]);
  });

  it("is refused before decoding when its header claims more pixels than the limit, with a message that says why", async () => {
    const bomb = pngHeader(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    expect(checkedFormat(bomb, "banner.png")).toBe("png");
    await expect(imageVariants(bomb)).rejects.toThrow(
      new MediaRefused("The image has more than 40 million pixels; resize it before uploading."),
    );
  });

  it("is refused when it is damaged", async () => {
    const damaged = new MediaRefused("The image could not be read: it may be damaged or only partly uploaded.");
    // Cut inside its header, and cut after a header that reads well, before its pixels.
    await expect(imageVariants((await photo(400, 300)).subarray(0, 200))).rejects.toThrow(damaged);
    await expect(imageVariants((await photo(2400, 1600)).subarray(0, 1200))).rejects.toThrow(damaged);
  });
});

describe("an upload's format", () => {
  it("is what its bytes say, and a name that says otherwise is refused", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
    expect(checkedFormat(png, "Logo.PNG")).toBe("png");
    expect(checkedFormat(pdf, "white-paper.pdf")).toBe("pdf");
    expect(() => checkedFormat(png, "white-paper.pdf")).toThrow(
      "The file's contents are a PNG image, but its name ends in .pdf: rename it or choose the right file.",
    );
    expect(() => checkedFormat(pdf, "photo.png")).toThrow(
      "The file's contents are a PDF document, but its name ends in .png: rename it or choose the right file.",
    );
    expect(checkedFormat(await sharp(png).avif().toBuffer(), "logo.avif")).toBe("avif");
    expect(checkedFormat(await sharp(png).webp().toBuffer(), "logo.webp")).toBe("webp");
  });

  it("refuses what is none of the accepted formats, and a file over the size limit", () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(() => checkedFormat(svg, "logo.svg")).toThrow(
      "The file is not a JPEG, PNG, WebP or AVIF image, nor a PDF document.",
    );
    const huge = Buffer.alloc(MEDIA_LIMITS.maxBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(() => checkedFormat(huge, "huge.jpg")).toThrow("The file is 25 MB; at most 25 MB can be uploaded.");
  });
});
