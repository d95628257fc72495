/**
 * Archives rewritten as an attacker with write access to the backup store would: each entry
 * passed through `change` (return the new bytes, the same, or null to leave it out), then the
 * manifest's sizes and checksums made to match again, so only a signature can tell.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

type Change = (name: string, data: Buffer) => Buffer | null;

export async function rewriteArchive(
  source: string,
  target: string,
  change: Change,
  { fixManifest = true } = {},
): Promise<void> {
  const entries: [string, Buffer][] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(source), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  await reading;
  const kept = entries.flatMap(([name, data]) => {
    const changed = change(name, data);
    return changed === null ? [] : [[name, changed] as [string, Buffer]];
  });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target));
  for (const [name, data] of kept) {
    let bytes = data;
    if (fixManifest && name === "manifest.json") {
      const manifest = JSON.parse(data.toString()) as { entries: { path: string; size: number; sha256: string }[] };
      manifest.entries = manifest.entries.flatMap((e) => {
        const now = kept.find(([n]) => n === e.path)?.[1];
        return now ? [{ path: e.path, size: now.length, sha256: createHash("sha256").update(now).digest("hex") }] : [];
      });
      bytes = Buffer.from(JSON.stringify(manifest, null, 2));
    }
    pack.entry({ name, size: bytes.length }, bytes);
  }
  pack.finalize();
  await written;
}

/** An archive of raw entries, for archives no backup would write (a 20 MB manifest). */
export async function writeRawArchive(target: string, entries: [string, Buffer][]): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target));
  for (const [name, data] of entries) pack.entry({ name, size: data.length }, data);
  pack.finalize();
  await written;
}
