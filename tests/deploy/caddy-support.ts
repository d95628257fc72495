/**
 * Debian's Caddy with docs/deploy/Caddyfile, as the deploy tests run it: the recipe as it is, with
 * a local certificate authority (`tls internal`, not added to this machine's trust store) in place
 * of a public certificate, no admin endpoint, and high ports.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "../support/server/faults";
import { freePort } from "../support/server/free-port";

export const CADDY = "/usr/bin/caddy";
export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type RunningCaddy = {
  httpPort: number;
  httpsPort: number;
  /** A visitor at its own loopback address (Caddy sees each as a different client), over HTTPS. */
  visit(
    from: string,
    method: string,
    path: string,
    options?: { body?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  stop(): Promise<void>;
};

export async function startCaddy({
  upstreams,
  healthInterval = "5s",
}: {
  upstreams: string[];
  healthInterval?: string;
}): Promise<RunningCaddy> {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: Debian's caddy package (.ci/run installs it)`);
  const home = mkdtempSync(join(tmpdir(), "kosmos-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const recipe = await readFile("docs/deploy/Caddyfile", "utf8");
  const caddyfile = recipe
    .replace(/^\{\n/m, "{\n\tadmin off\n\tskip_install_trust\n")
    .replace(/^(\{\$KOSMOS_DOMAIN[^\n]*\{)\n/m, "$1\n\ttls internal\n");
  if (!caddyfile.includes("tls internal"))
    throw new Error("docs/deploy/Caddyfile no longer has the site block this expects");
  const config = join(home, "Caddyfile");
  await writeFile(config, caddyfile);
  let log = "";
  const caddy: ChildProcess = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: join(home, "data"),
      XDG_CONFIG_HOME: join(home, "config"),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      KOSMOS_DOMAIN: "localhost",
      KOSMOS_UPSTREAM: upstreams.join(" "),
      KOSMOS_HEALTH_INTERVAL: healthInterval,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const rootFile = join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  await waitFor("Caddy's local certificate authority", () => existsSync(rootFile), 30_000).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${log}`);
  });
  const ca = await readFile(rootFile, "utf8");

  const visit: RunningCaddy["visit"] = (from, method, path, { body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: "127.0.0.1",
          servername: "localhost",
          port: httpsPort,
          method,
          path,
          ca,
          localAddress: from,
          headers: { host: `localhost:${httpsPort}`, ...headers },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  await waitFor(
    "Caddy to answer over HTTPS",
    () =>
      visit("127.0.0.1", "GET", "/healthz").then(
        (a) => a.status === 200,
        () => false,
      ),
    30_000,
  );
  return {
    httpPort,
    httpsPort,
    visit,
    async stop() {
      caddy.kill("SIGKILL");
      await rm(home, { recursive: true, force: true });
    },
  };
}
