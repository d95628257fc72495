import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { migrate, openDatabase } from "./index";
import type { Database } from "./types";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies the migrations and the
 * seed, decorates `app.db`, and closes it with the app.
 */
export default fp(
  async function databasePlugin(app: FastifyInstance, opts: { config: Pick<Config, "DATA_DIR" | "DATABASE_URL"> }) {
    const db = await openDatabase(opts.config);
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate("db", db);
    app.addHook("onClose", async () => db.close());
  },
  { name: "kosmos-db", fastify: "5.x" },
);
