/**
 * Harness for the backend's server tests: the real app (API only) on a fresh database from
 * ./databases, the API keys, and a small client over `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../../server/app";
import type { Config } from "../../../server/config";
import type { DatabaseFactory, TestDatabase } from "./databases";

export type ApiTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  anonKey: string;
  serviceKey: string;
  /** Rows in a table, counted as the owner (whatever the API roles may see). */
  count(table: string): Promise<number>;
  close(): Promise<void>;
};

export async function startApiApp(factory: DatabaseFactory, settings: Partial<Config> = {}): Promise<ApiTestApp> {
  const database = await factory.create();
  const app = await buildApp({ config: { ...database.config, ...settings }, serveSite: false });
  await app.ready();
  return {
    app,
    database,
    anonKey: app.installKeys.publishableKey,
    serviceKey: app.installKeys.secretKey,
    async count(table) {
      const { rows } = await app.db.asOwner((tx) =>
        tx.query<{ n: number }>(`select count(*)::int as n from public."${table.replaceAll('"', '""')}"`, []),
      );
      return rows[0]!.n;
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

type Headers = Record<string, string>;
type Method = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE" | "OPTIONS" | "PUT";

/** Requests as supabase-js sends them: the key in `apikey` and as the bearer token. */
export function client(app: FastifyInstance, key: string | null) {
  const send = (method: Method, url: string, body?: unknown, headers: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    get: (url: string, headers?: Headers) => send("GET", url, undefined, headers),
    post: (url: string, body: unknown, headers?: Headers) => send("POST", url, body, headers),
    patch: (url: string, body: unknown, headers?: Headers) => send("PATCH", url, body, headers),
    delete: (url: string, headers?: Headers) => send("DELETE", url, undefined, headers),
    send,
  };
}

/** The JSON body of a reply (throws with the body when it is not JSON). */
export function json<T = unknown>(response: LightMyRequestResponse): T {
  try {
    return JSON.parse(response.body) as T;
  } catch {
    throw new Error(`Not JSON (${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
}
