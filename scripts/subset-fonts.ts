/**
 * Writes each typeface's subset beside src/fonts/faces.ts (`npm run fonts`): run it after changing
 * the characters or weights kept, or after updating a Fontsource package. src/fonts.test.ts fails
 * while a committed subset differs from what this writes.
 */
import { writeFile } from "node:fs/promises";
import { subsetFaces } from "../src/fonts/faces.ts";
import { cutSubset } from "../src/fonts/subset.ts";

for (const face of subsetFaces) {
  const bytes = await cutSubset(face);
  await writeFile(new URL(`../src/fonts/${face.file}`, import.meta.url), bytes);
  console.log(`${face.family}: src/fonts/${face.file}, ${bytes.length.toLocaleString("en-GB")} bytes`);
}
