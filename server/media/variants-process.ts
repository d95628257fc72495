import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { MediaRefused, type Variant } from "./image-variants";

const CHILD = fileURLToPath(new URL("./variants-child.ts", import.meta.url));
/** Four times the 12-megapixel photo's time on a loaded two-core machine: longer is stuck. */
const TIMEOUT_MS = 20_000;

export type VariantFile = Omit<Variant, "bytes"> & { size: number };
export type MadeVariants = { width: number; height: number; files: VariantFile[]; peakRssBytes: number };

type Worker = { child: ChildProcess; lines: AsyncIterator<string>; stderr: string[] };

/**
 * Makes a picture's variants in a child process (variants-child.ts), so the server's memory never
 * holds a decoded photo: 12 megapixels add ~195 MB, which beside the server's own would pass its
 * 512 MB (docs/benchmarks.md, decision 041). One picture at a time; the process stays up between
 * pictures and is replaced after a failure. A refusal (too many pixels, damaged) comes back as a
 * MediaRefused for the editor.
 */
export function createVariantMaker() {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    worker?.child.stdin?.end();
    worker?.child.kill();
    worker = null;
  };

  function start(): Worker {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD], { stdio: ["pipe", "pipe", "pipe"] });
    const stderr: string[] = [];
    child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
    child.once("exit", () => {
      if (worker?.child === child) worker = null;
    });
    return { child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator](), stderr };
  }

  async function makeOnce(source: string, folder: string): Promise<MadeVariants> {
    const current = (worker ??= start());
    let timer: NodeJS.Timeout | undefined;
    try {
      current.child.stdin!.write(JSON.stringify({ source, folder }) + "\n");
      const answer = await Promise.race([
        current.lines.next(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`making the variants took over ${TIMEOUT_MS / 1000} s`)),
            TIMEOUT_MS,
          );
        }),
      ]);
      if (answer.done) {
        const lines = current.stderr.join("").trim().split("\n");
        throw new Error(
          `The variants process ended: ${lines.findLast((line) => /^\w*Error\b/.test(line)) ?? lines.at(-1)}`,
        );
      }
      const result = JSON.parse(answer.value) as MadeVariants | { refused: string };
      if ("refused" in result) throw new MediaRefused(result.refused);
      return result;
    } catch (error) {
      if (!(error instanceof MediaRefused)) stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The variants of the picture at `source`, written into `folder`. */
    make(source: string, folder: string): Promise<MadeVariants> {
      const job = queue.then(() => makeOnce(source, folder));
      queue = job.catch(() => undefined);
      return job;
    },
    close: stop,
  };
}
