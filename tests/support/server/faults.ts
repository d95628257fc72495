/**
 * The fault tests' harness: the real server (server/main.ts, from its sources; `npm start` runs the
 * same code compiled, which tests/e2e/compiled-server.test.ts starts) in a child
 * process that can be killed or sent SIGTERM, a PostgreSQL cluster that can be stopped and
 * started under a running app, and a multipart upload that can be held half-sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { multipartBody } from "./storage-app";
import { startChildServer, spawnServer, type ChildServer, type SpawnedServer } from "./child-server";
import { copyCachedPgliteTemplate } from "./pglite-template";
import { writeTokenPages } from "./site-stand-in";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";

const MAIN = "server/main.ts";

/**
 * A new DATA_DIR whose PGlite database is a copy of the empty cluster the tests keep in
 * node_modules/.cache (creating one takes seconds; the server still migrates it).
 */
export function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-faults-"));
  copyCachedPgliteTemplate(dataDir);
  return dataDir;
}

/** The smallest site build the site plugin accepts, so main.ts starts without a real build. */
export function tinySiteBuild(dataDir: string): string {
  const root = `${dataDir}-site`;
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Kosmos</title><h1>Kosmos</h1>");
  writeTokenPages(root);
  return root;
}

export type ServerProcess = ChildServer;

/** The environment main.ts runs with here: quiet, loopback, PGlite, no Redis, rate limits off. */
const serverEnv = (env: Record<string, string>) => ({
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  RATE_LIMIT_WRITES_PER_MINUTE: "0",
  RATE_LIMIT_READS_PER_MINUTE: "0",
  UPLOAD_BYTES_PER_HOUR: "0",
  // A test runs right after a start whose migrations block the event loop: no overload guard.
  OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
  OVERLOAD_DB_WAIT_MS: "0",
  DATABASE_URL: "",
  REDIS_URL: "",
  ...env,
});

/** Runs server/main.ts as `npm start` does (after its build check), with this environment on top. */
export function runServer(env: Record<string, string>): SpawnedServer {
  return spawnServer({ script: MAIN, env: serverEnv(env), stdio: "capture" });
}

/** Starts the server and waits until it answers HTTP. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startChildServer({
    script: MAIN,
    env: serverEnv({ DATA_DIR: dataDir, BUILD_DIR: tinySiteBuild(dataDir), ...env }),
    stdio: "capture",
    readyWhen: { answers: "/rest/v1/" },
    timeoutMs: 120_000,
  });
}

/** Removes a DATA_DIR made by newDataDir and its tiny site build. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-site`, { recursive: true, force: true });
}

/** After a test: kills its server (if it started one; kill -9, whatever state it is in) and removes its DATA_DIR. */
export async function discardServer(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  server?.child.kill("SIGKILL");
  await server?.exited;
  removeDataDir(dataDir);
}

/** Waits until `check` is true (polling), or fails after `ms`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type HeldUpload = {
  request: ClientRequest;
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<{ statusCode: number; body: string }>;
  /** The answer, whenever it comes (or the socket error). */
  response: Promise<{ statusCode: number; body: string }>;
};

/**
 * A multipart upload as supabase-js sends it, of which only the head and the first `sentBytes`
 * of the file are sent: the server is left in the middle of streaming it to disk.
 */
export function holdUpload(
  origin: string,
  path: string,
  key: string,
  bytes: Buffer,
  contentType: string,
  sentBytes: number,
): HeldUpload {
  const { head, tail, contentType: type } = multipartBody(bytes, contentType);
  const { hostname, port } = new URL(origin);
  const request = httpRequest({
    // Keep-alive with no idle timeout of its own, as a browser: the server must close the connection.
    agent: new Agent({ keepAlive: true }),
    hostname,
    port,
    method: "POST",
    path,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      "x-upsert": "false",
      "content-type": type,
      "content-length": String(head.length + bytes.length + tail.length),
    },
  });
  const response = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ statusCode: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
  // An error before finish() is awaited (the process was killed) is expected: do not let it go unhandled.
  response.catch(() => undefined);
  request.write(Buffer.concat([head, bytes.subarray(0, sentBytes)]));
  return {
    request,
    response,
    finish() {
      request.end(Buffer.concat([bytes.subarray(sentBytes), tail]));
      return response;
    },
  };
}

/** A PostgreSQL cluster with a `kosmos_faults` database, to stop and start under a running app. */
export function startCluster(): Promise<PostgresCluster> {
  return startPostgresCluster({
    folderPrefix: "kosmos-faults-pg-",
    settings: ["fsync=off", "synchronous_commit=off"],
    database: "kosmos_faults",
    stopMode: "immediate",
  });
}
