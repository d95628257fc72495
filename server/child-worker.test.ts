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

  for (const [how, thread] of [
    ["as a process", undefined],
    ["as a thread", limits],
  ] as const) {
    it(`${how}: one that ends without a word is said to have ended with its exit code, and the next job gets a new one`, async () => {
      const quits = childWorker(script(`(line) => line === "quit" ? process.exit(3) : line`), [], {
        ...options,
        thread,
      });
      try {
        await expect(quits.ask("quit")).rejects.toThrow(/^The render process ended: exit code 3$/);
        expect(await quits.ask("again")).toBe("again");
      } finally {
        quits.close();
      }
    });
  }

  it("memory-heavy kinds take turns: never two jobs at once, and an idle worker of another kind ends first", async () => {
    // Busy for 300 ms, then says when it worked and which process it is.
    const SLOW = script(
      `() => { const start = Date.now(); while (Date.now() - start < 300); return JSON.stringify({ start, end: Date.now(), pid: process.pid }); }`,
    );
    type Answer = { start: number; end: number; pid: number };
    const pages = childWorker(SLOW, [], { ...options, heavyKind: "pages" });
    const moreOfPages = childWorker(SLOW, [], { ...options, heavyKind: "pages" });
    const pictures = childWorker(SLOW, [], { ...options, heavyKind: "pictures" });
    try {
      const ask = async (worker: typeof pages) => JSON.parse(await worker.ask("job")) as Answer;
      const [a, b] = await Promise.all([ask(pages), ask(pictures)]);
      expect(a!.end <= b!.start || b!.end <= a!.start).toBe(true);
      // The pages worker sat idle while the picture's job ran: it had ended, and starts again.
      const [again, other] = [await ask(pages), await ask(moreOfPages)];
      expect(again.pid).not.toBe(a!.pid);
      // Of the same kind, workers leave each other up.
      expect((await ask(pages)).pid).toBe(again.pid);
      expect((await ask(moreOfPages)).pid).toBe(other.pid);
    } finally {
      for (const worker of [pages, moreOfPages, pictures]) worker.close();
    }
  });
});
