import type { FastifyInstance } from "fastify";
import { authErrors, sendAuthError } from "./errors";
import gotruePlugin, { jwksPlugin, type GoTrueOptions } from "./plugin";

export type { GoTrueOptions } from "./plugin";

/**
 * /auth/v1 (register with that prefix): the JWKS, public like GoTrue's, and the rest behind the
 * API key check every Supabase API has.
 */
export default async function authApi(app: FastifyInstance, opts: GoTrueOptions) {
  await app.register(jwksPlugin, { keys: opts.keys });
  await app.register(async (guarded) => {
    guarded.addHook("onRequest", async (request, reply) => {
      if (request.method === "OPTIONS") return;
      const apikey = request.headers.apikey;
      if (typeof apikey !== "string" || apikey === "") return sendAuthError(request, reply, authErrors.noApiKey());
      if (!opts.keys.kindOf(apikey)) return sendAuthError(request, reply, authErrors.invalidApiKey());
    });
    // Not `opts` itself: it carries the prefix, which the routes would get twice.
    const { db, keys, siteUrl, limits, throttle, sessions } = opts;
    await guarded.register(gotruePlugin, { db, keys, siteUrl, limits, throttle, sessions });
  });
}
