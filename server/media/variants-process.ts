import { fileURLToPath } from "node:url";
import { childWorker } from "../child-worker.ts";
import { MediaRefused, type Variant } from "./image-variants.ts";

const CHILD = fileURLToPath(new URL("./variants-child.ts", import.meta.url));
/** Four times the 12-megapixel photo's time on a loaded two-core machine: longer is stuck. */
const TIMEOUT_MS = 20_000;

/**
 * The variants process's allocator: glibc gives each thread that allocates an arena of its own,
 * and libvips' threads left about 40 MB in them per picture; two arenas keep a 12-megapixel
 * photo's peak near 200 MB instead of 250 (`npm run bench:media`, decision 057).
 */
export const VARIANTS_PROCESS_ENV = { MALLOC_ARENA_MAX: "2" } as const;

export type VariantFile = Omit<Variant, "bytes"> & { size: number };
export type MadeVariants = { width: number; height: number; files: VariantFile[]; peakRssBytes: number };

/**
 * Makes a picture's variants in a child process (variants-child.ts), so the server's memory never
 * holds a decoded photo: 12 megapixels add ~195 MB, which beside the server's own would pass its
 * 512 MB (docs/benchmarks.md, decision 041). One picture at a time; the process stays up two
 * minutes after the last and is replaced after a failure. A refusal (too many pixels, damaged)
 * comes back as a MediaRefused for the editor.
 */
export function createVariantMaker({ idleMs = 120_000 } = {}) {
  const worker = childWorker(CHILD, [], {
    name: "variants",
    doing: "making the variants",
    timeoutMs: TIMEOUT_MS,
    idleMs,
    heavyKind: "pictures",
    env: VARIANTS_PROCESS_ENV,
  });
  return {
    /** The variants of the picture at `source`, written into `folder`. */
    async make(source: string, folder: string): Promise<MadeVariants> {
      const result = JSON.parse(await worker.ask(JSON.stringify({ source, folder }))) as
        MadeVariants | { refused: string };
      if ("refused" in result) throw new MediaRefused(result.refused);
      return result;
    },
    close: worker.close,
  };
}
