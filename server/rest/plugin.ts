import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { installApiGuards } from "../api/guards.ts";
import type { Tx } from "../db/types.ts";
import { insertRows, parseJson, patchObject } from "./body.ts";
import { restErrors, restGuardErrors, toRestError } from "./errors.ts";
import {
  parseAccept,
  parseApiQuery,
  parsePrefer,
  parseRange,
  type ApiQuery,
  type Prefer,
  type ResponseShape,
} from "./parse.ts";
import { contentRange, JSON_TYPE, OBJECT_TYPE, readStatus, unwrapSingle } from "./reply.ts";
import { buildCall, createFunctionCache, functionErrors } from "./functions.ts";
import { auditCall, auditRead, isAuditedCall, isAuditedRead } from "./read-audit.ts";
import { createSchemaCache, type TableInfo } from "./schema-cache.ts";
import { buildDelete, buildInsert, buildRead, buildUpdate, type ResultRow, type Sql } from "./sql.ts";

type Operation = "read" | "insert" | "update" | "delete";
type TableRequest = FastifyRequest<{ Params: { table: string } }>;
type FunctionRequest = FastifyRequest<{ Params: { fn: string } }>;
type Prepared = { table: TableInfo; query: ApiQuery; prefer: Prefer; shape: ResponseShape; body: unknown };

/** Only the `public` schema is exposed; a client asking for another gets PostgREST's 406. */
function checkProfile(request: FastifyRequest) {
  for (const name of ["accept-profile", "content-profile"]) {
    const value = request.headers[name];
    if (value !== undefined && value !== "public") throw restErrors.wrongSchema();
  }
}

/** A header sent several times counts as one comma-separated list, as HTTP says. */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function search(url: string): string {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
}

function build({ table, query, prefer, body }: Prepared, operation: Operation): Sql {
  const returning = prefer.return === "representation" ? query.select : null;
  switch (operation) {
    case "read":
      return buildRead(table, { ...query, count: prefer.count !== null });
    case "insert": {
      const { rows, keys } = insertRows(parseJson(body), query.columns);
      return buildInsert(table, rows, keys, returning);
    }
    case "update":
      return buildUpdate(table, patchObject(parseJson(body)), query.filters, returning);
    case "delete":
      return buildDelete(table, query.filters, returning);
  }
}

/** Runs the one statement; a `.single()` that does not get exactly one row rolls back (406). */
async function runOne(tx: Tx, sql: Sql, shape: ResponseShape): Promise<ResultRow> {
  const { rows } = await tx.query<ResultRow>(sql.text, sql.params);
  const row = rows[0] ?? { body: null, n: 0 };
  if (shape === "object" && row.n !== 1) throw restErrors.notSingle(row.n);
  return row;
}

function sendBody(reply: FastifyReply, shape: ResponseShape, body: string | null) {
  if (shape === "object") return reply.type(OBJECT_TYPE).send(body === null ? "" : unwrapSingle(body));
  return reply.type(JSON_TYPE).send(body ?? "[]");
}

function respond(reply: FastifyReply, operation: Operation, prepared: Prepared, row: ResultRow) {
  const { query, prefer, shape } = prepared;
  if (operation === "read") {
    const total = row.total ?? null;
    reply.code(readStatus(row.n, total)).header("content-range", contentRange(query.offset ?? 0, row.n, total));
    return sendBody(reply, shape, row.body);
  }
  const representation = prefer.return === "representation";
  if (operation === "insert") {
    reply.code(201).header("content-range", "*/*");
    if (representation) return sendBody(reply, shape, row.body);
    if (shape === "object") reply.type(OBJECT_TYPE);
    return reply.send();
  }
  if (representation) return sendBody(reply.code(200), shape, row.body);
  return reply
    .code(204)
    .header("content-range", contentRange(0, row.n, null))
    .send();
}

/**
 * PostgREST's subset under /rest/v1/{table}: read, insert, update, delete, each one
 * statement in one transaction as the caller's role, so grants and row-level security decide.
 * Registered under API_PREFIXES.rest, encapsulated: its guards, body parsers and error shapes
 * apply to its own routes only.
 */
export type RestOptions = {
  /** Mails to visitors an hour, from one network and in all (0: no bound): VISITOR_MAILS_*. */
  mailBounds?: { perNetwork: number; inAll: number };
};

