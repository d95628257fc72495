import cors from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Caller, CredentialProblem } from "../keys/credentials.ts";
import type { Exceeded } from "../security/rate-limit.ts";

/** An answer the guards send themselves, made by the API's own error factory. */
export type GuardAnswer = { status: number; headers?: Record<string, string>; body: unknown };

/** How an API says "no key", "bad key" and "too many requests" in its own shape. */
export type GuardErrors = {
  refused(problem: CredentialProblem): GuardAnswer;
  tooManyRequests(exceeded: Exceeded): GuardAnswer;
};

export type GuardOptions = {
  errors: GuardErrors;
  /** Response headers a browser on another origin may read, beyond the usual. */
  exposedHeaders?: string[];
};

/** What supabase-js reads from answers on another origin (shared/reference/supabase-wire.md). */
const EXPOSED = ["Content-Range", "Content-Location", "Location", "Content-Type", "Range-Unit", "Retry-After"];
const VARY = ["apikey", "Authorization"];

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** Adds names to the Vary header without dropping those others set (compression adds Accept-Encoding). */
function vary(reply: FastifyReply, names: string[]) {
  const current = reply.getHeader("vary");
  const listed = String(current ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const known = new Set(listed.map((n) => n.toLowerCase()));
  reply.header("vary", [...listed, ...names.filter((n) => !known.has(n.toLowerCase()))].join(", "));
}

/**
 * Only an anonymous answer to the publishable key is the same for everyone; anything read with
 * a secret key or a staff session must never be kept by a shared cache for the next caller.
 */
const isPublicAnswer = (caller: Caller | null) => caller?.key === "publishable" && caller.role === "anon";

function answer(reply: FastifyReply, { status, headers = {}, body }: GuardAnswer) {
  return reply.code(status).headers(headers).type("application/json; charset=utf-8").send(body);
}

/**
 * The guards every API plugin installs in its own encapsulated context (REST, Storage, Auth),
 * so they run for exactly the requests its routes and its not-found handler answer, whatever
 * spelling of the URL got them there (docs/decisions/009-api-keys.md):
 * - CORS for browsers on other origins (first, so a 401 or 429 carries it);
 * - the credentials (apikey, and a bearer session if any), setting `request.caller`;
 * - the rate limits: per address for the public (a request without a valid key is counted too),
 *   per person for a verified staff session, whose triage must not use up the visitors' budget
 *   of their office's address; the install's secret key is the company's own tooling and is not
 *   throttled;
 * - `Vary: apikey, Authorization` on every answer and `Cache-Control: no-store` on every answer
 *   that is not the anonymous one.
 * Runs in onRequest, before any body is read: a refused upload is not streamed to disk.
 */
export async function installApiGuards(app: FastifyInstance, opts: GuardOptions) {
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    exposedHeaders: [...EXPOSED, ...(opts.exposedHeaders ?? [])],
    maxAge: 86_400,
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "OPTIONS") return; // a preflight, answered by CORS: it carries no credentials
    const result = await app.resolveCredentials({
      apikey: single(request.headers.apikey),
      authorization: single(request.headers.authorization),
      userAgent: single(request.headers["user-agent"]),
    });
    if (!(result.ok && result.caller.role === "service_role")) {
      // A verified staff session is counted on its own, higher limit, not the address's.
      const exceeded = await app.countApiRequest(request, reply, result.ok ? result.caller : null);
      if (exceeded) return answer(reply, opts.errors.tooManyRequests(exceeded));
    }
    if (!result.ok) return answer(reply, opts.errors.refused(result));
    request.caller = result.caller;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    vary(reply, VARY);
    const cacheControl = String(reply.getHeader("cache-control") ?? "");
    if (!isPublicAnswer(request.caller) && !cacheControl.includes("no-store"))
      reply.header("cache-control", "no-store");
    return payload;
  });
}
