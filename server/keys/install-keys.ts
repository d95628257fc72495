import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import { chmod, link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { StartupError } from "../db/data-dir.ts";

/**
 * What is secret to one install (docs/decisions/009-api-keys.md): its secret API keys and its
 * ES256 signing keys for user sessions. Generated on first start into DATA_DIR/keys (owner
 * only), never shipped, never shared between installs; kept across restarts.
 *
 * Each list is newest first: the first entry is the current one (the secret key `npm run keys`
 * prints, the key that signs new sessions); older entries stay valid until `retiresAt`, the
 * grace period a rotation gives to whatever still holds them.
 */
export type SecretKey = { id: string; key: string; createdAt: string; retiresAt: string | null };
export type SigningKey = {
  kid: string;
  /** The private JWK (ES256, P-256); the public half is derived from it for the JWKS. */
  privateJwk: JWK;
  createdAt: string;
  retiresAt: string | null;
};
export type InstallKeyFile = { version: 1; secretKeys: SecretKey[]; signingKeys: SigningKey[] };

export const KEY_FOLDER = "keys";
export const KEY_FILE = "install-keys.json";
const SECRET_PREFIX = "sb_secret_";

export function keyFilePath(dataDir: string): string {
  return join(dataDir, KEY_FOLDER, KEY_FILE);
}

/** Supabase's secret key shape: the prefix, then 32 random bytes in base64url (256 bits). */
export function newSecretKey(now = new Date()): SecretKey {
  return {
    id: randomUUID(),
    key: `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`,
    createdAt: now.toISOString(),
    retiresAt: null,
  };
}

export async function newSigningKey(now = new Date()): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "ES256", use: "sig" };
  return { kid, privateJwk, createdAt: now.toISOString(), retiresAt: null };
}

/** Still usable at `now`: not retired yet. */
export function isLive(entry: { retiresAt: string | null }, now = Date.now()): boolean {
  return entry.retiresAt === null || Date.parse(entry.retiresAt) > now;
}

function parseKeyFile(text: string, path: string): InstallKeyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StartupError(`${path} is not valid JSON: restore it from a backup, or delete it to make new keys.`, {
      cause: error,
    });
  }
  const file = parsed as Partial<InstallKeyFile>;
  const valid =
    file.version === 1 &&
    Array.isArray(file.secretKeys) &&
    file.secretKeys.length > 0 &&
    file.secretKeys.every((k) => typeof k.key === "string" && k.key.startsWith(SECRET_PREFIX) && k.key.length >= 40) &&
    Array.isArray(file.signingKeys) &&
    file.signingKeys.length > 0 &&
    file.signingKeys.every(
      (k) => typeof k.kid === "string" && k.privateJwk?.kty === "EC" && typeof k.privateJwk.d === "string",
    );
  if (!valid)
    throw new StartupError(
      `${path} does not hold this server's keys: restore it from a backup, or delete it to make new keys.`,
    );
  return file as InstallKeyFile;
}

/**
 * Writes the file so that it appears whole or not at all, readable by its owner only: a
 * temporary file, then a hard link to the final name (which fails if another process that
 * shares DATA_DIR got there first, so every process ends up with the same keys).
 */
async function writeExclusive(path: string, file: InstallKeyFile): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

async function keyFolder(dataDir: string): Promise<string> {
  const folder = join(dataDir, KEY_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // mkdir's mode is filtered by the umask and ignored for an existing folder.
  await chmod(folder, 0o700);
  return folder;
}

/** Reads the install's keys, creating them on first start. */
export async function loadOrCreateInstallKeys(dataDir: string): Promise<InstallKeyFile> {
  await keyFolder(dataDir);
  const path = keyFilePath(dataDir);
  const existing = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw new StartupError(`${path} could not be read (${error.code ?? error.message}).`, { cause: error });
  });
  if (existing !== null) return parseKeyFile(existing, path);

  const created: InstallKeyFile = { version: 1, secretKeys: [newSecretKey()], signingKeys: [await newSigningKey()] };
  if (await writeExclusive(path, created)) return created;
  return parseKeyFile(await readFile(path, "utf8"), path);
}

/**
 * Replaces the file's content (rotation): written beside it and renamed over it, so readers
 * see the old file or the new one, never a part.
 */
export async function saveInstallKeys(dataDir: string, file: InstallKeyFile): Promise<void> {
  const folder = await keyFolder(dataDir);
  const path = join(folder, KEY_FILE);
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  await rename(temporary, path);
}

/**
 * A rotation: a new key becomes current; the live older ones keep working until `graceMs` from
 * now (or their own earlier retirement); those already retired are dropped from the file.
 */
export async function rotate(
  file: InstallKeyFile,
  kind: "secret" | "signing",
  graceMs: number,
  now = new Date(),
): Promise<InstallKeyFile> {
  const retiresAt = new Date(now.getTime() + graceMs).toISOString();
  const retire = <T extends { retiresAt: string | null }>(entries: T[]) =>
    entries.filter((k) => isLive(k, now.getTime())).map((k) => ({ ...k, retiresAt: k.retiresAt ?? retiresAt }));
  return kind === "secret"
    ? { ...file, secretKeys: [newSecretKey(now), ...retire(file.secretKeys)] }
    : { ...file, signingKeys: [await newSigningKey(now), ...retire(file.signingKeys)] };
}

/** The public half of a signing key, as published at /auth/v1/.well-known/jwks.json. */
export function publicJwk(key: SigningKey): JWK {
  const { kty, crv, x, y } = key.privateJwk;
  return { kty, crv, x, y, kid: key.kid, alg: "ES256", use: "sig", key_ops: ["verify"] };
}

export async function importSigningKey(key: SigningKey): Promise<CryptoKey> {
  return (await importJWK(key.privateJwk, "ES256")) as CryptoKey;
}

/**
 * `npm run keys -- rotate`, wherever it runs (the command, or the server it asks): the file as it
 * is now, rotated, written back. Two rotations at the same moment keep the later file; the
 * command goes through the running server, so there is one writer.
 */
export async function rotateKeyFile(
  dataDir: string,
  kind: "secret" | "signing",
  graceMs: number,
): Promise<InstallKeyFile> {
  const rotated = await rotate(await loadOrCreateInstallKeys(dataDir), kind, graceMs);
  await saveInstallKeys(dataDir, rotated);
  return rotated;
}
