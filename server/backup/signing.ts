import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { KEY_FOLDER } from "../keys/install-keys.ts";
import { BackupError } from "./format.ts";

/**
 * Archives are signed (docs/decisions/034-signed-backups.md): a checksum finds damage,
 * not a forgery, and age encrypts to a public key anyone may use, so whoever can write to the
 * backup store could otherwise build an archive holding their own secret key or an extra admin.
 * The manifest (which holds the size and SHA-256 of every other entry) is signed with Ed25519
 * (Node's own crypto); the signing key lives beside the install keys, is never put in an archive,
 * and its public half is what `npm run keys` prints for the operator to keep off the machine.
 */
export const SIGNATURE_ENTRY = "manifest.sig";
const KEY_FILE = "backup-signing-key.json";
const PREFIX = "kosmos-backup-ed25519:";

export type BackupSigner = { publicKey: string; sign(manifest: Buffer): Buffer };
type SignatureEntry = { algorithm: "ed25519"; publicKey: string; signature: string };

const keyPath = (dataDir: string) => join(dataDir, KEY_FOLDER, KEY_FILE);
const publicText = (key: KeyObject) => `${PREFIX}${key.export({ format: "jwk" }).x}`;

/** The public key as `npm run keys` prints it, back into a key; anything else is a BackupError. */
export function parsePublicKey(text: string): KeyObject {
  const x = text.trim().startsWith(PREFIX) ? text.trim().slice(PREFIX.length) : "";
  if (!/^[A-Za-z0-9_-]{43}$/.test(x))
    throw new BackupError(
      `"${text.slice(0, 80)}" is not a backup public key (${PREFIX}… as \`npm run keys\` prints it). Nothing was written.`,
    );
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
}

function signerOf(pem: string): BackupSigner {
  const privateKey = createPrivateKey(pem);
  return { publicKey: publicText(createPublicKey(privateKey)), sign: (manifest) => sign(null, manifest, privateKey) };
}

/** This DATA_DIR's backup signing key, or null if it has none yet. */
export async function readBackupSigner(dataDir: string): Promise<BackupSigner | null> {
  const text = await readFile(keyPath(dataDir), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return text === null ? null : signerOf((JSON.parse(text) as { privateKeyPem: string }).privateKeyPem);
}

/**
 * The backup signing key, made on first use. Written whole or not at all, owner-only, and by one
 * process only (a hard link that fails if another got there first: every process sharing
 * DATA_DIR signs with the same key).
 */
export async function loadOrCreateBackupSigner(dataDir: string): Promise<BackupSigner> {
  const existing = await readBackupSigner(dataDir);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync("ed25519");
  const privateKeyPem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  await mkdir(join(dataDir, KEY_FOLDER), { recursive: true, mode: 0o700 });
  const temporary = `${keyPath(dataDir)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(
    temporary,
    `${JSON.stringify({ version: 1, createdAt: new Date().toISOString(), privateKeyPem }, null, 2)}\n`,
    { mode: 0o600, flag: "wx" },
  );
  try {
    await link(temporary, keyPath(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return (await readBackupSigner(dataDir))!;
}

export function signatureEntry(signer: BackupSigner, manifest: Buffer): Buffer {
  const entry: SignatureEntry = {
    algorithm: "ed25519",
    publicKey: signer.publicKey,
    signature: signer.sign(manifest).toString("base64"),
  };
  return Buffer.from(`${JSON.stringify(entry)}\n`);
}

/** Why the manifest's signature does not hold for `publicKey` (text for the operator), or null when it does. */
export function signatureProblem(manifest: Buffer, signature: Buffer | null, publicKey: string): string | null {
  if (!signature) return "it is not signed";
  let entry: Partial<SignatureEntry>;
  try {
    entry = JSON.parse(signature.toString("utf8")) as Partial<SignatureEntry>;
  } catch {
    return "its signature cannot be read";
  }
  if (entry.algorithm !== "ed25519" || typeof entry.signature !== "string") return "its signature cannot be read";
  const key = parsePublicKey(publicKey);
  if (verify(null, manifest, key, Buffer.from(entry.signature, "base64"))) return null;
  return entry.publicKey === publicText(key)
    ? "its signature does not match its contents"
    : `it is signed by another key (${String(entry.publicKey).slice(0, 80)})`;
}
