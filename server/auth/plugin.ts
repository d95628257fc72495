import cors from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { migrate, openDatabase } from "../db";
import { createKeyVerifier, type KeyVerifier } from "./keys";
import type { Caller } from "./types";

/** The API prefixes that need a key (and answer cross-origin requests). */
const API_PATH = /^\/(rest|storage)\/v1(\/|\?|$)/;

export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}

/** Supabase's gateway wording. */
const NO_KEY = { message: "No API key found in request" };
const BAD_KEY = { message: "Invalid API key" };

/** The bearer token wins over `apikey` when both are sent (a session token would be the bearer). */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  const apikey = request.headers.apikey;
  return bearer ?? (typeof apikey === "string" && apikey !== "" ? apikey : undefined);
}

async function authenticate(request: FastifyRequest, reply: FastifyReply, verify: KeyVerifier) {
  if (request.method === "OPTIONS" || !isApiPath(request.url)) return;
  const token = tokenOf(request);
  if (!token) return reply.code(401).send(NO_KEY);
  try {
    request.caller = await verify(token);
  } catch {
    return reply.code(401).send(BAD_KEY);
  }
}

/**
 * The backend's foundation: opens the database (PGlite or DATABASE_URL), applies the
 * migrations and seed, decorates `app.db`, closes it with the app, and verifies the API key
 * of every request under /rest/v1 and /storage/v1, setting `request.caller`.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
    const db = await openDatabase(opts.config);
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate("db", db);
    app.addHook("onClose", async () => db.close());

    // A site on another origin calls the API from the browser: answer its preflight and let
    // it read the headers supabase-js needs. Pages of the site itself get no CORS headers.
    // Registered before the key check, so a 401 carries the CORS headers too.
    await app.register(cors, {
      delegator: (request, callback) =>
        callback(
          null,
          isApiPath(request.url ?? "")
            ? {
                origin: "*",
                methods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
                exposedHeaders: ["Content-Range", "Content-Location", "Location", "Content-Type", "Range-Unit", "Retry-After"],
                maxAge: 86_400,
              }
            : { origin: false },
        ),
    });

    app.decorateRequest("caller", null as unknown as Caller);
    const verify = createKeyVerifier(opts.config.JWT_SECRET);
    app.addHook("onRequest", (request, reply) => authenticate(request, reply, verify));
  },
  { name: "kosmos-auth", fastify: "5.x" },
);
