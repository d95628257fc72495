/**
 * Writes the illustrations drawn from data that are files, not inline (`npm run illustrations`):
 * run it after changing their model. src/components/illustrations/drawn-files.test.ts fails while
 * a committed file differs from what this writes.
 */
import { writeFile } from "node:fs/promises";
import { DRAWN_FILES } from "../src/components/illustrations/drawn-files.ts";

for (const [name, draw] of Object.entries(DRAWN_FILES)) {
  const svg = draw();
  await writeFile(new URL(`../src/assets/illustrations/${name}.svg`, import.meta.url), svg);
  console.log(`src/assets/illustrations/${name}.svg, ${svg.length.toLocaleString("en-GB")} bytes`);
}
