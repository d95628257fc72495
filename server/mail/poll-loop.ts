/**
 * The loop both mail senders run (the outbox's worker, the newsletter's sender): drain what is
 * due, then wait `pollMs` and look again; `wake()` looks at once (or right after the drain in
 * progress); `stop()` stops looking and gives a send in progress `stopGraceMs` before aborting it.
 */
export type PollLoop = {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
  /** Whether the loop has been stopped: a drain checks it between items. */
  readonly stopped: boolean;
  /** Aborted once a stop's grace has run out: passed to each send. */
  readonly signal: AbortSignal;
};

export type PollLoopOptions = {
  /** Handles every due item; returns when none is due or the loop stopped. */
  drain: (loop: PollLoop) => Promise<void>;
  /** A drain that threw (the database unreachable): logged, and tried again at the next poll. */
  onError: (caught: unknown) => void;
  pollMs: number;
  stopGraceMs: number;
};

export function createPollLoop({ drain, onError, pollMs, stopGraceMs }: PollLoopOptions): PollLoop {
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let stopping = new AbortController();

  async function drainUntilQuiet() {
    do {
      wokenWhileRunning = false;
      await drain(loop);
    } while (wokenWhileRunning && !stopped);
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run() {
    timer = null;
    running = drainUntilQuiet()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  const loop: PollLoop = {
    get stopped() {
      return stopped;
    },
    get signal() {
      return stopping.signal;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!running) return;
      const grace = setTimeout(() => stopping.abort(), stopGraceMs);
      try {
        await running;
      } finally {
        clearTimeout(grace);
      }
    },
  };
  return loop;
}
