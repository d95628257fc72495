import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AddressInfo } from "node:net";
import type { Config } from "../config.ts";
import { migrate, openDatabase } from "./index.ts";
import type { Database } from "./types.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

/** Where a command on this machine reaches the server: loopback when it listens on every address. */
function localUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === "string") return null;
  const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies the migrations and the
 * seed, decorates `app.db`, and closes it with the app. On PGlite this process owns DATA_DIR
 * from here on (server/db/data-lock.ts) and, once listening, says where in the lock.
 */
export default fp(
  async function databasePlugin(app: FastifyInstance, opts: { config: Pick<Config, "DATA_DIR" | "DATABASE_URL"> }) {
    const db = await openDatabase(opts.config, {
      command: "server",
      onLost: (error) => {
        app.log.fatal(
          { err: error },
          "the lock on DATA_DIR was lost: stopping so that two processes never write one database",
        );
        process.exit(1);
      },
    });
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate("db", db);
    app.addHook("onListen", async () => {
      const url = localUrl(app.server.address());
      if (url) await db.announce(url);
    });
    app.addHook("onClose", async () => db.close());
  },
  { name: "kosmos-db", fastify: "5.x" },
);
