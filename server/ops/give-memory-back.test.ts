import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const MODULE = new URL("./give-memory-back.ts", import.meta.url).href;

/**
 * A Node process that leaves glibc's heap full of holes (100,000 buffers of 2 KB, one in sixteen
 * kept), then either waits or lets the module give memory back; it prints its resident size
 * before and after, in MB.
 */
function residentAfterHoles(how: "wait" | "trim once" | "every 200 ms") {
  const script = `
    import { readFileSync } from "node:fs";
    import { giveMemoryBackEvery, mallocTrim } from ${JSON.stringify(MODULE)};
    const rss = () => Math.round(Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024);
    let all = Array.from({ length: 100_000 }, () => Buffer.allocUnsafeSlow(2000).fill(1));
    const kept = all.filter((_, i) => i % 16 === 0);
    all = null;
    globalThis.gc();
    const before = rss();
    const how = ${JSON.stringify(how)};
    if (how === "trim once") mallocTrim()();
    if (how === "every 200 ms") giveMemoryBackEvery(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    console.log(JSON.stringify({ before, after: rss(), kept: kept.length }));
  `;
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--disable-warning=ExperimentalWarning", "--input-type=module", "-e", script],
    { encoding: "utf8", timeout: 30_000 },
  );
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { before: number; after: number; kept: number };
}

describe.runIf(process.platform === "linux")("giving freed memory back to the system (glibc)", () => {
  it("a heap full of freed holes stays resident until malloc_trim gives it back", () => {
    const waited = residentAfterHoles("wait");
    expect(waited.before).toBeGreaterThan(200);
    expect(waited.after).toBeGreaterThan(waited.before - 20);

    const trimmed = residentAfterHoles("trim once");
    expect(trimmed.kept).toBe(6250);
    expect(trimmed.after).toBeLessThan(trimmed.before - 100);
  });

  it("gives it back on its own every interval, and does not keep the process alive", () => {
    const { before, after } = residentAfterHoles("every 200 ms");
    expect(after).toBeLessThan(before - 100);
  });
});
