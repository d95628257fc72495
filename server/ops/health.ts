import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { migrationVersions, pendingMigrations } from "../db/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Readiness: turned off when shutdown begins, before the server stops answering. */
    readiness: { draining: boolean };
  }
}

/** How long the database may take to answer a readiness check. */
const DATABASE_TIMEOUT_MS = 1_000;

type Check = "database" | "storage" | "migrations" | "shutdown";

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const answer = (reply: FastifyReply, status: number, body: Record<string, string>) =>
  reply.code(status).header("cache-control", "no-store").send(body);

/**
 * `GET /healthz`: the process is alive (nothing else is asked). `GET /readyz`: the database answers
 * within a second, storage is writable, and the database has every migration of this code; else
 * 503 naming the check that failed. From the moment shutdown begins it is 503 (`shutdown`), so a
 * load balancer stops sending before the server stops answering. Neither says anything about
 * versions or internals.
 */
export default fp(
  async function healthPlugin(app: FastifyInstance, opts: { dataDir: string }) {
    const versions = await migrationVersions();
    const storage = join(opts.dataDir, "storage");
    app.decorate("readiness", { draining: false });

    async function failedCheck(): Promise<Check | null> {
      if (app.readiness.draining) return "shutdown";
      try {
        const pending = await within(
          DATABASE_TIMEOUT_MS,
          app.db.asOwner((tx) => pendingMigrations(tx, versions)),
        );
        if (pending.length > 0) return "migrations";
      } catch {
        return "database";
      }
      const probe = join(storage, `.ready-${randomUUID()}`);
      try {
        await mkdir(storage, { recursive: true });
        await writeFile(probe, "ok", { flag: "wx" });
      } catch {
        return "storage";
      } finally {
        await rm(probe, { force: true }).catch(() => undefined);
      }
      return null;
    }

    app.get("/healthz", async (_request, reply) => answer(reply, 200, { status: "ok" }));
    app.get("/readyz", async (request, reply) => {
      const failed = await failedCheck();
      if (failed) {
        request.log.warn({ check: failed }, "not ready");
        return answer(reply, 503, { status: "not ready", failed });
      }
      return answer(reply, 200, { status: "ready" });
    });
  },
  { name: "kosmos-health", fastify: "5.x", dependencies: ["kosmos-db"] },
);
