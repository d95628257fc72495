import { createReadStream, createWriteStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { BackupError } from "./format.ts";

/**
 * Archives encrypted to an age public key (BACKUP_RECIPIENT; the age-encryption package), so the
 * server never holds what decrypts them: the identity stays with whoever restores.
 */
const HEADER = "age-encryption.org/v1";

// Loaded when an archive is encrypted or decrypted, not with the server: most installs never do
// either in the server's process, and the package costs a few MB at rest (decision 031).
const age = () => import("age-encryption");

// age-encryption takes the DOM's ReadableStream and Node's stream/web has its own of the same
// shape: the two types differ only in their typing, which forces these casts.
const webStream = (path: string) => Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
const nodeStream = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

export async function isEncrypted(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER.length), 0, HEADER.length, 0);
    return buffer.subarray(0, bytesRead).toString("latin1") === HEADER;
  } finally {
    await handle.close();
  }
}

/** Streams `source` into `target` (owner-only), encrypted to the recipient. */
export async function encryptFile(source: string, target: string, recipient: string): Promise<void> {
  const encrypter = new (await age()).Encrypter();
  encrypter.addRecipient(recipient);
  await pipeline(
    nodeStream(await encrypter.encrypt(webStream(source))),
    createWriteStream(target, { mode: 0o600, flags: "wx" }),
  );
}

/** The identities in an age identity file (`age-keygen` output: comments, then AGE-SECRET-KEY-1… lines). */
export async function readIdentities(path: string): Promise<string[]> {
  const identities = (
    await readFile(path, "utf8").catch((error: unknown) => {
      throw new BackupError(
        `The identity file ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    })
  )
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-1"));
  if (identities.length === 0)
    throw new BackupError(`${path} holds no age identity (a line starting AGE-SECRET-KEY-1).`);
  return identities;
}

/** Streams the decrypted `source` into `target` (owner-only); a wrong identity is a BackupError. */
export async function decryptFile(source: string, target: string, identities: string[]): Promise<void> {
  const decrypter = new (await age()).Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    await pipeline(
      nodeStream(await decrypter.decrypt(webStream(source))),
      createWriteStream(target, { mode: 0o600, flags: "wx" }),
    );
  } catch (error) {
    throw new BackupError(
      `${source} cannot be decrypted with that identity (${error instanceof Error ? error.message : String(error)}). Nothing was written.`,
      { cause: error },
    );
  }
}
