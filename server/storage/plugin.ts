import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import { join } from "node:path";
import { uploadQuota } from "./upload-quota.ts";
import { memoryByteCounter, redisByteCounter } from "./upload-bytes.ts";
import { installApiGuards } from "../api/guards.ts";
import { isConnectionError } from "../db/errors.ts";
import { downloadHandler } from "./download.ts";
import { isStorageError, storageErrors, storageGuardErrors } from "./errors.ts";
import { FileStore, STALE_TEMP_AGE_MS } from "./file-store.ts";
import { removeHandler } from "./remove.ts";
import { objectVersionExists } from "./repository.ts";
import { uploadHandler } from "./upload.ts";

export type StoragePluginOptions = {
  /** Objects live under `<dataDir>/storage/<bucket>/<key>`. */
  dataDir: string;
  /** Temporary files older than this are removed at start (default one hour). */
  staleTempAgeMs?: number;
  /** Upload bytes per address an hour, and the free disk below which uploads wait (0: off). */
  uploadBytesPerHour?: number;
  minFreeDiskMb?: number;
  /** Share the upload byte counts between server processes. */
  redisUrl?: string;
};

/**
 * The part of Supabase Storage's HTTP API the site uses, registered under API_PREFIXES.storage
 * after the database and keys plugins. Its guards (key check, rate limits) run in its own
 * context before any body is read. Deliberately encapsulated (not wrapped in fastify-plugin): its body parsers, which hand the handlers the
 * unread request stream, and its error shapes apply under /storage/v1 only.
 */
export default async function storagePlugin(app: FastifyInstance, opts: StoragePluginOptions) {
  await installApiGuards(app, { errors: storageGuardErrors });
  const bytesPerHour = opts.uploadBytesPerHour ?? 0;
  // Redis (and ioredis with it, decision 031) only when there are bytes to count together.
  const counter = bytesPerHour > 0 && opts.redisUrl ? await redisByteCounter(opts.redisUrl, app) : memoryByteCounter();
  app.addHook(
    "onRequest",
    uploadQuota({ dataDir: opts.dataDir, bytesPerHour, minFreeDiskMb: opts.minFreeDiskMb ?? 0, counter }),
  );
  // At start, files renamed into place by a process that died before its row committed are undone.
  const isCommitted = (bucket: string, key: string, version: string) =>
    objectVersionExists(app.db, bucket, key, version);
  const store = await FileStore.open(
    join(opts.dataDir, "storage"),
    opts.staleTempAgeMs ?? STALE_TEMP_AGE_MS,
    isCommitted,
  );

  // Bodies are streamed to disk by the handlers, never parsed or buffered here.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024, headerPairs: 100 },
  });
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isStorageError(error)) return reply.code(error.httpStatus).send(error.body);
    if (isConnectionError(error)) {
      request.log.warn("storage request answered 503: database unavailable");
      const unavailable = storageErrors.databaseUnavailable();
      return reply.code(unavailable.httpStatus).header("retry-after", "1").send(unavailable.body);
    }
    // A Content-Type that is not one media type (`application/pdf, text/html`): Fastify refuses
    // it before the handler; answered as Storage answers a type it does not take.
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const refused = storageErrors.invalidMimeType(String(request.headers["content-type"] ?? ""));
      return reply.code(refused.httpStatus).send(refused.body);
    }
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(storageErrors.invalidRequest(error.message).body);
    }
    request.log.error({ err: error }, "storage request failed");
    const internal = storageErrors.internal();
    return reply.code(internal.httpStatus).send(internal.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const notFound = storageErrors.routeNotFound(request.method, request.url.split("?")[0] ?? "");
    return reply.code(notFound.httpStatus).send(notFound.body);
  });

  app.post("/object/:bucket/*", uploadHandler(store));
  app.get("/object/authenticated/:bucket/*", downloadHandler(store, true));
  app.get("/object/:bucket/*", downloadHandler(store, false));
  app.delete("/object/:bucket", removeHandler(app.storageReaper));
}
