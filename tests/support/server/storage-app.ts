/**
 * The storage tests' harness: a real app (backend only) on its own data folder, API keys, and
 * ways to look at what an upload left behind (rows in storage.objects, files on disk).
 */
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join, relative } from "node:path";
import { startApiApp, type ApiTestApp } from "./api";
import type { DatabaseFactory } from "./databases";

export type StorageTestApp = ApiTestApp & { dataDir: string };

/** The API test app (backend only, fresh database from the factory), and its data folder. */
export async function startStorageApp(factory: DatabaseFactory): Promise<StorageTestApp> {
  const api = await startApiApp(factory);
  return { ...api, dataDir: api.database.config.DATA_DIR };
}

/** Every file under DATA_DIR/storage (temporary ones included), as paths relative to it. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, "storage");
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

export type ObjectRow = { id: string; bucket_id: string; name: string; metadata: Record<string, unknown> };

export async function objectRows(app: FastifyInstance): Promise<ObjectRow[]> {
  const { rows } = await app.db.asOwner((tx) =>
    tx.query<ObjectRow>("select id, bucket_id, name, metadata from storage.objects order by bucket_id, name"),
  );
  return rows;
}

/** A multipart body as supabase-js (undici's FormData) sends a File: `cacheControl`, then the file. */
export function multipartBody(bytes: Buffer, contentType: string, filename = "blob", cacheControl = "3600") {
  const boundary = "----formdata-undici-0" + Math.random().toString().slice(2, 13);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${cacheControl}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    head,
    tail,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Sends a request over a real socket with the path exactly as written: fetch and inject both
 * normalise "..", "%2e%2e" and "//", which a hostile client need not do.
 */
export function rawRequest(
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, method: options.method, path: options.path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
