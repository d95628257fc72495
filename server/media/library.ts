import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/index.ts";
import { createPollLoop, type PollLoop } from "../mail/poll-loop.ts";
import { documentKey } from "../../shared/picture.ts";
import { checkedFormat, MediaRefused } from "./image-variants.ts";
import type { MediaBucket } from "./media-bucket.ts";
import { createVariantMaker } from "./variants-process.ts";

/** A picture a server took but never finished (it stopped): another takes it again after this. */
const RETAKE_AFTER = "2 minutes";

const MIME: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

export type MediaLibraryOptions = {
  db: Database;
  /** Where the objects live: this install's Storage or a hosted project's (media-bucket.ts). */
  bucket: MediaBucket;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Called after a transaction queued an original for removal (a hosted project's bucket): the reaper's run. */
  removeQueued?: () => Promise<unknown>;
};

type Waiting = { id: string; name: string; original: string };

/**
 * Prepares the library's files (decision 042): takes each waiting row of public.media
 * (one server takes each: `for update skip locked`), checks the original's bytes against its name,
 * makes the variants in the child process, stores them as objects of the `media` bucket and marks
 * the row ready; or refused, with the reason the editor reads. The original then goes (its camera
 * metadata with it), in the transaction that marks the row. A PDF is kept as it is, at its
 * document's address (keepDocument). A server that stopped mid-way leaves the row `making`: taken
 * again later.
 */
export function createMediaLibrary({ db, bucket, log, pollMs = 1_000, removeQueued }: MediaLibraryOptions) {
  const maker = createVariantMaker();
  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
  const afterForgetting = async () => {
    if (!bucket.queuesRemovals || !removeQueued) return;
    await removeQueued().catch((error: unknown) =>
      log.warn({ err: error }, "removing a used original failed; the reaper tries again"),
    );
  };

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
      await bucket.forget(tx, picture.original);
    });
    await afterForgetting();
  }

  async function make(picture: Waiting, folder: string) {
    const source = await bucket.original(picture.original, folder);
    if (!source) return refuse(picture, "The upload did not arrive whole: upload the file again.");
    const bytes = await readFile(source);
    let format: ReturnType<typeof checkedFormat>;
    try {
      format = checkedFormat(bytes, picture.name);
    } catch (error) {
      if (error instanceof MediaRefused) return refuse(picture, error.message);
      throw error;
    }
    if (format === "pdf") return keepDocument(picture, source, folder, bytes.length);
    const made = await maker.make(source, folder).catch((error: unknown) => {
      if (error instanceof MediaRefused) return error;
      throw error;
    });
    if (made instanceof MediaRefused) return refuse(picture, made.message);
    // Named by their bytes: a file already there is the same picture's.
    await bucket.store(
      made.files.map((file) => ({
        key: file.name,
        path: join(folder, file.name),
        mimetype: MIME[file.format]!,
        size: file.size,
        immutable: true,
      })),
    );
    await db.asOwner(async (tx) => {
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
      await bucket.forget(tx, picture.original);
    });
    await afterForgetting();
    log.info({ media: picture.id, files: made.files.length }, "picture ready");
  }

  /**
   * A PDF is kept as uploaded, at `documents/<id>.pdf`: the address a download keeps when the file
   * is replaced (the new bytes take the old ones' place in one step).
   */
  async function keepDocument(picture: Waiting, source: string, folder: string, size: number) {
    const copy = join(folder, "document.pdf");
    await copyFile(source, copy);
    await bucket.store([
      { key: documentKey(picture.id), path: copy, mimetype: "application/pdf", size, immutable: false },
    ]);
    await db.asOwner(async (tx) => {
      await tx.query(
        "update public.media set state = 'ready', kind = 'document', problem = null, bytes = $2 where id = $1",
        [picture.id, size],
      );
      await bucket.forget(tx, picture.original);
    });
    await afterForgetting();
    log.info({ media: picture.id, bytes: size }, "document ready");
  }

  /** Each picture is worked on in a scratch folder of its own, gone afterwards whatever happened. */
  async function prepare(picture: Waiting) {
    await mkdir(bucket.scratch, { recursive: true });
    const folder = await mkdtemp(join(bucket.scratch, "media-"));
    try {
      await make(picture, folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async function drain(loop: PollLoop) {
    while (!loop.stopped) {
      const picture = await takeNext();
      if (!picture) return;
      try {
        await prepare(picture);
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
