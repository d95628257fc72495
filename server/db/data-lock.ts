import { randomUUID } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { StartupError } from "./data-dir.ts";

/**
 * One owner of an embedded DATA_DIR (docs/decisions/016-data-dir-owner.md).
 * PGlite is one process's database: a second process opening the same folder works on its own
 * copy in memory and loses it. The owner holds `DATA_DIR/owner.lock` (proper-lockfile: a directory
 * made atomically, its mtime refreshed while the owner lives, which tells it if the lock is ever
 * taken from under it) and describes itself in `DATA_DIR/owner.json`, so that a second server or
 * a command can name it and, for a server, reach it (`npm run staff` goes through its API).
 */
export type DataDirOwner = {
  pid: number;
  hostname: string;
  /** What holds it: "server", or the command's name. */
  command: string;
  startedAt: string;
  /** The server's own address, once it listens: where commands reach it. */
  url?: string;
};

export type DataDirLock = {
  /** Records where the server listens, for commands that go through it. */
  announce(url: string): Promise<void>;
  release(): Promise<void>;
};

const LOCK = "owner.lock";
const OWNER = "owner.json";
/**
 * proper-lockfile takes over a lock whose mtime is older than its stale time. Never here: a busy
 * owner (PGlite runs on the main thread) must not look dead. A lock is only taken over when its
 * owner was a process of this machine that no longer runs (below).
 */
const NEVER_STALE_MS = 365 * 24 * 3_600_000;
const UPDATE_MS = 5_000;

const lockPath = (dataDir: string) => join(dataDir, LOCK);
const ownerPath = (dataDir: string) => join(dataDir, OWNER);
/**
 * Held for the moment of taking the main lock and writing owner.json, and of checking and removing
 * a dead owner's lock: inside it, owner.json always describes whoever holds the main lock.
 */
const MUTEX = "owner.mutex.lock";

function parseOwner(text: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<DataDirOwner>;
    return typeof owner.pid === "number" && typeof owner.hostname === "string" ? (owner as DataDirOwner) : null;
  } catch {
    return null;
  }
}

const ownerFile = async (dataDir: string) => parseOwner(await readFile(ownerPath(dataDir), "utf8").catch(() => ""));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Its owner was a process of this machine that no longer runs (a crash, a kill -9). */
const isDead = (owner: DataDirOwner | null): owner is DataDirOwner =>
  owner !== null && owner.hostname === hostname() && owner.pid !== process.pid && !isAlive(owner.pid);

/** Whoever holds the folder; null when nobody does (or its holder has died). */
export async function readOwner(dataDir: string): Promise<DataDirOwner | null> {
  const owner = await ownerFile(dataDir);
  return owner && !isDead(owner) ? owner : null;
}

export function describeOwner(owner: DataDirOwner | null): string {
  if (!owner) return "another process that is starting";
  const where = owner.hostname === hostname() ? "" : ` on ${owner.hostname}`;
  const url = owner.url ? `, answering at ${owner.url}` : "";
  const who = owner.command === "server" ? "the server" : `\`${owner.command}\``;
  return `${who} (process ${owner.pid}${where}, since ${owner.startedAt}${url})`;
}

async function writeOwner(dataDir: string, owner: DataDirOwner): Promise<void> {
  const temporary = join(dataDir, `.${OWNER}.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  await rename(temporary, ownerPath(dataDir));
}

const isHeld = (error: unknown) => (error as NodeJS.ErrnoException).code === "ELOCKED";

/** Runs fn under the short mutex (proper-lockfile's own stale takeover frees it if its holder died). */
async function underMutex<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  // Its own `file` argument: proper-lockfile keeps its locks by that, not by lockfilePath.
  const release = await lockfile.lock(join(dataDir, MUTEX), {
    lockfilePath: join(dataDir, MUTEX),
    realpath: false,
    retries: { retries: 50, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}

/**
 * Takes the folder for this process, or stops with a StartupError naming who has it and what to
 * do. `onLost` runs if the lock is ever taken from under this process (its directory removed or
 * touched by another): the caller must stop writing at once.
 */
export async function lockDataDir(
  dataDir: string,
  { command, onLost }: { command: string; onLost: (error: Error) => void },
): Promise<DataDirLock> {
  const options = {
    lockfilePath: lockPath(dataDir),
    realpath: false,
    stale: NEVER_STALE_MS,
    update: UPDATE_MS,
    onCompromised: onLost,
  };
  const owner: DataDirOwner = { pid: process.pid, hostname: hostname(), command, startedAt: new Date().toISOString() };
  const unlock = await underMutex(dataDir, async () => {
    try {
      const release = await lockfile.lock(dataDir, options);
      await writeOwner(dataDir, owner);
      return release;
    } catch (error) {
      if (!isHeld(error)) throw error;
      const holder = await ownerFile(dataDir);
      if (!isDead(holder)) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by ${describeOwner(holder)}. One process owns an embedded data folder: stop ` +
            `that one first, or give this one a DATA_DIR of its own. Staff changes (npm run staff) go through the running server.`,
        );
      }
      // Its owner died without releasing it (a crash, kill -9): take it over.
      await rm(lockPath(dataDir), { recursive: true, force: true });
      const release = await lockfile.lock(dataDir, options);
      await writeOwner(dataDir, owner);
      return release;
    }
  });
  let released = false;
  return {
    announce: (url) => writeOwner(dataDir, { ...owner, url }),
    async release() {
      if (released) return;
      released = true;
      await underMutex(dataDir, async () => {
        await rm(ownerPath(dataDir), { force: true });
        await unlock().catch(() => undefined);
      });
    },
  };
}
