/**
 * docs/deploy.md, More than one machine: two server processes behind Caddy's load balancer on one
 * PostgreSQL, one Redis and one storage folder. A staff session made on one works on the other, a
 * notice is sent once, the rate limits are shared, and a process that stops is taken out of
 * rotation (its /readyz) without a failed request.
 */
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server/faults";
import { PUBLISHABLE_KEY } from "../../server/keys";
import { startRedis } from "../support/server/redis";
import { startPostgresCluster, type PostgresCluster } from "../support/server/postgres-cluster";
import { startSmtpServer, type TestSmtpServer } from "../support/server/smtp";
import { contact } from "../support/server/submissions";
import { startCaddy, type RunningCaddy } from "./caddy-support";

const run = promisify(execFile);

describe("two servers behind Caddy on one PostgreSQL, Redis and storage folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-scale-out-"));
  let cluster: PostgresCluster;
  let redis: { url: string; process: ChildProcess };
  let smtp: TestSmtpServer;
  let servers: ServerProcess[] = [];
  let caddy: RunningCaddy;
  let databaseUrl = "";

  beforeAll(async () => {
    cluster = await startPostgresCluster({
      folderPrefix: "kosmos-scale-pg-",
      settings: ["fsync=off"],
      database: "kosmos_scale",
      stopMode: "immediate",
    });
    databaseUrl = `postgres://postgres@127.0.0.1:${cluster.port}/kosmos_scale`;
    redis = await startRedis();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_WRITES_PER_MINUTE: "3",
      SHUTDOWN_DELAY_MS: "2500",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Kosmos website <noreply@kosmos.example>",
      NOTIFY_DEFAULT: "team@kosmos.example",
    };
    // The first migrates the database; the second starts on it.
    servers.push(await startServer(dataDir, env));
    servers.push(await startServer(dataDir, env));
    caddy = await startCaddy({
      upstreams: servers.map((s) => s.origin.replace("http://", "")),
      healthInterval: "500ms",
    });
  }, 180_000);

  afterAll(async () => {
    await caddy?.stop();
    for (const server of servers) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await smtp?.close();
    redis?.process.kill();
    cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-site`, { recursive: true, force: true });
  });

  it("a staff session made on one process works on the other", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/staff.ts", "add", "ops@kosmos.example"],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
      },
    );
    const password = /one-time password for \S+: (\S+)/.exec(stdout)![1]!;
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const signIn = await fetch(`${first.origin}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: PUBLISHABLE_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email: "ops@kosmos.example", password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const user = await fetch(`${second.origin}/auth/v1/user`, {
      headers: { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${access_token}` },
    });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe("ops@kosmos.example");
  });

  it("a submission through Caddy is noticed once, and the write limit is shared by both processes", async () => {
    const send = (from: string, email: string) =>
      caddy.visit(from, "POST", "/rest/v1/contact_submissions", {
        headers: { apikey: PUBLISHABLE_KEY, "content-type": "application/json" },
        body: JSON.stringify(contact({ email })),
      });
    // Round robin: the three writes reach both processes, and the fourth is refused by either.
    const statuses = [];
    for (const n of [1, 2, 3, 4]) statuses.push((await send("127.0.0.5", `shared-${n}@example.com`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);

    const mails = await smtp.waitFor(3, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const replyTos = smtp.received.map((m) => m.parsed.replyTo?.text ?? "");
    for (const n of [1, 2, 3]) expect(replyTos.filter((r) => r.includes(`shared-${n}@example.com`))).toHaveLength(1);
    expect(mails.length).toBe(3);
  });

  it("a process that stops leaves the rotation first: no request through Caddy fails meanwhile", async () => {
    const answers: number[] = [];
    let going = true;
    const load = (async () => {
      while (going) {
        answers.push(
          await caddy.visit("127.0.0.6", "GET", "/healthz").then(
            (a) => a.status,
            () => 0,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = servers[0]!;
    await stopping.stop();
    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    going = false;
    await load;
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    servers = servers.slice(1);
  }, 30_000);
});
