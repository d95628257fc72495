/**
 * One run of bench/media.ts, in a process of its own so its peak memory is its own: reads the
 * photo, then either makes the media library's variants (server/media/image-variants.ts) or the
 * reference (decode it and write one full-size JPEG: the least any image service does). Prints
 * the milliseconds of the work alone and the resident memory before it started, as JSON.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { imageVariants } from "../server/media/image-variants";

const [mode, file] = process.argv.slice(2);
const bytes = readFileSync(file!);
const baselineMb = process.memoryUsage().rss / 1024 / 1024;
const started = performance.now();
if (mode === "variants") {
  const { variants } = await imageVariants(bytes);
  if (variants.length === 0) throw new Error("no variants");
} else {
  await sharp(bytes).rotate().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
process.stdout.write(JSON.stringify({ ms: performance.now() - started, baselineMb }));
