/**
 * The worker of variants-process.ts, a thread of the server: for each job line on stdin (the
 * original's path and a folder), writes the picture's variants into the folder and answers one
 * line: the variants' names and sizes, or the refusal the editor reads.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { imageVariants, MediaRefused } from "./image-variants.ts";

for await (const line of createInterface({ input: process.stdin })) {
  const { source, folder } = JSON.parse(line) as { source: string; folder: string };
  try {
    const { width, height, variants } = await imageVariants(await readFile(source));
    await Promise.all(variants.map((variant) => writeFile(join(folder, variant.name), variant.bytes)));
    const files = variants.map(({ bytes, ...file }) => ({ ...file, size: bytes.length }));
    process.stdout.write(JSON.stringify({ width, height, files }) + "\n");
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    process.stdout.write(JSON.stringify({ refused: error.message }) + "\n");
  }
}
