import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { childWorker } from "./child-worker.ts";

/** A worker script: answers each line with `answer(line)`, a function written in `body`. */
function script(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "kosmos-child-worker-")), "worker.mjs");
  writeFileSync(
    file,
    `import { createInterface } from "node:readline";
const answer = ${body};
for await (const line of createInterface({ input: process.stdin })) process.stdout.write(answer(line, process.argv.slice(2)) + "\\n");
`,
  );
  return file;
}

const ECHO = script(`(line, args) => JSON.stringify({ line, args })`);
// Holds on to everything it allocates: it can only end by running out of heap.
const HOG = script(`(line) => { const kept = []; for (;;) kept.push(new Array(1e5).fill(line)); }`);
const limits = { resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 } };
const options = { name: "render", doing: "rendering", timeoutMs: 20_000, idleMs: 1_000 };

describe("a worker of the server's (child process or thread)", () => {
  for (const [how, thread] of [
    ["as a process", undefined],
    ["as a thread", limits],
  ] as const) {
    it(`${how}: answers each line in order, with its arguments`, async () => {
      const worker = childWorker(ECHO, ["one", "two"], { ...options, thread });
      try {
        const answers = await Promise.all(["a", "b", "c"].map((line) => worker.ask(line)));
        expect(answers.map((answer) => JSON.parse(answer) as { line: string; args: string[] })).toMatchObject([
          { line: "a", args: ["one", "two"] },
          { line: "b", args: ["one", "two"] },
          { line: "c", args: ["one", "two"] },
        ]);
      } finally {
        worker.close();
      }
    });
  }

  it("as a process: runs with the environment it is given beside the server's (the allocator's settings)", async () => {
    const worker = childWorker(script(`() => JSON.stringify([process.env.MALLOC_ARENA_MAX, process.env.PATH])`), [], {
      ...options,
      env: { MALLOC_ARENA_MAX: "2" },
    });
    try {
      expect(JSON.parse(await worker.ask("env"))).toEqual(["2", process.env.PATH]);
    } finally {
      worker.close();
    }
  });

  it("as a thread: one that outgrows its heap ends with that said, and the next job gets a new one", async () => {
    const hog = childWorker(HOG, [], { ...options, thread: limits });
    await expect(hog.ask("x")).rejects.toThrow(/^The render process ended: Error: .*out of memory/i);
    hog.close();
    // The server is still here and a new worker answers.
    const echo = childWorker(ECHO, [], { ...options, thread: limits });
    try {
      expect(JSON.parse(await echo.ask("after"))).toMatchObject({ line: "after" });
    } finally {
      echo.close();
    }
  });
});
