import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";

/**
 * What the media library makes of an uploaded picture: checked by its bytes, refused
 * before it is decoded when it has too many pixels, turned upright, and re-encoded as AVIF and
 * WebP at a set of widths with a JPEG (or PNG, when it has transparency) fallback. Nothing of the
 * original's metadata (camera, GPS position, comments) survives: sharp writes none unless asked.
 * Each variant is named by its bytes' hash, so it can be cached for ever.
 */
export const MEDIA_LIMITS = {
  /** An upload's size: a camera's largest JPEG is well inside. */
  maxBytes: 25 * 1024 * 1024,
  /** Pixels, read from the header before any decoding: a 12-megapixel photo passes, a "pixel bomb" does not. */
  maxPixels: 40_000_000,
  /** The widths a page's srcset offers, never wider than the original. */
  widths: [480, 768, 1280, 1920] as const,
} as const;

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";
export type DocumentFormat = "pdf";

/** A refusal the back office shows as it is, beside the file field. */
export class MediaRefused extends Error {
  override name = "MediaRefused";
}

const NAMES: Record<ImageFormat | DocumentFormat, { label: string; extensions: readonly string[] }> = {
  jpeg: { label: "a JPEG image", extensions: ["jpg", "jpeg"] },
  png: { label: "a PNG image", extensions: ["png"] },
  webp: { label: "a WebP image", extensions: ["webp"] },
  avif: { label: "an AVIF image", extensions: ["avif"] },
  pdf: { label: "a PDF document", extensions: ["pdf"] },
};

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** What the bytes are, from their signature (never the name), or null for anything else. */
export function formatOf(bytes: Buffer): ImageFormat | DocumentFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // An ISO media file: AVIF when its major or a compatible brand says so (a HEIC photo does not).
    const boxSize = bytes.readUInt32BE(0);
    const brands = ascii(bytes, 8, Math.min(boxSize, bytes.length, 64));
    if (/avi[fs]/.test(brands)) return "avif";
  }
  return null;
}

/**
 * The upload's format when its bytes and its name agree, else a refusal that says which is which:
 * a PNG renamed .pdf is refused, as a PDF renamed .png is.
 */
export function checkedFormat(bytes: Buffer, fileName: string): ImageFormat | DocumentFormat {
  if (bytes.length > MEDIA_LIMITS.maxBytes) {
    throw new MediaRefused(
      `The file is ${megabytes(bytes.length)} MB; at most ${megabytes(MEDIA_LIMITS.maxBytes)} MB can be uploaded.`,
    );
  }
  const format = formatOf(bytes);
  if (!format) throw new MediaRefused("The file is not a JPEG, PNG, WebP or AVIF image, nor a PDF document.");
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (!NAMES[format].extensions.includes(extension)) {
    throw new MediaRefused(
      `The file's contents are ${NAMES[format].label}, but its name ends in .${extension || "(nothing)"}: rename it or choose the right file.`,
    );
  }
  return format;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export type Variant = {
  format: "avif" | "webp" | "jpeg" | "png";
  width: number;
  height: number;
  name: string;
  bytes: Buffer;
};
export type ImageVariants = { width: number; height: number; variants: Variant[] };

/**
 * The variants of an uploaded picture (its bytes already checked by `checkedFormat`). The pixel
 * limit is enforced by sharp on the header, before decoding; the orientation a camera recorded is
 * applied, then dropped with the rest of the metadata.
 */
export async function imageVariants(bytes: Buffer): Promise<ImageVariants> {
  const open = () => sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  const fallback = meta.hasAlpha ? "png" : "jpeg";
  const widths = [...new Set(MEDIA_LIMITS.widths.map((w) => Math.min(w, width)))];
  // One decode, turned upright and brought down to the largest width, as raw pixels (a 1920-wide
  // photo is 8 MB); every variant is made from it, so the 12-megapixel original is decoded once.
  const largest = Math.max(...widths);
  const { data: pixels, info: raw } = await open()
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      // A header that reads well over pixels that do not (a file cut short): the upload's fault.
      throw refusalOf(error);
    });
  const fromPixels = () => sharp(pixels, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const variants: Variant[] = [];
  for (const target of widths) {
    const encodings = [
      (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
      (image: Sharp) => image.webp({ quality: 78 }),
      (image: Sharp) =>
        fallback === "png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 80, mozjpeg: true }),
    ];
    // One encoding at a time: three at once were about 20 % faster but held three encoders' buffers
    // together, 80 MB more at the peak for a 12-megapixel photo (decision 057).
    for (const encode of encodings) {
      const { data, info } = await encode(fromPixels().resize({ width: target })).toBuffer({ resolveWithObject: true });
      const format = info.format === "heif" ? "avif" : (info.format as Variant["format"]);
      const hash = createHash("sha256").update(data).digest("base64url").slice(0, 16);
      variants.push({
        format,
        width: info.width,
        height: info.height,
        name: `${hash}-${info.width}.${format === "jpeg" ? "jpg" : format}`,
        bytes: data,
      });
    }
  }
  return { width, height, variants };
}

function refusalOf(error: unknown): MediaRefused {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new MediaRefused(
      `The image has more than ${MEDIA_LIMITS.maxPixels / 1_000_000} million pixels; resize it before uploading.`,
    );
  }
  return new MediaRefused("The image could not be read: it may be damaged or only partly uploaded.");
}
