/**
 * Runs tasks one at a time, in arrival order. PGlite is a single connection: two requests
 * must never interleave statements inside one another's transaction.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    // The next task waits for this one whether it succeeds or fails.
    tail = run.catch(() => undefined);
    return run;
  };
}
