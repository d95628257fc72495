import type { FastifyInstance } from "fastify";
import gotruePlugin, { jwksPlugin, type GoTrueOptions } from "./plugin.ts";

export type { GoTrueOptions } from "./plugin.ts";

/**
 * /auth/v1 (register with that prefix): the JWKS, public like GoTrue's, and the GoTrue subset
 * behind the API guards every Supabase API has (server/api/guards.ts, installed inside
 * gotruePlugin's own context). The database and the install's keys come from the app's
 * `db` and `installKeys` unless given.
 */
export default async function authApi(
  app: FastifyInstance,
  opts: Omit<GoTrueOptions, "keys"> & { keys?: GoTrueOptions["keys"] },
) {
  const keys = opts.keys ?? app.installKeys;
  await app.register(jwksPlugin, { keys });
  // Not `opts` itself: it carries the prefix, which the routes would get twice.
  const { db, siteUrl, limits, throttle, sessions } = opts;
  await app.register(gotruePlugin, { db, keys, siteUrl, limits, throttle, sessions });
}
