/**
 * The publisher's loop: `run` once at start, again whenever `wake()` is called (a notification
 * that content changed), and, as a safety sweep, every `sweepMs` when nothing woke it (a
 * notification lost while the database connection was down; a failed publish to try again).
 * One run at a time: a wake during a run runs it once more afterwards. `stop()` waits for the
 * run in progress.
 */
export type PublishLoop = { start(): void; wake(): void; stop(): Promise<void> };

export function createPublishLoop({
  run,
  onError,
  sweepMs,
}: {
  run: () => Promise<void>;
  onError: (caught: unknown) => void;
  sweepMs: number;
}): PublishLoop {
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(go, ms);
    timer.unref();
  }

  function go() {
    timer = null;
    running = (async () => {
      do {
        again = false;
        await run().catch(onError);
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule(sweepMs);
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
