/**
 * The fault tests' harness: the real server (server/main.ts, as `npm start` runs it) in a child
 * process that can be killed or sent SIGTERM, a PostgreSQL cluster that can be stopped and
 * started under a running app, and a multipart upload that can be held half-sent.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { Agent, request as httpRequest, type ClientRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEV_JWT_SECRET } from "../config";
import { multipartBody } from "../storage/testing-app";

export const JWT_SECRET = DEV_JWT_SECRET;
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const MAIN = join(REPO, "server/main.ts");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A new DATA_DIR whose PGlite database is a copy of the empty cluster server/test/databases.ts
 * keeps in node_modules/.cache (creating one takes seconds; the server still migrates it).
 */
export function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-faults-"));
  const cache = join(REPO, "node_modules/.cache");
  const template = existsSync(cache)
    ? readdirSync(cache).find((name) => name.startsWith("kosmos-pglite-template-"))
    : undefined;
  if (template) cpSync(join(cache, template), join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/** The smallest site build the site plugin accepts, so main.ts starts without a real build. */
export function tinySiteBuild(dataDir: string): string {
  const root = `${dataDir}-site`;
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Kosmos</title><h1>Kosmos</h1>");
  return root;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** What the process printed so far. */
  output(): { stdout: string; stderr: string };
  exited: Promise<Exit>;
};

/** Runs server/main.ts as `npm start` does (after its build check), with this environment on top. */
export function runServer(env: Record<string, string>): Omit<ServerProcess, "pid" | "origin"> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_READS_PER_MINUTE: "0",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Starts the server and waits until it answers HTTP. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const run = runServer({ PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: tinySiteBuild(dataDir), ...env });
  const origin = `http://127.0.0.1:${port}`;
  let exit: Exit | null = null;
  void run.exited.then((value) => (exit = value));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}): ${run.output().stderr}`);
    const answered = await fetch(`${origin}/rest/v1/`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { ...run, pid: run.child.pid!, origin };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  run.child.kill("SIGKILL");
  throw new Error(`the server did not start within 120 s: ${run.output().stderr}`);
}

/** Removes a DATA_DIR made by newDataDir and its tiny site build. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-site`, { recursive: true, force: true });
}

/** Every file under DATA_DIR/storage (temporary ones included), relative to it. */
export async function storageFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, "storage");
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
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

// --- a PostgreSQL cluster that can be stopped and started under a running app ------------------

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return bin;
  }
  throw new Error("PostgreSQL server binaries (initdb, pg_ctl) were not found: apt-get install postgresql.");
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` OS user. */
function asPostgres(bin: string, args: string[]) {
  const root = process.getuid?.() === 0;
  try {
    execFileSync(root ? "runuser" : bin, root ? ["-u", "postgres", "--", bin, ...args] : args, { stdio: "pipe" });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`${[bin, ...args].join(" ")} failed: ${output || String(error)}`);
  }
}

export type Cluster = {
  url: string;
  /** `pg_ctl stop -m fast`: sessions are terminated (57P01), new connections refused. */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  destroy(): void;
};

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), "kosmos-faults-pg-"));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(root, id("-u"), id("-g"));
  }
  const data = join(root, "data");
  asPostgres(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const pgCtl = (...args: string[]) => asPostgres(join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = () => pgCtl("-l", join(root, "server.log"), "-o", options, "-w", "-t", "60", "start");
  start();
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      pgCtl("-m", "immediate", "-w", "stop");
    } catch {
      // already stopped
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once("exit", destroy);

  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await admin.connect();
  await admin.query("create database kosmos_faults");
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/kosmos_faults`,
    stop: () => pgCtl("-m", "fast", "-w", "stop"),
    start,
    destroy,
  };
}
