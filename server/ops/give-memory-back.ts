import { createRequire } from "node:module";

/**
 * glibc's malloc keeps the memory a program frees between blocks still in use: after the server
 * has worked (a publish of every page, a photo's variants, PGlite's WebAssembly compiled by V8's
 * background threads) tens of megabytes sit free inside its arenas, counted in its resident size,
 * and only `malloc_trim(0)` hands them back (the thresholds `npm start` sets return only the top of
 * each arena). Node has no binding for it; its `node:ffi` (experimental in Node 26, the version
 * package.json pins) calls it from the C library directly. Where there is no glibc (macOS, musl)
 * or no `node:ffi`, this does nothing: the server works as before and rests higher.
 */
type Ffi = {
  dlopen(
    path: string,
    definitions: Record<string, { arguments: string[]; return: string }>,
  ): { functions: Record<string, (...args: unknown[]) => unknown> };
};

/** `malloc_trim(0)`, when this process runs on glibc and Node offers `node:ffi`; otherwise null. */
export function mallocTrim(): (() => void) | null {
  if (process.platform !== "linux") return null;
  const report = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  if (!report.header.glibcVersionRuntime) return null;
  try {
    const ffi = createRequire(import.meta.url)("node:ffi") as Ffi;
    const { functions } = ffi.dlopen("libc.so.6", { malloc_trim: { arguments: ["uint64"], return: "int32" } });
    const trim = functions.malloc_trim!;
    return () => void trim(0n);
  } catch {
    return null;
  }
}

/**
 * Gives freed memory back every `everyMs` (a call takes 0.2 to 5 ms on the event loop, measured
 * on a server at rest and under load); the timer does not keep the process alive. Returns what
 * stops it, and whether it runs at all.
 */
export function giveMemoryBackEvery(everyMs: number): { running: boolean; stop: () => void } {
  const trim = mallocTrim();
  if (!trim) return { running: false, stop: () => undefined };
  const timer = setInterval(trim, everyMs);
  timer.unref();
  return { running: true, stop: () => clearInterval(timer) };
}
