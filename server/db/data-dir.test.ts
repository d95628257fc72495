import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkDataDir, StartupError } from "./data-dir.ts";

describe("checkDataDir", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "kosmos-data-dir-"));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it("creates a missing folder and leaves nothing of its write check behind", async () => {
    const dataDir = join(root, "a", "b");
    await checkDataDir(dataDir);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("names the folder and says it is a file", async () => {
    const file = join(root, "data");
    await writeFile(file, "not a folder");
    const error = await checkDataDir(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `DATA_DIR ${file} cannot be used: it is a file, not a folder. ` +
        "Set DATA_DIR to a folder the server may create and write to.",
    );
  });

  it("says when a folder on the way is a file", async () => {
    await writeFile(join(root, "file"), "x");
    const dataDir = join(root, "file", "data");
    await expect(checkDataDir(dataDir)).rejects.toThrow(
      `DATA_DIR ${dataDir} cannot be used: part of its path is a file, not a folder.`,
    );
  });

  // As root, chmod does not stop writes and fs.access says yes: only a real write tells. sysfs
  // refuses new files even to root.
  it.runIf(existsSync("/sys/kernel"))(
    "tries a real write: a folder that refuses new files is not writable",
    async () => {
      await expect(checkDataDir("/sys/kernel")).rejects.toThrow(
        "DATA_DIR /sys/kernel cannot be used: it is not writable (permission denied).",
      );
    },
  );
});
