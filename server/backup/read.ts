import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { BackupError, FORMAT_VERSION, LIMITS, MANIFEST, type Manifest } from "./format.ts";
import { SIGNATURE_ENTRY } from "./signing.ts";

/** Calls `onEntry` for each entry of the archive, in order, one at a time (it may leave an entry unread). */
export async function eachEntry(
  archive: string,
  onEntry: (path: string, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  const consuming = (async () => {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
      // Whatever onEntry left unread must be drained, or the next entry never comes.
      for await (const rest of entry) void rest;
    }
  })();
  await Promise.all([reading, consuming]);
}

/** The whole of an entry, refused once it passes `limit` bytes (so a crafted archive cannot exhaust memory). */
export async function readAll(stream: AsyncIterable<Buffer>, limit: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit)
      throw new BackupError(
        `${what} is larger than a backup of this code ever writes (over ${Math.round(limit / 1024 / 1024)} MB): it was not made by npm run backup. Nothing was written.`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An archive whose every entry matches its manifest, with the manifest's bytes and signature as read. */
export type VerifiedArchive = { manifest: Manifest; manifestBytes: Buffer; signature: Buffer | null };

/**
 * Reads the whole archive once and checks it against its manifest: every entry present, of the
 * size and SHA-256 it says, nothing else. A damaged or truncated archive is refused here, before
 * anything is written anywhere.
 */
export async function verifyArchive(archive: string): Promise<VerifiedArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null = null;
  let manifestBytes: Buffer = Buffer.alloc(0);
  let signature: Buffer | null = null;
  try {
    await eachEntry(archive, async (path, content) => {
      if (path === MANIFEST) {
        manifestBytes = await readAll(content, LIMITS.manifestBytes, "Its manifest");
        manifest = JSON.parse(manifestBytes.toString("utf8")) as Manifest;
        return;
      }
      if (path === SIGNATURE_ENTRY) {
        signature = await readAll(content, LIMITS.smallEntryBytes, "Its signature");
        return;
      }
      if (seen.size >= LIMITS.entries) throw new BackupError(`it holds more than ${LIMITS.entries} entries`);
      const hash = createHash("sha256");
      let size = 0;
      for await (const chunk of content) {
        hash.update(chunk);
        size += chunk.length;
      }
      seen.set(path, { size, sha256: hash.digest("hex") });
    });
  } catch (error) {
    if (error instanceof BackupError && /Nothing was written/.test(error.message)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${archive} cannot be read whole (${reason}): it is damaged or truncated. Nothing was written.`,
      { cause: error },
    );
  }
  const found = manifest as Manifest | null;
  if (!found)
    throw new BackupError(`${archive} has no manifest: it is truncated, or not a Kosmos backup. Nothing was written.`);
  if (found.format !== FORMAT_VERSION)
    throw new BackupError(
      `${archive} is in backup format ${found.format}; this code reads format ${FORMAT_VERSION}. Nothing was written.`,
    );
  const damaged = found.entries
    .filter((e) => seen.get(e.path)?.sha256 !== e.sha256 || seen.get(e.path)?.size !== e.size)
    .map((e) => e.path);
  const unlisted = [...seen.keys()].filter((path) => !found.entries.some((e) => e.path === path));
  if (damaged.length > 0 || unlisted.length > 0) {
    throw new BackupError(
      `${archive} does not match its manifest (${[...damaged, ...unlisted].slice(0, 3).join(", ")}${damaged.length + unlisted.length > 3 ? ", …" : ""}): it is damaged. Nothing was written.`,
    );
  }
  return { manifest: found, manifestBytes, signature };
}
