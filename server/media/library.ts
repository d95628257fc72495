import { randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/index.ts";
import { createPollLoop, type PollLoop } from "../mail/poll-loop.ts";
import { objectFilePath } from "../storage/keys.ts";
import { documentKey } from "../../shared/picture.ts";
import { checkedFormat, MediaRefused } from "./image-variants.ts";
import { createVariantMaker } from "./variants-process.ts";

const BUCKET = "media";
/** A picture a server took but never finished (it stopped): another takes it again after this. */
const RETAKE_AFTER = "2 minutes";

const MIME: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

export type MediaLibraryOptions = {
  db: Database;
  /** Where Storage keeps objects: `<DATA_DIR>/storage`. */
  storageRoot: string;
  log: FastifyBaseLogger;
  pollMs?: number;
};

type Waiting = { id: string; name: string; original: string };

/**
 * Prepares the library's files (decision 042): takes each waiting row of public.media
 * (one server takes each: `for update skip locked`), checks the original's bytes against its name,
 * makes the variants in the child process, stores them as objects of the `media` bucket and marks
 * the row ready; or refused, with the reason the editor reads. The original then goes (its camera
 * metadata with it). A PDF is kept as it is, at its document's address (keepDocument). A server
 * that stopped mid-way leaves the row `making`: taken again later.
 */
export function createMediaLibrary({ db, storageRoot, log, pollMs = 1_000 }: MediaLibraryOptions) {
  const maker = createVariantMaker();
  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

  async function takeNext(): Promise<Waiting | null> {
    const [row] = await owner<Waiting>(
      `update public.media set state = 'making', taken_at = now()
        where id = (select id from public.media
                     where state = 'waiting' or (state = 'making' and taken_at < now() - interval '${RETAKE_AFTER}')
                     order by created_at limit 1 for update skip locked)
        returning id, name, original`,
    );
    return row ?? null;
  }

  async function refuse(picture: Waiting, problem: string) {
    await db.asOwner(async (tx) => {
      await tx.query("update public.media set state = 'refused', problem = $2 where id = $1", [picture.id, problem]);
      await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [BUCKET, picture.original]);
    });
  }

  async function make(picture: Waiting) {
    const source = objectFilePath(storageRoot, BUCKET, picture.original);
    const bytes = await readFile(source).catch(() => null);
    if (!bytes) return refuse(picture, "The upload did not arrive whole: upload the file again.");
    let format: ReturnType<typeof checkedFormat>;
    try {
      format = checkedFormat(bytes, picture.name);
    } catch (error) {
      if (error instanceof MediaRefused) return refuse(picture, error.message);
      throw error;
    }
    if (format === "pdf") return keepDocument(picture, source, bytes.length);
    const folder = await mkdtemp(join(storageRoot, ".tmp", "media-"));
    try {
      const made = await maker.make(source, folder).catch((error: unknown) => {
        if (error instanceof MediaRefused) return error;
        throw error;
      });
      if (made instanceof MediaRefused) return refuse(picture, made.message);
      // Named by their bytes: a file already there is the same picture's.
      for (const file of made.files) {
        const target = objectFilePath(storageRoot, BUCKET, file.name);
        await mkdir(dirname(target), { recursive: true });
        await rename(join(folder, file.name), target);
      }
      await db.asOwner(async (tx) => {
        for (const file of made.files) {
          const metadata = {
            size: file.size,
            mimetype: MIME[file.format],
            cacheControl: "public, max-age=31536000, immutable",
          };
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, version, metadata)
             values ($1, $2, $3, null, $4, $5::jsonb) on conflict (bucket_id, name) do nothing`,
            [randomUUID(), BUCKET, file.name, randomUUID(), JSON.stringify(metadata)],
          );
        }
        await tx.query(
          `update public.media set state = 'ready', kind = 'image', problem = null, width = $2, height = $3, files = $4::jsonb,
                  bytes = $5 where id = $1`,
          [
            picture.id,
            made.width,
            made.height,
            JSON.stringify(
              made.files.map(({ format, width, height, name, size }) => ({ format, width, height, name, size })),
            ),
            bytes.length,
          ],
        );
        await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [BUCKET, picture.original]);
      });
      log.info({ media: picture.id, files: made.files.length }, "picture ready");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * A PDF is kept as uploaded, at `documents/<id>.pdf`: the address a download keeps when the file
   * is replaced (the new bytes are copied over the old in one rename).
   */
  async function keepDocument(picture: Waiting, source: string, size: number) {
    const key = documentKey(picture.id);
    const target = objectFilePath(storageRoot, BUCKET, key);
    await mkdir(dirname(target), { recursive: true });
    const next = join(storageRoot, ".tmp", `media-${randomUUID()}.pdf`);
    await copyFile(source, next);
    await rename(next, target);
    await db.asOwner(async (tx) => {
      const metadata = { size, mimetype: "application/pdf", cacheControl: "public, max-age=300" };
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, version, metadata)
         values ($1, $2, $3, null, $4, $5::jsonb)
         on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata, updated_at = now()`,
        [randomUUID(), BUCKET, key, randomUUID(), JSON.stringify(metadata)],
      );
      await tx.query(
        "update public.media set state = 'ready', kind = 'document', problem = null, bytes = $2 where id = $1",
        [picture.id, size],
      );
      await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [BUCKET, picture.original]);
    });
    log.info({ media: picture.id, bytes: size }, "document ready");
  }

  async function drain(loop: PollLoop) {
    while (!loop.stopped) {
      const picture = await takeNext();
      if (!picture) return;
      try {
        await make(picture);
      } catch (error) {
        // Not the upload's fault (the child failed, the disk is full): back to waiting, tried again.
        log.error({ err: error, media: picture.id }, "making a picture's variants failed; it will be tried again");
        await owner("update public.media set state = 'waiting' where id = $1 and state = 'making'", [picture.id]);
        return;
      }
    }
  }

  const loop = createPollLoop({
    drain,
    onError: (caught) => log.warn({ err: caught }, "looking for new pictures failed; trying again"),
    pollMs,
    stopGraceMs: 30_000,
  });
  return {
    start: () => loop.start(),
    wake: () => loop.wake(),
    stop: async () => {
      await loop.stop();
      maker.close();
    },
  };
}
