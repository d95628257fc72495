/**
 * docs/deploy.md's recipe, run for real: Debian's Caddy with the recipe's Caddyfile (a local
 * certificate authority, `tls internal`, in place of a public certificate, and high ports) in front
 * of the server as `npm start` runs it. A page over HTTPS with HSTS, a form sent through it that
 * lands, plain HTTP redirected, and the rate limit counting each visitor, not Caddy.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discardServer, newDataDir, startServer, waitFor, type ServerProcess } from "../../server/faults/support";
import { keysFor } from "../../server/test/keys";
import { freePort } from "../../server/test/free-port";
import { contact } from "../../server/test/submissions";

const CADDY = "/usr/bin/caddy";
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe("the deployment recipe: Caddy in front of the server", () => {
  const dataDir = newDataDir();
  const caddyHome = mkdtempSync(join(tmpdir(), "kosmos-caddy-"));
  let server: ServerProcess | undefined;
  let caddy: ChildProcess | undefined;
  let caddyLog = "";
  let httpsPort = 0;
  let httpPort = 0;
  let rootCa = "";

  /** A visitor at its own loopback address (so that Caddy sees each as a different client). */
  function visit(from: string, method: string, path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        { host: "127.0.0.1", servername: "localhost", port: httpsPort, method, path, ca: rootCa, localAddress: from, headers: { host: `localhost:${httpsPort}`, ...headers } },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    expect(existsSync(CADDY), "Debian's caddy package (.ci/run installs it)").toBe(true);
    server = await startServer(dataDir, {
      // As docs/deploy.md sets them: behind Caddy on this machine, HTTPS only.
      TRUST_PROXY: "127.0.0.1",
      HSTS: "true",
      RATE_LIMIT_WRITES_PER_MINUTE: "3",
      SITE_URL: "https://localhost",
    });
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    // The recipe as it is, with the two changes a test needs: a local CA instead of a public one
    // (and not added to this machine's trust store), and no admin endpoint.
    const recipe = await readFile("docs/deploy/Caddyfile", "utf8");
    const caddyfile = recipe
      .replace(/^\{\n/m, "{\n\tadmin off\n\tskip_install_trust\n")
      .replace(/^(\{\$KOSMOS_DOMAIN[^\n]*\{)\n/m, "$1\n\ttls internal\n");
    expect(caddyfile).toContain("tls internal");
    const config = join(caddyHome, "Caddyfile");
    await writeFile(config, caddyfile);
    caddy = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        HOME: caddyHome,
        XDG_DATA_HOME: join(caddyHome, "data"),
        XDG_CONFIG_HOME: join(caddyHome, "config"),
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        KOSMOS_DOMAIN: "localhost",
        KOSMOS_UPSTREAM: server.origin.replace("http://", ""),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stderr?.on("data", (chunk: Buffer) => (caddyLog += chunk.toString()));
    const rootFile = join(caddyHome, "data", "caddy", "pki", "authorities", "local", "root.crt");
    await waitFor("Caddy's local certificate authority", () => existsSync(rootFile), 30_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${caddyLog}`);
    });
    rootCa = await readFile(rootFile, "utf8");
    await waitFor("Caddy to answer over HTTPS", () => visit("127.0.0.1", "GET", "/healthz").then((a) => a.status === 200, () => false), 30_000);
  }, 120_000);

  afterAll(async () => {
    caddy?.kill("SIGKILL");
    await discardServer(server, dataDir);
    await rm(caddyHome, { recursive: true, force: true });
  });

  it("serves a page over HTTPS with HSTS, and redirects plain HTTP to it", async () => {
    const page = await visit("127.0.0.2", "GET", "/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Kosmos");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    const plain = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: httpPort, path: "/contact", headers: { host: "localhost" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/contact$/);
  });

  it("a form sent through it lands, and the rate limit counts the visitor's address, not Caddy's", async () => {
    const { anonKey, serviceKey } = await keysFor(dataDir);
    const send = (from: string, email: string) =>
      visit(from, "POST", "/rest/v1/contact_submissions", {
        headers: { apikey: anonKey, "content-type": "application/json" },
        body: JSON.stringify(contact({ email })),
      });
    expect((await send("127.0.0.3", "through-caddy@example.com")).status).toBe(201);
    const stored = await visit("127.0.0.1", "GET", "/rest/v1/contact_submissions?select=email&email=eq.through-caddy@example.com", {
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
    });
    expect(JSON.parse(stored.body)).toEqual([{ email: "through-caddy@example.com" }]);

    // One visitor uses up its three writes a minute; another, through the same Caddy, still has its own.
    expect((await send("127.0.0.3", "second@example.com")).status).toBe(201);
    expect((await send("127.0.0.3", "third@example.com")).status).toBe(201);
    expect((await send("127.0.0.3", "fourth@example.com")).status).toBe(429);
    expect((await send("127.0.0.4", "other-visitor@example.com")).status).toBe(201);
    // A visitor cannot pick its own address: Caddy replaces what it sends.
    const spoofed = await visit("127.0.0.3", "POST", "/rest/v1/contact_submissions", {
      headers: { apikey: anonKey, "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify(contact({ email: "spoofed@example.com" })),
    });
    expect(spoofed.status).toBe(429);
  });
});
