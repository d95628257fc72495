import { createHash, randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile, type FileHandle } from "node:fs/promises";
import { hostname } from "node:os";
import { basename, dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { storageErrors } from "./errors.ts";
import { objectFilePath } from "./keys.ts";
import type { ContentInspector, ReadAt } from "./sniff.ts";

/** Temporary files live here, on the same file system as the objects, so a rename is atomic. */
const TEMP_FOLDER = ".tmp";
/** Longer than any request may take (requestTimeout is 60 s), so a clean never takes a live upload's file. */
export const STALE_TEMP_AGE_MS = 60 * 60 * 1000;

/**
 * Temporary files are named `<pid>@<host>.<uuid>.part` after the process writing them, so that
 * at start a server can tell the files of a process that is gone (killed mid-upload) from those
 * of another server sharing the folder, and remove the first at once, whatever their age.
 */
const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, "_") || "localhost";
const TEMP_NAME = /^(\d+)@(.+)\.[0-9a-f-]{36}\.(part|placing)$/;
/** A placement's journal: written before the renames, removed once its transaction has ended. */
const JOURNAL = ".placing";

/** What a placement journal records, so a crash between the renames and the commit can be undone. */
type Journal = { bucketId: string; key: string; version: string; temp: string; backup: string | null };

/** Whether the row a placement was for committed (the object's row has that version). */
export type IsCommitted = (bucketId: string, key: string, version: string) => Promise<boolean>;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, another user's
  }
}

/** Whether a temporary file was left by a process of this host that no longer runs (or by an earlier us). */
function isOrphan(name: string): boolean {
  const match = TEMP_NAME.exec(name);
  if (!match || match[2] !== HOST) return false;
  const pid = Number(match[1]);
  // Our own pid: a previous run with the same pid (a container restarted); we have written nothing yet.
  return pid === process.pid || !isRunning(pid);
}

/** Bytes received into a temporary file, not yet an object. */
export type Received = {
  tempPath: string;
  size: number;
  /** MD5 of the bytes, as Supabase's eTag. */
  md5: string;
  /** Whether the bytes match the declared type (true when no check applies). */
  contentMatches: boolean;
};

/** A received file renamed into place while its row's transaction is still open. */
export type Placement = {
  /** The transaction committed: forget the previous bytes. */
  commit(): Promise<void>;
  /** The transaction failed: take the new bytes away and put back what was there. */
  rollback(): Promise<void>;
};

/**
 * Object bytes under `<root>/<bucket>/<key>` (root = DATA_DIR/storage). Files are received
 * into `<root>/.tmp/` and only renamed into place once their row is inserted, so a failed
 * request leaves no file behind.
 */
export class FileStore {
  readonly root: string;
  readonly tempDir: string;

  private constructor(root: string) {
    this.root = root;
    this.tempDir = join(root, TEMP_FOLDER);
  }

  /**
   * Creates the folders and cleans up after a crash: first undoes the placements whose row never
   * committed (their journals; `isCommitted` asks the database), then removes temporary files:
   * those of processes of this host that no longer run, and any older than staleAfterMs (another
   * host's, sharing the folder). Must run before this process receives anything.
   */
  static async open(root: string, staleAfterMs = STALE_TEMP_AGE_MS, isCommitted?: IsCommitted): Promise<FileStore> {
    const store = new FileStore(root);
    await mkdir(store.tempDir, { recursive: true });
    if (isCommitted) await store.recoverPlacements(staleAfterMs, isCommitted);
    await store.removeStaleTempFiles(staleAfterMs);
    return store;
  }

