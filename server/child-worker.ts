import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export type ChildWorker = {
  /** Sends one line and answers the process's next line; one job at a time, in order. */
  ask(line: string): Promise<string>;
  /** Ends the process now (the next job starts another). */
  close(): void;
};

type Running = { child: ChildProcess; lines: AsyncIterator<string>; stderr: string[] };

/**
 * A child process of ours (`node [--import tsx] script …args`) that answers each line it is sent
 * with one line: the page renderer (server/publish/render-routes.ts) and the picture variants
 * (server/media/variants-child.ts), whose memory must not be the server's. Started at the first
 * job, kept up `idleMs` after the last (starting one costs about a second), and replaced after a
 * job that ran over `timeoutMs` or a process that ended: the error then says so, with the last
 * error line the process wrote (`<doing> took over N s`, `The <name> process ended: …`).
 */
export function childWorker(
  script: string,
  args: readonly string[],
  {
    name,
    doing,
    timeoutMs,
    idleMs,
    loader = "tsx",
  }: {
    /** The process's name in errors, and what it does ("render", "rendering"). */
    name: string;
    doing: string;
    timeoutMs: number;
    idleMs: number;
    /**
     * How Node reads the script: through tsx (any of our TypeScript), or by itself ("node": Node
     * strips the types; every import of the script's own files names its `.ts` file). tsx hooks
     * every module the process loads, the site's whole on-demand build included: the render
     * process held about 150 MB more through it.
     */
    loader?: "tsx" | "node";
  },
): ChildWorker {
  let running: Running | null = null;
  let idle: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const close = () => {
    if (idle) clearTimeout(idle);
    running?.child.stdin?.end();
    running?.child.kill();
    running = null;
  };

  function start(): Running {
    const child = spawn(process.execPath, [...(loader === "tsx" ? ["--import", "tsx"] : []), script, ...args], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stderr: string[] = [];
    child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
    child.once("exit", () => {
      if (running?.child === child) running = null;
    });
    return { child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator](), stderr };
  }

  async function askOnce(line: string): Promise<string> {
    if (idle) clearTimeout(idle);
    const current = (running ??= start());
    let timer: NodeJS.Timeout | undefined;
    try {
      current.child.stdin!.write(line + "\n");
      const answer = await Promise.race([
        current.lines.next(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${doing} took over ${timeoutMs / 1000} s`)), timeoutMs);
        }),
      ]);
      if (answer.done) {
        // The error's own line ("Error: …"), not the stack around it: the editor reads it.
        const lines = current.stderr.join("").trim().split("\n");
        const why = lines.findLast((text) => /^\w*Error\b/.test(text)) ?? lines.at(-1);
        throw new Error(`The ${name} process ended: ${why || "no message"}`);
      }
      return answer.value;
    } catch (error) {
      close();
      throw error;
    } finally {
      clearTimeout(timer);
      idle = setTimeout(close, idleMs);
      idle.unref();
    }
  }

  return {
    ask(line) {
      const next = queue.then(() => askOnce(line));
      queue = next.catch(() => undefined);
      return next;
    },
    close,
  };
}
