import { randomUUID } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { StartupError } from "./data-dir";

/**
 * One owner of an embedded DATA_DIR (DESIGN §8, issue 21; docs/decisions/016-data-dir-owner.md).
 * PGlite is one process's database: a second process opening the same folder works on its own
 * copy in memory and loses it. The owner holds `DATA_DIR/owner.lock` (proper-lockfile: a directory
 * made atomically, its mtime refreshed while the owner lives) and describes itself in
 * `owner.lock/owner.json`, so that a second server or a command can name it and, for a server,
 * reach it (`npm run staff` goes through its API).
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
 * A lock whose mtime is this old may be taken by proper-lockfile. Long enough that a busy owner
 * (PGlite runs on the main thread) never looks dead. A crash on this machine is recognised at once
 * through its process id instead: the owner file inside the lock directory makes proper-lockfile's
 * own stale removal (an rmdir) fail, so a lock is only ever taken over by the check below.
 */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

const lockPath = (dataDir: string) => join(dataDir, LOCK);
const ownerPath = (dataDir: string) => join(dataDir, LOCK, OWNER);

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
  const temporary = join(dataDir, LOCK, `.${OWNER}.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  await rename(temporary, ownerPath(dataDir));
}

const isHeld = (error: unknown) => ["ELOCKED", "ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Removes a lock whose owner died, under a second, short lock so that two processes starting at
 * once cannot both take it over: the check is repeated inside, where nobody else can replace the
 * lock directory. Returns false when the lock turned out to be live (or another is taking it).
 */
async function removeDeadLock(dataDir: string): Promise<boolean> {
  let unlockTakeover: () => Promise<void>;
  try {
    unlockTakeover = await lockfile.lock(dataDir, { lockfilePath: join(dataDir, "owner.takeover.lock"), realpath: false });
  } catch (error) {
    if (isHeld(error)) return false;
    throw error;
  }
  try {
    if (!isDead(await ownerFile(dataDir))) return false;
    await rm(lockPath(dataDir), { recursive: true, force: true });
    return true;
  } finally {
    await unlockTakeover().catch(() => undefined);
  }
}

/**
 * Takes the folder for this process, or stops with a StartupError naming who has it and what to
 * do. `onLost` runs if the lock is ever taken from under this process (its refresh failed for
 * longer than the stale time): the caller must stop writing at once.
 */
export async function lockDataDir(
  dataDir: string,
  { command, onLost }: { command: string; onLost: (error: Error) => void },
): Promise<DataDirLock> {
  const options = { lockfilePath: lockPath(dataDir), realpath: false, stale: STALE_MS, update: UPDATE_MS, onCompromised: onLost };
  const take = () => lockfile.lock(dataDir, options);
  let unlock: () => Promise<void>;
  try {
    unlock = await take();
  } catch (error) {
    if (!isHeld(error)) throw error;
    const taken = (await removeDeadLock(dataDir)) ? await take().catch((again: unknown) => (isHeld(again) ? null : Promise.reject(again))) : null;
    if (!taken) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is in use by ${describeOwner(await ownerFile(dataDir))}. One process owns an embedded data ` +
          `folder: stop that one first, or give this one a DATA_DIR of its own. Staff changes (npm run staff) go through the running server.`,
      );
    }
    unlock = taken;
  }
  const owner: DataDirOwner = { pid: process.pid, hostname: hostname(), command, startedAt: new Date().toISOString() };
  await writeOwner(dataDir, owner);
  let released = false;
  return {
    announce: (url) => writeOwner(dataDir, { ...owner, url }),
    async release() {
      if (released) return;
      released = true;
      await rm(ownerPath(dataDir), { force: true });
      await unlock().catch(() => undefined);
    },
  };
}
