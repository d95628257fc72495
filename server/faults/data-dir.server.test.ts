import { readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newDataDir, removeDataDir, runServer, tinySiteBuild } from "../../tests/support/server/faults.ts";

/** Starts server/main.ts (what `npm start` runs) and returns how it ended and what it printed. */
async function start(dataDir: string) {
  const run = runServer({ PORT: "0", DATA_DIR: dataDir, BUILD_DIR: join(tmpdir(), "no-site-needed") });
  const exit = await run.exited;
  return { exit, ...run.output() };
}

/** One clear line for the operator: no stack trace, no log noise. */
function expectCleanMessage(stderr: string, stdout: string) {
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stdout).toBe("");
  expect(stderr.trim().split("\n")).toHaveLength(1);
}

describe("a DATA_DIR the server cannot use stops the start with a clear message", () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const path of cleanup) await rm(path, { recursive: true, force: true });
  });

  it("DATA_DIR is a file", async () => {
    const root = await mkdtemp(join(tmpdir(), "kosmos-faults-"));
    cleanup.push(root);
    const dataDir = join(root, "data");
    await writeFile(dataDir, "a file where the data folder should be");
    const { exit, stderr, stdout } = await start(dataDir);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr).toContain(`DATA_DIR ${dataDir} cannot be used: it is a file, not a folder.`);
    expectCleanMessage(stderr, stdout);
  });

  it("DATA_DIR cannot be created (a folder on its path is a file)", async () => {
    const root = await mkdtemp(join(tmpdir(), "kosmos-faults-"));
    cleanup.push(root);
    await writeFile(join(root, "parent"), "x");
    const dataDir = join(root, "parent", "data");
    const { exit, stderr, stdout } = await start(dataDir);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr).toContain(`DATA_DIR ${dataDir} cannot be used: part of its path is a file, not a folder.`);
    expectCleanMessage(stderr, stdout);
  });

  it("the PGlite database in it is damaged", async () => {
    const dataDir = newDataDir();
    cleanup.push(dataDir, `${dataDir}-site`);
    tinySiteBuild(dataDir);
    // Garbage over the control file and every WAL segment, as a failing disk would leave them.
    writeFileSync(join(dataDir, "pglite/global/pg_control"), Buffer.alloc(8192, 0x5a));
    for (const segment of readdirSync(join(dataDir, "pglite/pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name))) {
      writeFileSync(join(dataDir, "pglite/pg_wal", segment), Buffer.alloc(65536, 0x5a));
    }
    const { exit, stderr, stdout } = await start(dataDir);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr).toContain(`The PGlite database in ${join(dataDir, "pglite")} could not be opened`);
    expect(stderr).toContain("its files look damaged");
    expectCleanMessage(stderr, stdout);
    removeDataDir(dataDir);
  }, 60_000);
});
