import { childWorker } from "../child-worker.ts";
import { MediaRefused, type Variant } from "./image-variants.ts";
import { siblingScript } from "../project-root.ts";

const CHILD = siblingScript(import.meta.url, "variants-child");
/**
 * Far beyond a 12-megapixel photo's three seconds, or a 40-megapixel one's ten on a loaded two-core
 * machine: longer is stuck. Ending a thread while libvips works in it can take the server down
 * with it, so this is a last resort, not a budget.
 */
const TIMEOUT_MS = 60_000;

export type VariantFile = Omit<Variant, "bytes"> & { size: number };
export type MadeVariants = { width: number; height: number; files: VariantFile[] };

/**
 * Makes a picture's variants in a thread of the server (variants-child.ts), one picture at a time;
 * the thread stays up two minutes after the last and is replaced after a failure. A refusal (too
 * many pixels, damaged) comes back as a MediaRefused for the editor. A thread, not a child
 * process (decision 072): a second Node process held a second copy of Node and of libvips, about
 * 80 MB, and the install passed its 512 MB while a photo was made. libvips' buffers are outside
 * the thread's heap; the server's allocator keeps them in two arenas and gives them back
 * (`npm start`'s GLIBC_TUNABLES). This module loads image-variants.ts, and with it sharp, in the
 * server's own thread first: with glibc a library first loaded by a thread is unloaded when that
 * thread ends, under any other thread still using it.
 */
export function createVariantMaker({ idleMs = 120_000 } = {}) {
  const worker = childWorker(CHILD, [], {
    name: "variants",
    doing: "making the variants",
    timeoutMs: TIMEOUT_MS,
    idleMs,
    heavyKind: "pictures",
    // Its JavaScript is small (the pixels are libvips' memory, outside the heap).
    thread: { resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 } },
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
