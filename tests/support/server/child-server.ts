/**
 * A server in a child process (`node [--import tsx] <script>`), on a free port on 127.0.0.1: the
 * fault tests need one they can kill or send SIGTERM, the benchmarks one that does not share
 * the load generator's event loop. No Vitest here: the benchmark scripts use it too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type SpawnedServer = {
  child: ChildProcess;
  /** What the process printed so far (empty when its output goes to this process's). */
  output(): { stdout: string; stderr: string };
  exited: Promise<Exit>;
};

export type ChildServer = SpawnedServer & {
  pid: number;
  origin: string;
  /** Sends SIGTERM and resolves once it has exited (at once if it has already). */
  stop(): Promise<void>;
};

export type SpawnOptions = {
  /** The script and its arguments, run from the repository's root. */
  script: string;
  args?: string[];
  /** Node's own flags (the benchmarks pass `npm start`'s). */
  nodeArgs?: string[];
  /**
   * "tsx" runs any TypeScript of ours (a test's own server script); "node" runs the script as
   * `npm start` does, Node stripping the types itself (server/main.ts).
   */
  loader?: "tsx" | "node";
  /** Added on top of this process's environment. */
  env: Record<string, string>;
  /** "capture" keeps the output for output(); "inherit" prints it here. */
  stdio: "capture" | "inherit";
  /** An IPC channel, for a child that reports it is listening (it also keeps the child alive). */
  ipc?: boolean;
};

export function spawnServer({
  script,
  args = [],
  nodeArgs = [],
  loader = "tsx",
  env,
  stdio,
  ipc = false,
}: SpawnOptions): SpawnedServer {
  const output = stdio === "capture" ? "pipe" : "inherit";
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...(loader === "tsx" ? ["--import", "tsx"] : []), script, ...args],
    {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ["ignore", output, output, ...(ipc ? (["ipc"] as const) : [])],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export type StartOptions = SpawnOptions & {
  /**
   * When it is up: "message", it sends an IPC message once listening; or { answers: path }, a GET
   * of that path gets any HTTP answer.
   */
  readyWhen: "message" | { answers: string };
  timeoutMs: number;
};

/** Spawns the server with PORT set to a free port and waits until it is ready (or fails with its stderr). */
export async function startChildServer({ readyWhen, timeoutMs, ...options }: StartOptions): Promise<ChildServer> {
  const port = await freePort();
  const run = spawnServer({ ...options, env: { ...options.env, PORT: String(port) }, ipc: readyWhen === "message" });
  const origin = `http://127.0.0.1:${port}`;
  let exit: Exit | null = null;
  void run.exited.then((value) => (exit = value));
  let messaged = false;
  run.child.once("message", () => (messaged = true));
  const answers = (path: string) =>
    fetch(`${origin}${path}`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}): ${run.output().stderr}`);
    if (readyWhen === "message" ? messaged : await answers(readyWhen.answers)) {
      let stopped: Promise<void> | null = null;
      const stop = () =>
        (stopped ??= new Promise<void>((resolve) => {
          if (run.child.exitCode !== null || run.child.signalCode !== null) return resolve();
          run.child.once("exit", () => resolve());
          run.child.kill("SIGTERM");
        }));
      return { ...run, pid: run.child.pid!, origin, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, readyWhen === "message" ? 50 : 200));
  }
  run.child.kill("SIGKILL");
  throw new Error(`the server did not start within ${timeoutMs / 1000} s: ${run.output().stderr}`);
}
