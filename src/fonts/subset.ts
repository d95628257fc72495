import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { subsetText, subsetWeights, type SubsetFace } from "./faces.ts";

const require = createRequire(import.meta.url);

/** The subset of one face, as `npm run fonts` writes it (HarfBuzz's output is the same every time). */
export async function cutSubset(face: SubsetFace): Promise<Buffer> {
  const source = await readFile(require.resolve(face.source));
  return subsetFont(source, subsetText(), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: subsetWeights.min, max: subsetWeights.max } },
  });
}