  /**
   * A process killed between renaming a file into place and committing its row leaves a journal.
   * Row committed: the file stays and the replaced bytes go. Not committed: the file goes and the
   * replaced bytes (an upsert's) come back, so files and rows agree again.
   */
  async recoverPlacements(staleAfterMs: number, isCommitted: IsCommitted): Promise<number> {
    const cutoff = Date.now() - staleAfterMs;
    let recovered = 0;
    for (const name of await readdir(this.tempDir)) {
      if (!name.endsWith(JOURNAL)) continue;
      const path = join(this.tempDir, name);
      if (!isOrphan(name) && (await stat(path)).mtimeMs > cutoff) continue; // a live placement
      const journal = await readFile(path, "utf8")
        .then((text) => JSON.parse(text) as Journal)
        .catch(() => null); // torn while being written: nothing was renamed yet
      if (journal) await this.undoUnlessCommitted(journal, isCommitted);
      await rm(path, { force: true });
      recovered++;
    }
    return recovered;
  }

  private async undoUnlessCommitted(journal: Journal, isCommitted: IsCommitted) {
    const target = this.objectPath(journal.bucketId, journal.key);
    const backup = journal.backup ? join(this.tempDir, basename(journal.backup)) : null;
    if (await isCommitted(journal.bucketId, journal.key, journal.version)) {
      if (backup) await rm(backup, { force: true });
      return;
    }
    // The received file is no longer in .tmp: it was renamed into place, so the target is ours.
    const placed = !(await exists(join(this.tempDir, basename(journal.temp))));
    if (placed) await rm(target, { force: true });
    if (backup && (await exists(backup)) && !(await exists(target))) await rename(backup, target);
  }

  async removeStaleTempFiles(staleAfterMs: number): Promise<number> {
    const cutoff = Date.now() - staleAfterMs;
    let removed = 0;
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      // A journal is removed by recoverPlacements (or its placement's end), never unread.
      if (name.endsWith(JOURNAL)) continue;
      try {
        if (isOrphan(name) || (await stat(path)).mtimeMs <= cutoff) {
          await rm(path, { force: true, recursive: true });
          removed++;
        }
      } catch {
        // Gone already (another instance cleaned it): nothing to do.
      }
    }
    return removed;
  }

  objectPath(bucketId: string, key: string): string {
    return objectFilePath(this.root, bucketId, key);
  }

  private tempPath(suffix = ".part"): string {
    return join(this.tempDir, `${process.pid}@${HOST}.${randomUUID()}${suffix}`);
  }

  /**
   * Streams `source` into a new temporary file, at most `limit` bytes (null: no limit). The
   * moment more arrives it stops writing, removes the file and rejects with EntityTooLarge; the
   * caller then discards the rest of the request without storing it.
   */
  async receive(source: Readable, limit: number | null, inspector: ContentInspector | null): Promise<Received> {
    const tempPath = this.tempPath();
    const file = await open(tempPath, "wx", 0o600);
    const md5 = createHash("md5");
    try {
      const size = await copyCapped(source, limit, async (chunk) => {
        md5.update(chunk);
        inspector?.push(chunk);
        await file.write(chunk);
      });
      const readAt = readAtFrom(file);
      const contentMatches = inspector ? await inspector.matches(size, readAt) : true;
      await file.close();
      return { tempPath, size, md5: md5.digest("hex"), contentMatches };
    } catch (error) {
      await file.close().catch(() => undefined);
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  async discard(received: Received): Promise<void> {
    await rm(received.tempPath, { force: true });
  }

  /**
   * Renames the received file into place (keeping what was there aside until commit). Refuses a
   * key whose path clashes with a folder or file of another key ("a" against "a/b"), which a file
   * system cannot hold side by side. `version` is the object row's: a journal records it with the
   * renames, so that a crash before the row commits can be undone at the next start.
   */
  async place(received: Received, bucketId: string, key: string, version: string): Promise<Placement> {
    const target = this.objectPath(bucketId, key);
    const bucketDir = resolve(this.root, bucketId);
    let firstCreated: string | undefined;
    try {
      firstCreated = await mkdir(dirname(target), { recursive: true });
    } catch (error) {
      if (isCode(error, "ENOTDIR", "EEXIST")) throw storageErrors.keyAlreadyExists();
      throw error;
    }

    const existing = await stat(target).catch((error: unknown) => {
      if (isCode(error, "ENOENT")) return null;
      throw error;
    });
    if (existing?.isDirectory()) {
      await removeCreatedFolders(dirname(target), firstCreated, bucketDir);
      throw storageErrors.keyAlreadyExists();
    }
    const backup = existing ? this.tempPath() : null;
    const journal = this.tempPath(JOURNAL);
    const entry: Journal = {
      bucketId,
      key,
      version,
      temp: basename(received.tempPath),
      backup: backup && basename(backup),
    };
    await writeFile(journal, JSON.stringify(entry), { flag: "wx", mode: 0o600 });
    try {
      if (backup) await rename(target, backup);
      try {
        await rename(received.tempPath, target);
      } catch (error) {
        if (backup) await rename(backup, target);
        throw error;
      }
    } catch (error) {
      await removeCreatedFolders(dirname(target), firstCreated, bucketDir);
      await rm(journal, { force: true });
      throw error;
    }

    return {
      commit: async () => {
        if (backup) await rm(backup, { force: true });
        await rm(journal, { force: true });
      },
      rollback: async () => {
        await rm(target, { force: true });
        if (backup) await rename(backup, target);
        await removeCreatedFolders(dirname(target), firstCreated, bucketDir);
        await rm(journal, { force: true });
      },
    };
  }

  /** A stream of an object's bytes, or null when the file is missing. */
  async read(bucketId: string, key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const path = this.objectPath(bucketId, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (isCode(error, "ENOENT", "ENOTDIR")) return null;
      throw error;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? "");
}

function readAtFrom(file: FileHandle): ReadAt {
  return async (offset, length) => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead);
  };
}

