import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isStorageError } from "./errors.ts";
import { FileStore } from "./file-store.ts";
import { inspectorFor } from "./sniff.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

/** A lazily produced stream of `total` bytes that counts how much was pulled from it. */
function endless(total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new Readable({
    read() {
      if (counter.pulled >= total) return this.push(null);
      const size = Math.min(chunk, total - counter.pulled);
      counter.pulled += size;
      this.push(Buffer.alloc(size, 0x20));
    },
  });
  return { stream, counter };
}

describe("file store", () => {
  let root: string;
  let store: FileStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "storage-files-"));
    store = await FileStore.open(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("receives a file, hashing it and checking its bytes", async () => {
    const bytes = pdfBytes(1000);
    const received = await store.receive(Readable.from([bytes]), 1000, inspectorFor(PDF_TYPE));
    expect(received.size).toBe(1000);
    expect(received.contentMatches).toBe(true);
    expect(received.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(received.tempPath)).toEqual(bytes);
  });

  it("stops at the first byte over the limit, without reading the rest or leaving a file", async () => {
    const limit = 5 * 1024 * 1024;
    const { stream, counter } = endless(200 * 1024 * 1024);
    const error = await store.receive(stream, limit, null).catch((e: unknown) => e);
    expect(isStorageError(error) && error.body.code).toBe("EntityTooLarge");
    expect(counter.pulled).toBeLessThan(limit + 1024 * 1024);
    expect(await readdir(store.tempDir)).toEqual([]);
    stream.destroy();
  });

  it("accepts exactly the limit", async () => {
    const received = await store.receive(endless(4096).stream, 4096, null);
    expect(received.size).toBe(4096);
  });

  it("renames into place, and a rollback restores what was there", async () => {
    const first = await store.receive(Readable.from([Buffer.from("first")]), null, null);
    const placed = await store.place(first, "applications", "research-partnerships/a.txt", "v1");
    await placed.commit();
    const target = join(root, "applications/research-partnerships/a.txt");
    expect(await readFile(target, "utf8")).toBe("first");

    const second = await store.receive(Readable.from([Buffer.from("second")]), null, null);
    const replaced = await store.place(second, "applications", "research-partnerships/a.txt", "v2");
    expect(await readFile(target, "utf8")).toBe("second");
    await replaced.rollback();
    expect(await readFile(target, "utf8")).toBe("first");
    expect(await readdir(store.tempDir)).toEqual([]);
  });

  it("a rollback of a new object removes the file and the folders made for it", async () => {
    const received = await store.receive(Readable.from([Buffer.from("x")]), null, null);
    const placed = await store.place(received, "applications", "incubation-programme/deep/a.txt", "v1");
    await placed.rollback();
    await expect(stat(join(root, "applications/incubation-programme"))).rejects.toThrow();
  });

  it("at the next start, undoes placements whose row never committed and keeps those whose row did", async () => {
    const put = async (key: string, text: string, version: string) =>
      store.place(await store.receive(Readable.from([Buffer.from(text)]), null, null), "applications", key, version);
    const file = (key: string) => join(root, "applications", key);
    const original = await put("research-partnerships/replaced.txt", "original", "v-original");
    await original.commit();

    // Killed after the renames, before the transaction ended (no commit, no rollback).
    await put("research-partnerships/new.txt", "never committed", "v-lost");
    await put("research-partnerships/replaced.txt", "replacement never committed", "v-lost-too");
    await put("research-partnerships/committed.txt", "committed", "v-committed");
    expect((await readdir(store.tempDir)).filter((name) => name.endsWith(".placing"))).toHaveLength(3);

    const committed = new Set(["v-original", "v-committed"]);
    await FileStore.open(root, undefined, async (_bucket, _key, version) => committed.has(version));
    await expect(stat(file("research-partnerships/new.txt"))).rejects.toThrow();
    expect(await readFile(file("research-partnerships/replaced.txt"), "utf8")).toBe("original");
    expect(await readFile(file("research-partnerships/committed.txt"), "utf8")).toBe("committed");
    expect(await readdir(store.tempDir)).toEqual([]);
  });

  it("removes stale temporary files at start and keeps fresh ones", async () => {
    const stale = join(store.tempDir, "stale.part");
    const fresh = join(store.tempDir, "fresh.part");
    await writeFile(stale, "x");
    await writeFile(fresh, "y");
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, longAgo, longAgo);
    await FileStore.open(root);
    expect(await readdir(store.tempDir)).toEqual(["fresh.part"]);
  });

  it("removes at once the fresh temporary files of a process of this host that no longer runs", async () => {
    const host = hostname().replace(/[^A-Za-z0-9.-]/g, "_");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    const uuid = "0b7c6a52-3f0e-4a55-9d7e-2f1a3c4b5d6e";
    const names = {
      deadProcess: `${gone}@${host}.${uuid}.part`,
      liveProcess: `${process.ppid}@${host}.${uuid}.part`,
      otherHost: `${gone}@another-host.${uuid}.part`,
    };
    for (const name of Object.values(names)) await writeFile(join(store.tempDir, name), "partial");
    await FileStore.open(root);
    expect((await readdir(store.tempDir)).sort()).toEqual([names.liveProcess, names.otherHost].sort());
  });
});
