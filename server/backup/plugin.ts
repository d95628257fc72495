import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { bearerToken } from "../keys/credentials.ts";
import { BackupError } from "./format.ts";
import { writeArchive } from "./write.ts";

/**
 * `POST /ops/v1/backup`, for the install's secret key only: the server writes a backup archive
 * (server/backup/write.ts) and sends it. On PGlite only the server may open the database, so this
 * is how `npm run backup` takes one while the site keeps serving. The archive is made
 * into DATA_DIR/.backups first and removed once sent: the database's connection is never held
 * open for as long as a slow client takes to read.
 */
export default async function backupRoutes(app: FastifyInstance, opts: { dataDir: string; recipient?: string }) {
  app.post("/backup", async (request, reply) => {
    const bearer = bearerToken(request.headers.authorization);
    if (!bearer || app.installKeys.kindOf(bearer) !== "secret") {
      return reply
        .code(401)
        .header("cache-control", "no-store")
        .send({ error: "the install's secret key is required" });
    }
    const folder = join(opts.dataDir, ".backups");
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const archive = join(folder, `${randomUUID()}.tar.gz`);
    try {
      const manifest = await writeArchive(app.db, opts.dataDir, archive, { recipient: opts.recipient });
      request.log.info({ rows: manifest.counts.rows, files: manifest.counts.files }, "backup written");
      app.metrics.backupSucceeded(new Date(manifest.createdAt));
    } catch (error) {
      await rm(archive, { force: true });
      if (error instanceof BackupError)
        return reply.code(503).header("cache-control", "no-store").send({ error: error.message });
      throw error;
    }
    const stream = createReadStream(archive);
    stream.on("close", () => void rm(archive, { force: true }));
    return reply.header("cache-control", "no-store").type("application/gzip").send(stream);
  });
}
