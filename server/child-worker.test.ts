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
import { threadId } from "node:worker_threads";
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
const options = { name: "render", doing: "rendering", timeoutMs: 20_000, idleMs: 1_000, thread: limits };

describe("a worker of the server's (a thread)", () => {
  it("answers each line in order, with its arguments", async () => {
    const worker = childWorker(ECHO, ["one", "two"], options);
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

  it("one that outgrows its heap ends with that said, and the next job gets a new one", async () => {
    const hog = childWorker(HOG, [], options);
    await expect(hog.ask("x")).rejects.toThrow(/^The render process ended: Error: .*out of memory/i);
    hog.close();
    // The server is still here and a new worker answers.
    const echo = childWorker(ECHO, [], options);
    try {
      expect(JSON.parse(await echo.ask("after"))).toMatchObject({ line: "after" });
    } finally {
      echo.close();
    }
  });

  it("one that ends without a word is said to have ended with its exit code, and the next job gets a new one", async () => {
    const quits = childWorker(script(`(line) => line === "quit" ? process.exit(3) : line`), [], options);
    try {
      await expect(quits.ask("quit")).rejects.toThrow(/^The render process ended: exit code 3$/);
      expect(await quits.ask("again")).toBe("again");
    } finally {
      quits.close();
    }
  });

  it("memory-heavy kinds take turns: never two jobs at once, and an idle worker of another kind ends first", async () => {
    // Busy for 300 ms, then says when it worked and which thread it is.
    const SLOW = script(
      `() => { const start = Date.now(); while (Date.now() - start < 300); return JSON.stringify({ start, end: Date.now(), thread: threadId }); }`,
    );
    type Answer = { start: number; end: number; thread: number };
    const pages = childWorker(SLOW, [], { ...options, heavyKind: "pages" });
    const moreOfPages = childWorker(SLOW, [], { ...options, heavyKind: "pages" });
    const pictures = childWorker(SLOW, [], { ...options, heavyKind: "pictures" });
    try {
      const ask = async (worker: typeof pages) => JSON.parse(await worker.ask("job")) as Answer;
      const [a, b] = await Promise.all([ask(pages), ask(pictures)]);
      expect(a!.end <= b!.start || b!.end <= a!.start).toBe(true);
      // The pages worker sat idle while the picture's job ran: it had ended, and starts again.
      const [again, other] = [await ask(pages), await ask(moreOfPages)];
      expect(again.thread).not.toBe(a!.thread);
      // Of the same kind, workers leave each other up.
      expect((await ask(pages)).thread).toBe(again.thread);
      expect((await ask(moreOfPages)).thread).toBe(other.thread);
    } finally {
      for (const worker of [pages, moreOfPages, pictures]) worker.close();
    }
  });
});
