import { createInterface } from "node:readline";
import { setTimeout as wait } from "node:timers/promises";
import type { Readable, Writable } from "node:stream";
import { Worker, type ResourceLimits } from "node:worker_threads";

export type ChildWorker = {
  /** Sends one line and answers the worker's next line; one job at a time, in order. */
  ask(line: string): Promise<string>;
  /** Ends the worker now (the next job starts another). */
  close(): void;
  /** Ends the worker unless a job is waiting or running: its memory goes back now, not after `idleMs`. */
  closeIfIdle(): void;
};

/** A started worker: where its jobs go, its answers line by line, what it wrote to stderr. */
type Running = {
  input: Writable;
  lines: AsyncIterator<string>;
  stderr: string[];
  stop(): void;
  /** Settles when the worker has ended (with its exit code), its last words (a thread's error) written to `stderr`. */
  ended: Promise<number | null>;
};
type Started = {
  input: Writable;
  output: Readable;
  errors: Readable;
  stop(): void;
  onExit(then: (code: number | null) => void): void;
};

/**
 * A script of ours that answers each line it is sent with one line: the page renderer
 * (server/publish/render-routes.ts), the accessibility check and the picture variants
 * (server/media/variants-child.ts). Node runs the script as it is (it strips the types; every
 * import of ours names its `.ts` file), as a thread of the server with its own V8 heap capped by
 * `thread`: a second Node process would hold a second copy of Node itself (about 90 MB with the
 * renderer's modules, 80 MB with libvips), and the install has 512 MB. Started at the first job,
 * kept up `idleMs` after the last (starting one costs about a second), and replaced after a job
 * that ran over `timeoutMs` or a worker that ended (a thread over its heap ends so): the error then
 * says so, with the last error line the worker wrote (`<doing> took over N s`, `The <name> process
 * ended: …`).
 */
/**
 * The workers that hold much memory while they work take turns across the whole server: one job
 * at a time among them, and a job of one kind first ends the idle workers of the other kinds (a
 * warm worker keeps its memory until it ends). Pages (the render and the accessibility check,
 * ~100-140 MB) and pictures (a photo's variants, ~120 MB of libvips' buffers) are the kinds:
 * beside the server's own ~300 MB, one of them fits in the 512 MB an install is given, both at
 * once may not.
 */
const heavy = { turn: Promise.resolve() as Promise<unknown>, workers: new Map<() => void, string>() };

export function childWorker(
  script: string,
  args: readonly string[],
  {
    name,
    doing,
    timeoutMs,
    idleMs,
    thread,
    heavyKind,
  }: {
    /** The worker's name in errors, and what it does ("render", "rendering"). */
    name: string;
    doing: string;
    timeoutMs: number;
    idleMs: number;
    /** The thread's heap is held within these limits: a runaway job ends its thread, never the server. */
    thread: { resourceLimits: ResourceLimits };
    /** The kind of memory-heavy work it does ("pages", "pictures"): its jobs take turns with the other kinds' (above). */
    heavyKind?: string;
  },
): ChildWorker {
  let running: Running | null = null;
  let idle: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const close = () => {
    if (idle) clearTimeout(idle);
    running?.input.end();
    running?.stop();
    running = null;
  };

  function startThread(resourceLimits: ResourceLimits): Started {
    // None of the server's own flags (a loader hook it was started with would hook every module of the render).
    const worker = new Worker(script, {
      argv: [...args],
      execArgv: [],
      stdin: true,
      stdout: true,
      stderr: true,
      resourceLimits,
    });
    // A thread that ran out of its heap ends with this error: its message is the reason given.
    worker.on("error", (error: Error) => worker.stderr.emit("data", Buffer.from(`Error: ${error.message}\n`)));
    return {
      input: worker.stdin!,
      output: worker.stdout,
      errors: worker.stderr,
      stop: () => void worker.terminate(),
      onExit: (then) => worker.once("exit", then),
    };
  }

  function start(): Running {
    const started = startThread(thread.resourceLimits);
    const stderr: string[] = [];
    started.errors.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
    const current: Running = {
      input: started.input,
      lines: createInterface({ input: started.output })[Symbol.asyncIterator](),
      stderr,
      stop: started.stop,
      ended: new Promise((resolve) =>
        started.onExit((code) => {
          if (running === current) running = null;
          resolve(code);
        }),
      ),
    };
    return current;
  }

  async function askOnce(line: string): Promise<string> {
    if (idle) clearTimeout(idle);
    const current = (running ??= start());
    let timer: NodeJS.Timeout | undefined;
    try {
      current.input.write(line + "\n");
      const answer = await Promise.race([
        current.lines.next(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${doing} took over ${timeoutMs / 1000} s`)), timeoutMs);
        }),
      ]);
      if (answer.done) {
        // Its output can close before its exit is known, and a thread's reason comes with the exit.
        const code = await Promise.race([current.ended, wait(2_000, undefined, { ref: false })]);
        // The error's own line ("Error: …"), not the stack around it: the editor reads it.
        const lines = current.stderr.join("").trim().split("\n");
        const why = lines.findLast((text) => /^\w*Error\b/.test(text)) ?? lines.at(-1);
        throw new Error(`The ${name} process ended: ${why || (code == null ? "no message" : `exit code ${code}`)}`);
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

  let pending = 0;
  const closeIfIdle = () => {
    if (pending === 0) close();
  };
  /** A heavy job waits for the server's turn, and the other kinds' idle workers end first. */
  const heavyJob = (line: string) => () => {
    for (const [other, kind] of heavy.workers) if (kind !== heavyKind) other();
    return askOnce(line);
  };
  if (heavyKind) heavy.workers.set(closeIfIdle, heavyKind);
  return {
    ask(line) {
      pending += 1;
      const next = (heavyKind ? heavy.turn.then(heavyJob(line)) : queue.then(() => askOnce(line))).finally(
        () => (pending -= 1),
      );
      if (heavyKind) heavy.turn = next.catch(() => undefined);
      else queue = next.catch(() => undefined);
      return next;
    },
    close,
    closeIfIdle,
  };
}