/** Removes the folders mkdir created for a placement that did not last (only if still empty). */
async function removeCreatedFolders(deepest: string, firstCreated: string | undefined, bucketDir: string) {
  if (!firstCreated) return;
  let folder = deepest;
  while (folder.startsWith(firstCreated) && folder.startsWith(bucketDir + sep)) {
    try {
      await rmdir(folder);
    } catch {
      return; // not empty: another object lives there now
    }
    if (folder === firstCreated) return;
    folder = dirname(folder);
  }
}

/**
 * Copies a stream chunk by chunk through `write` (with back-pressure) and resolves with the
 * number of bytes. Rejects with EntityTooLarge as soon as the count passes `limit`, without
 * destroying the source (it is paused): destroying a request would reset the connection
 * before the client reads our answer, so the caller lets the rest drain unread instead.
 */
export function copyCapped(
  source: Readable,
  limit: number | null,
  write: (chunk: Buffer) => Promise<void>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let settled = false;
    let pending: Promise<void> = Promise.resolve();

    const settle = (error: unknown, value?: number) => {
      if (settled) return;
      settled = true;
      source.off("data", onData);
      source.off("end", onEnd);
      source.off("error", onError);
      source.off("close", onClose);
      // Read no further; what happens to the rest of the request is the caller's decision.
      if (error) source.pause();
      if (error) reject(error);
      else resolve(value ?? size);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (limit !== null && size > limit) {
        settle(storageErrors.entityTooLarge());
        return;
      }
      source.pause();
      pending = pending.then(() => write(bytes));
      pending.then(
        () => {
          if (!settled) source.resume();
        },
        (error: unknown) => settle(error),
      );
    };
    const onEnd = () => {
      pending.then(
        () => settle(null, size),
        (error: unknown) => settle(error),
      );
    };
    // The request stream failed (a malformed multipart body, a reset): the client's problem.
    const onError = (error: unknown) =>
      settle(storageErrors.invalidRequest(error instanceof Error ? error.message : "The upload failed"));
    const onClose = () => {
      if (!source.readableEnded) settle(storageErrors.invalidRequest("The upload was interrupted"));
    };

    source.on("data", onData);
    source.on("end", onEnd);
    source.on("error", onError);
    source.on("close", onClose);
    source.resume();
  });
}
