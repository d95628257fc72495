import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { bearerToken } from "../keys/credentials.ts";
import { BackupError } from "./format.ts";
import { parsePeriod, writeRecordExport } from "./record-export.ts";
import { writeArchive } from "./write.ts";

/**
 * `POST /ops/v1/backup` and `POST /ops/v1/record`, for the install's secret key only: the server
 * writes a backup archive (server/backup/write.ts), or a period's site record for an auditor
 * (record-export.ts), and sends it. On PGlite only the server may open the database, so this is how
 * `npm run backup` and `npm run record` work while the site keeps serving. The archive is made into
 * DATA_DIR/.backups first and removed once sent: the database's connection is never held open for
 * as long as a slow client takes to read.
 */
export default async function backupRoutes(app: FastifyInstance, opts: { dataDir: string; recipient?: string }) {
  /** Makes an archive with `write` and sends it; a BackupError is the answer, with `refusal`. */
  async function sendArchive(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: number,
    write: (archive: string) => Promise<void>,
  ) {
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
      await write(archive);
    } catch (error) {
      await rm(archive, { force: true });
      if (error instanceof BackupError)
        return reply.code(refusal).header("cache-control", "no-store").send({ error: error.message });
      throw error;
    }
    const stream = createReadStream(archive);
    stream.on("close", () => void rm(archive, { force: true }));
    return reply.header("cache-control", "no-store").type("application/gzip").send(stream);
  }

  app.post("/backup", (request, reply) =>
    sendArchive(request, reply, 503, async (archive) => {
      const manifest = await writeArchive(app.db, opts.dataDir, archive, { recipient: opts.recipient });
      request.log.info({ rows: manifest.counts.rows, files: manifest.counts.files }, "backup written");
      app.metrics.backupSucceeded(new Date(manifest.createdAt));
    }),
  );

  app.post<{ Querystring: { from?: string; to?: string } }>("/record", (request, reply) =>
    sendArchive(request, reply, 400, async (archive) => {
      const period = parsePeriod(request.query.from, request.query.to);
      const manifest = await writeRecordExport(app.db, opts.dataDir, archive, period);
      request.log.info({ rows: manifest.counts.rows }, "site record exported");
    }),
  );
}