export default async function restPlugin(
  app: FastifyInstance,
  { mailBounds = { perNetwork: 5, inAll: 100 } }: RestOptions,
) {
  await installApiGuards(app, { errors: restGuardErrors });
  const schema = createSchemaCache(app.db);

  // Bodies arrive as text and are parsed by the handler, so invalid JSON is PostgREST's
  // PGRST102 rather than Fastify's own error, whatever the Content-Type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  const serve = (operation: Operation) => async (request: TableRequest, reply: FastifyReply) => {
    checkProfile(request);
    const shape = parseAccept(header(request, "accept"));
    const prefer = parsePrefer(header(request, "prefer"));
    const query = parseApiQuery(search(request.url));
    // A Range header pages a read when the query does not (the query's limit and offset win).
    const range = operation === "read" ? parseRange(header(request, "range")) : null;
    if (range && query.offset === null && query.limit === null) {
      query.offset = range.offset;
      query.limit = range.limit;
    }
    const table = await schema.table(request.params.table);
    const prepared: Prepared = { table, query, prefer, shape, body: request.body };
    const sql = build(prepared, operation);
    const { role, claims } = request.caller;
    const row = await app.db.asRole(role, claims, async (tx) => {
      // Where a write came from, as PostgREST passes its request's headers, and this install's
      // bounds: the database holds the mails a visitor's request may cause past them.
      if (operation === "insert")
        await tx.query(
          `select set_config('request.headers', $1, true), set_config('kosmos.visitor_mails_per_network', $2, true),
                  set_config('kosmos.visitor_mails_per_hour', $3, true)`,
          [JSON.stringify({ "x-forwarded-for": request.ip }), String(mailBounds.perNetwork), String(mailBounds.inAll)],
        );
      const result = await runOne(tx, sql, shape);
      // Staff reads of visitors' data are audited in the read's own transaction.
      if (operation === "read" && isAuditedRead(role, table.name))
        await auditRead(tx, role, table.name, query, prefer, result);
      return result;
    });
    return respond(reply, operation, prepared, row);
  };

  const functions = createFunctionCache(app.db);
  /**
   * POST: named arguments as a JSON object; GET: as query parameters, run read-only (a function
   * that writes answers PostgREST's 405). Filters on the result are refused, not ignored.
   */
  const call = (method: "GET" | "POST") => async (request: FunctionRequest, reply: FastifyReply) => {
    checkProfile(request);
    const shape = parseAccept(header(request, "accept"));
    let args: Record<string, unknown>;
    if (method === "POST") {
      const empty = request.body === undefined || (typeof request.body === "string" && request.body.trim() === "");
      const raw = empty ? "{}" : request.body;
      const parsed = parseJson(raw);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw functionErrors.argumentsNotObject();
      args = parsed as Record<string, unknown>;
      if (search(request.url) !== "") throw functionErrors.filtersUnsupported();
    } else {
      args = Object.fromEntries(new URLSearchParams(search(request.url)));
    }
    const fn = await functions.find(request.params.fn, Object.keys(args));
    const sql = buildCall(fn, args);
    const { role, claims } = request.caller;
    const row = await app.db.asRole(role, claims, async (tx) => {
      if (isAuditedCall(role, fn.name)) await auditCall(tx, role, fn.name);
      if (method === "GET") await tx.query("set transaction read only", []);
      return runOne(tx, sql, fn.returnsSet ? shape : "array");
    });
    // A function may have deleted storage rows (erasure, retention): their files go before the
    // answer, so "erased" means the bytes are gone too (server/storage/reaper.ts).
    if (method === "POST" && app.hasDecorator("storageReaper")) await app.storageReaper.run();
    if (fn.returnsVoid) return reply.code(204).send();
    if (fn.returnsSet) {
      reply.header(
        "content-range",
        contentRange(0, row.n, parsePrefer(header(request, "prefer")).count ? row.n : null),
      );
      return sendBody(reply.code(200), shape, row.body);
    }
    return reply
      .code(200)
      .type(JSON_TYPE)
      .send(row.body ?? "null");
  };
  app.post("/rpc/:fn", call("POST"));
  app.get("/rpc/:fn", call("GET"));

  app.get("/:table", serve("read"));
  app.post("/:table", serve("insert"));
  app.patch("/:table", serve("update"));
  app.delete("/:table", serve("delete"));

  app.setNotFoundHandler((_request, reply) => {
    const error = restErrors.invalidPath();
    return reply.code(error.status).type(JSON_TYPE).send(error.body);
  });

  app.setErrorHandler((error, request, reply) => {
    const rest = toRestError(error, request.caller?.role ?? "anon");
    // The database being away is not a fault of ours to trace: one line, no stack.
    if (rest.status === 503) request.log.warn({ code: rest.code }, "REST request answered 503: database unavailable");
    else if (rest.status >= 500) request.log.error({ err: error }, "REST request failed");
    return reply.code(rest.status).headers(rest.headers).type(JSON_TYPE).send(rest.body);
  });
}
