import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { DOCUMENT_FILE_NAME, MEDIA_FILE_NAME, MEDIA_PATH } from "../../shared/picture.ts";
import { objectFilePath } from "../storage/keys.ts";
import { createMediaLibrary } from "./library.ts";
import { hostedMediaBucket, localMediaBucket } from "./media-bucket.ts";

/** A library file never changes: its name is its bytes' hash (decision 041). */
const IMMUTABLE = "public, max-age=31536000, immutable";
const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };
/** Writes that add a picture: the library looks at once rather than at its next poll. */
const MEDIA_WRITES = /^\/rest\/v1\/media(\?|$)/;

export type MediaPluginOptions = {
  dataDir: string;
  pollMs?: number;
  /** A hosted Supabase project whose worker this server is: the library's objects live in its Storage. */
  hosted?: { url: string; secretKey: string };
};

/**
 * The media library: makes each uploaded picture's variants (library.ts), and serves
 * a variant at /media/<file> to anyone the database lets read it: a visitor only the files of
 * pictures live content shows (storage policy "Visitors read the pictures live content shows").
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance, { dataDir, pollMs, hosted }: MediaPluginOptions) {
    const storageRoot = join(dataDir, "storage");
    const bucket = hosted
      ? hostedMediaBucket(hosted.url, hosted.secretKey, join(storageRoot, ".tmp"))
      : localMediaBucket(app.db, storageRoot);
    const library = createMediaLibrary({
      db: app.db,
      bucket,
      log: app.log.child({ module: "media" }),
      pollMs,
      removeQueued: () => app.storageReaper.run(),
    });

    /** Whether a visitor may read the bucket's object: the storage policies decide, as for anyone. */
    const visitorsRead = (key: string) =>
      app.db.asRole("anon", {}, async (tx) => {
        const { rows } = await tx.query("select 1 from storage.objects where bucket_id = 'media' and name = $1", [key]);
        return rows.length > 0;
      });
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header("cache-control", "no-store").type("text/plain").send("Not found");

    app.get(`${MEDIA_PATH}:file`, async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!MEDIA_FILE_NAME.test(file) || !(await visitorsRead(file))) return notFound(reply);
      return reply
        .header("cache-control", IMMUTABLE)
        .type(TYPES[file.split(".").pop()!]!)
        .send(createReadStream(objectFilePath(storageRoot, "media", file)));
    });

    // A document keeps its address when replaced: cached briefly, downloaded under its own name.
    app.get(`${MEDIA_PATH}documents/:file`, async (request, reply) => {
      const { file } = request.params as { file: string };
      const key = `documents/${file}`;
      if (!DOCUMENT_FILE_NAME.test(file) || !(await visitorsRead(key))) return notFound(reply);
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<{ name: string }>("select name from public.media where id = $1", [file.slice(0, -".pdf".length)]),
      );
      const name = rows[0]?.name ?? file;
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
      return reply
        .header("cache-control", "public, max-age=300")
        .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .type("application/pdf")
        .send(createReadStream(objectFilePath(storageRoot, "media", key)));
    });

    app.addHook("onResponse", async (request, reply) => {
      if (request.method === "POST" && reply.statusCode < 300 && MEDIA_WRITES.test(request.url)) library.wake();
    });
    app.addHook("onReady", async () => library.start());
    app.addHook("preClose", async () => library.stop());
  },
  { name: "kosmos-media", fastify: "5.x", dependencies: ["kosmos-db", "kosmos-storage-reaper"] },
);
