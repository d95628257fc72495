import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createCredentialResolver, type Caller, type CredentialResolver } from "./credentials";
import { openInstallKeys, type InstallKeys } from "./index";

declare module "fastify" {
  interface FastifyInstance {
    /** The install's keys (DATA_DIR/keys): publishable, secret, session signing. */
    installKeys: InstallKeys;
    /** Who a request's `apikey` and `Authorization` make the caller. */
    resolveCredentials: CredentialResolver;
  }
  interface FastifyRequest {
    /** Set by the API guards (server/api/guards.ts) on every API route once the key is verified. */
    caller: Caller;
  }
}

/** Loads (on first start, makes) the install's keys and the resolver the API guards use. */
export default fp(
  async function keysPlugin(app: FastifyInstance, opts: { config: Pick<Config, "DATA_DIR" | "JWT_SECRET"> }) {
    const keys = await openInstallKeys(opts.config.DATA_DIR);
    app.decorate("installKeys", keys);
    app.decorate("resolveCredentials", createCredentialResolver(keys, opts.config.JWT_SECRET));
    app.decorateRequest("caller", null as unknown as Caller);
  },
  { name: "kosmos-keys", fastify: "5.x" },
);
