/**
 * npm run bench:auth: what staff sign-in costs (docs/decisions/010-staff-sign-in.md).
 * - bcrypt at GoTrue's cost 10 (bcryptjs): the time of one hash and one comparison, median of
 *   several runs; it bounds sign-ins per second per core.
 * - An access token's ES256 signature: signs and verifications per second in-process, median of
 *   several one-second runs (what every staff API call pays when its token is not remembered).
 * - Over HTTP, against the server in a child process (as bench:api), on PGlite and PostgreSQL:
 *   password sign-ins a second and GET /auth/v1/user a second (token verified, session and
 *   user read) with autocannon.
 * Prints tables and writes bench-results/auth.json.
 *
 *   npm run bench:auth -- --duration 5 --connections 4 --backend pglite
 */
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BCRYPT_COST } from "../server/auth/gotrue/passwords";
import { importJWK, jwtVerify } from "jose";
import { signAccessToken } from "../server/auth/gotrue/tokens";
import type { UserRow } from "../server/auth/gotrue/users";
import { installKeysFrom, PUBLISHABLE_KEY } from "../server/keys";
import { newSecretKey, newSigningKey } from "../server/keys/install-keys";
import { startChildServer } from "../tests/support/server/child-server";
import { startBenchCluster, type Backend } from "./servers";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "4" },
    runs: { type: "string", default: "7" },
    backend: { type: "string", multiple: true },
  },
});
const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Operations a second over one second, median of `runs`. */
async function perSecond(fn: () => Promise<unknown>): Promise<number> {
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    let n = 0;
    const end = performance.now() + 1_000;
    while (performance.now() < end) {
      await fn();
      n++;
    }
    rates.push(n);
  }
  return median(rates);
}

async function inProcess() {
  const password = "correct horse battery staple";
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  const hashMs: number[] = [];
  const compareMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    hashMs.push(await timeMs(() => bcrypt.hash(password, BCRYPT_COST)));
    compareMs.push(await timeMs(() => bcrypt.compare(password, hash)));
  }
  const keys = await installKeysFrom({
    version: 1,
    secretKeys: [newSecretKey()],
    signingKeys: [await newSigningKey()],
  });
  const user = {
    id: crypto.randomUUID(),
    email: "bench@kosmos.example",
    phone: null,
    raw_app_meta_data: { provider: "email", role: "staff" },
    raw_user_meta_data: {},
    aud: "authenticated",
    role: "authenticated",
    encrypted_password: hash,
    email_confirmed_at: new Date(),
    last_sign_in_at: null,
    created_at: new Date(),
    updated_at: new Date(),
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
  } satisfies UserRow;
  const session = { sessionId: crypto.randomUUID(), aal: "aal2" as const, amr: [{ method: "totp", timestamp: 0 }] };
  const { token } = await signAccessToken(keys, "http://localhost:3000/auth/v1", user, session);
  // What the API guard does with a token it has not seen (server/keys/credentials.ts).
  const publicKey = await importJWK(keys.verificationKey(keys.signing.kid)!, "ES256");
  return [
    { measure: `bcrypt hash, cost ${BCRYPT_COST}`, value: `${median(hashMs).toFixed(1)} ms` },
    { measure: `bcrypt compare, cost ${BCRYPT_COST}`, value: `${median(compareMs).toFixed(1)} ms` },
    {
      measure: "access token sign (ES256)",
      value: `${await perSecond(() => signAccessToken(keys, "http://x/auth/v1", user, session))} /s`,
    },
    {
      measure: "access token verify (ES256)",
      value: `${await perSecond(() => jwtVerify(token, publicKey, { algorithms: ["ES256"] }))} /s`,
    },
  ];
}

type Row = {
  backend: Backend;
  call: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "non-2xx": number;
  errors: number;
};

async function overHttp(backend: Backend, duration: number, connections: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-auth-"));
  const cluster = backend === "postgres" ? await startBenchCluster() : null;
  const email = "bench@kosmos.example";
  const password = "a long benchmark passphrase";
  const server = await startChildServer({
    script: "bench/auth-server.ts",
    env: {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_READS_PER_MINUTE: "0",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      DATABASE_URL: cluster?.url ?? "",
      BENCH_EMAIL: email,
      BENCH_PASSWORD: password,
    },
    stdio: "inherit",
    readyWhen: "message",
    timeoutMs: 180_000,
  });
  const rows: Row[] = [];
  try {
    const headers = {
      apikey: PUBLISHABLE_KEY,
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
    };
    const signIn = {
      url: `${server.origin}/auth/v1/token?grant_type=password`,
      method: "POST" as const,
      headers,
      body: JSON.stringify({ email, password }),
    };
    const first = await fetch(signIn.url, { method: "POST", headers, body: signIn.body });
    const { access_token } = (await first.json()) as { access_token: string };
    const calls = [
      { call: "sign-in (password)", target: signIn },
      {
        call: "GET /user (token verified)",
        target: {
          url: `${server.origin}/auth/v1/user`,
          method: "GET" as const,
          headers: { ...headers, authorization: `Bearer ${access_token}` },
        },
      },
    ];
    for (const { call, target } of calls) {
      await autocannon({ ...target, connections, duration: 2, timeout: 30 });
      const result = await autocannon({ ...target, connections, duration, timeout: 30 });
      rows.push({
        backend,
        call,
        "req/s": Math.round(result.requests.average * 10) / 10,
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "non-2xx": result.non2xx,
        errors: result.errors + result.timeouts,
      });
      console.log(`${backend} / ${call}: ${rows.at(-1)!["req/s"]} req/s`);
    }
  } finally {
    await server.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const local = await inProcess();
console.table(local);
const backends = (values.backend?.length ? values.backend : ["pglite", "postgres"]) as Backend[];
const http: Row[] = [];
for (const backend of backends)
  http.push(...(await overHttp(backend, Number(values.duration), Number(values.connections))));
console.table(http);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/auth.json",
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", node: process.version },
      settings: {
        runs,
        durationSeconds: Number(values.duration),
        connections: Number(values.connections),
        limits: "off",
      },
      inProcess: local,
      http,
    },
    null,
    2,
  )}\n`,
);
console.log("Written to bench-results/auth.json");
if (http.some((r) => r["non-2xx"] > 0 || r.errors > 0)) process.exitCode = 1;
