import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * A problem with the server's own files that stops it starting. main.ts prints only the
 * message (no stack trace): it names the folder and says what to do.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}

const REASONS: Record<string, string> = {
  ENOTDIR: "part of its path is a file, not a folder",
  EEXIST: "it exists but is not a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENAMETOOLONG: "the path is too long",
  ELOOP: "the path has a symbolic link loop",
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? "";
  return REASONS[code] ?? (error instanceof Error ? error.message : String(error));
}

function unusable(dataDir: string, problem: string, cause?: unknown): StartupError {
  return new StartupError(
    `DATA_DIR ${dataDir} cannot be used: ${problem}. Set DATA_DIR to a folder the server may create and write to.`,
    { cause },
  );
}

/**
 * Makes sure DATA_DIR (the database and uploaded files) is a folder the server can write to,
 * creating it when missing, before anything is opened in it. A write probe, not only
 * fs.access: access says yes to root on a read-only mount, and the real test is a write.
 */
export async function checkDataDir(dataDir: string): Promise<void> {
  const existing = await stat(dataDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw unusable(dataDir, reason(error), error);
  });
  if (existing && !existing.isDirectory()) throw unusable(dataDir, "it is a file, not a folder");
  if (!existing) {
    try {
      await mkdir(dataDir, { recursive: true });
    } catch (error) {
      throw unusable(dataDir, `it could not be created (${reason(error)})`, error);
    }
  }

  const probe = join(dataDir, `.write-check-${process.pid}-${randomUUID()}`);
  try {
    await access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
    await writeFile(probe, "ok", { flag: "wx" });
  } catch (error) {
    throw unusable(dataDir, `it is not writable (${reason(error)})`, error);
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}
