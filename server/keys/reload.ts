import { stat } from "node:fs/promises";
import { installKeysFrom, type InstallKeys } from "./index.ts";
import { keyFilePath, loadOrCreateInstallKeys } from "./install-keys.ts";

export type LiveInstallKeys = {
  /** Always the newest key file's keys: every call reads the current set. */
  keys: InstallKeys;
  /** Reads the key file again now (after this process rotated a key). */
  reload(): Promise<void>;
  close(): void;
};

/**
 * The install's keys, kept current while the server runs: a rotation written by
 * `npm run keys -- rotate` (through this server or another process sharing DATA_DIR) takes effect
 * without a restart. The key file is replaced by a rename, so a change shows as a new inode or
 * modification time; it is checked every `checkEveryMs`. A file that cannot be read or holds no
 * live key leaves the keys in use as they were, and says so through `onError`.
 */
export async function openLiveInstallKeys(
  dataDir: string,
  { checkEveryMs = 2_000, onError }: { checkEveryMs?: number; onError?: (error: unknown) => void } = {},
): Promise<LiveInstallKeys> {
  const path = keyFilePath(dataDir);
  const versionOf = async () => {
    const s = await stat(path);
    return `${s.ino}:${s.mtimeMs}:${s.size}`;
  };
  let current = await installKeysFrom(await loadOrCreateInstallKeys(dataDir));
  let version = await versionOf();

  async function reload() {
    const seen = await versionOf();
    current = await installKeysFrom(await loadOrCreateInstallKeys(dataDir));
    version = seen;
  }
  const timer = setInterval(() => {
    versionOf()
      .then((seen) => (seen === version ? undefined : reload()))
      .catch((error: unknown) => onError?.(error));
  }, checkEveryMs);
  timer.unref();

  const keys: InstallKeys = {
    get publishableKey() {
      return current.publishableKey;
    },
    get secretKey() {
      return current.secretKey;
    },
    get signing() {
      return current.signing;
    },
    kindOf: (value) => current.kindOf(value),
    verificationKey: (kid) => current.verificationKey(kid),
    jwks: () => current.jwks(),
  };
  return { keys, reload, close: () => clearInterval(timer) };
}
