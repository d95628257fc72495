import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createCredentialResolver, type Caller, type CredentialResolver } from "./credentials.ts";
import type { InstallKeys } from "./index.ts";
import { openLiveInstallKeys } from "./reload.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The install's keys (DATA_DIR/keys): publishable, secret, session signing; current after a rotation. */
    installKeys: InstallKeys;
    /** Reads DATA_DIR/keys again now (this process just rotated a key). */
    reloadInstallKeys(): Promise<void>;
    /** Who a request's `apikey` and `Authorization` make the caller. */
    resolveCredentials: CredentialResolver;
  }
  interface FastifyRequest {
    /** Set by the API guards (server/api/guards.ts) on every API route once the key is verified. */
    caller: Caller;
  }
}

/**
 * Loads (on first start, makes) the install's keys and the resolver the API guards use. The keys
 * follow the key file: a rotation made while the server runs applies within seconds, in every
 * process that shares DATA_DIR.
 */
export default fp(
  async function keysPlugin(app: FastifyInstance, opts: { config: Pick<Config, "DATA_DIR" | "JWT_SECRET"> }) {
    const live = await openLiveInstallKeys(opts.config.DATA_DIR, {
      onError: (error) =>
        app.log.error({ err: error }, "the key file could not be read again; the keys in use are unchanged"),
    });
    app.decorate("installKeys", live.keys);
    app.decorate("reloadInstallKeys", live.reload);
    app.decorate("resolveCredentials", createCredentialResolver(live.keys, opts.config.JWT_SECRET));
    // Fastify wants a start value for the property; the API guards set the caller before any
    // handler reads it, so its type says what handlers see rather than null (a cast Fastify's types force).
    app.decorateRequest("caller", null as unknown as Caller);
    app.addHook("onClose", async () => live.close());
  },
  { name: "kosmos-keys", fastify: "5.x" },
);
