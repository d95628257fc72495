import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { bearerToken } from "../keys/credentials.ts";
import { isSubmissionTable } from "../../shared/submissions.ts";
import { routeLabel } from "./request-log.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: {
      backupSucceeded(at: Date): void;
      /** The mean time transactions waited for the database since the last call (ms); resets. */
      takeMeanDbWaitMs(): number;
    };
  }
}

export type MetricsOptions = {
  /** Also accepted as `Authorization: Bearer …` (besides the install's secret key). */
  token?: string;
  /** `host:port` of a separate listener that answers /metrics to anyone who reaches it. */
  listen?: string;
};

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `GET /metrics` in Prometheus's format (prom-client), never public: with the install's
 * secret key or METRICS_TOKEN as bearer, or on a listener of its own (METRICS_LISTEN). Requests by
 * route (a label from a set the code fixes: routeLabel), method and status with durations; time spent waiting for the database and in
 * it; submissions by kind; the outbox; sign-in refusals and locked accounts; rate-limit
 * refusals; the last backup; and the process's own figures.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: MetricsOptions) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "kosmos_" });
    const requests = new Counter({
      name: "kosmos_http_requests_total",
      help: "Requests answered",
      labelNames: ["route", "method", "status"],
      registers: [registry],
    });
    const durations = new Histogram({
      name: "kosmos_http_request_duration_seconds",
      help: "Time to answer",
      labelNames: ["route", "method"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const submissions = new Counter({
      name: "kosmos_submissions_total",
      help: "Submissions stored, by kind",
      labelNames: ["kind"],
      registers: [registry],
    });
    const refusedSignIns = new Counter({
      name: "kosmos_sign_in_failures_total",
      help: "Sign-ins refused (wrong password or code, or locked)",
      registers: [registry],
    });
    const rateLimited = new Counter({
      name: "kosmos_rate_limited_total",
      help: "Requests refused by a rate limit (429)",
      registers: [registry],
    });
    const lastBackup = new Gauge({
      name: "kosmos_backup_last_success_timestamp_seconds",
      help: "When the last backup succeeded",
      registers: [registry],
    });
    const dbWait = new Histogram({
      name: "kosmos_db_wait_seconds",
      help: "Time a transaction waited for a connection (PGlite: the one connection)",
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [registry],
    });
    const dbTime = new Histogram({
      name: "kosmos_db_transaction_seconds",
      help: "Time a transaction ran",
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [registry],
    });
    // Read from the database at each scrape.
    new Gauge({
      name: "kosmos_outbox_notices",
      help: "Notices in the outbox, by status",
      labelNames: ["status"],
      registers: [registry],
      async collect() {
        const { rows } = await app.db.asOwner((tx) =>
          tx.query<{ status: string; n: number }>(
            "select status, count(*)::int as n from public.notification_outbox where status <> 'sent' group by status",
            [],
          ),
        );
        this.reset();
        for (const status of ["pending", "failed"]) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      },
    });
    new Gauge({
      name: "kosmos_outbox_oldest_pending_seconds",
      help: "Age of the oldest pending notice",
      registers: [registry],
      async collect() {
        const { rows } = await app.db.asOwner((tx) =>
          tx.query<{ age: number | null }>(
            "select extract(epoch from now() - min(created_at))::float8 as age from public.notification_outbox where status = 'pending'",
            [],
          ),
        );
        this.set(rows[0]?.age ?? 0);
      },
    });
    new Gauge({
      name: "kosmos_locked_accounts",
      help: "Accounts and authenticators locked now by wrong passwords or codes",
      registers: [registry],
      async collect() {
        const { rows } = await app.db.asOwner((tx) =>
          tx
            .query<{ n: number }>("select count(*)::int as n from auth.sign_in_failures where locked_until > now()", [])
            .catch(() => ({ rows: [{ n: 0 }] })),
        );
        this.set(rows[0]?.n ?? 0);
      },
    });

    // The database's own timings, around every transaction of the app.
    const window = { sum: 0, count: 0 };
    const timed = <A extends unknown[], T>(run: (...args: A) => Promise<T>, fnIndex: number) =>
      ((...args: A) => {
        const queued = performance.now();
        const fn = args[fnIndex] as (tx: unknown) => Promise<unknown>;
        args[fnIndex] = (async (tx: unknown) => {
          const started = performance.now();
          dbWait.observe((started - queued) / 1000);
          window.sum += started - queued;
          window.count += 1;
          try {
            return await fn(tx);
          } finally {
            dbTime.observe((performance.now() - started) / 1000);
          }
        }) as A[number];
        return run(...args);
      }) as typeof run;
    const db = app.db;
    const asOwner = db.asOwner.bind(db);
    const asRole = db.asRole.bind(db);
    Object.assign(db, { asOwner: timed(asOwner, 0), asRole: timed(asRole, 2) });

    app.addHook("onResponse", async (request, reply) => {
      const route = routeLabel(request);
      const status = reply.statusCode;
      requests.inc({ route, method: request.method, status });
      durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
      if (status === 429) rateLimited.inc();
      const table = (request.params as { table?: string } | undefined)?.table;
      if (request.method === "POST" && status === 201 && route === "/rest/v1/:table" && isSubmissionTable(table))
        submissions.inc({ kind: table });
      if (route === "/auth/v1/token" && (status === 400 || status === 429)) refusedSignIns.inc();
      if (route === "/auth/v1/factors/:id/verify" && (status === 422 || status === 429)) refusedSignIns.inc();
    });

    app.decorate("metrics", {
      backupSucceeded: (at: Date) => lastBackup.set(at.getTime() / 1000),
      takeMeanDbWaitMs() {
        const mean = window.count ? window.sum / window.count : 0;
        window.sum = 0;
        window.count = 0;
        return mean;
      },
    });

    const send = async (reply: FastifyReply) =>
      reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    const allowed = (request: FastifyRequest) => {
      const bearer = bearerToken(request.headers.authorization);
      if (!bearer) return false;
      return app.installKeys.kindOf(bearer) === "secret" || (opts.token !== undefined && same(bearer, opts.token));
    };
    app.get("/metrics", async (request, reply) => {
      if (!allowed(request))
        return reply
          .code(401)
          .header("www-authenticate", "Bearer")
          .header("cache-control", "no-store")
          .send({ error: "unauthorized" });
      return send(reply);
    });

    if (opts.listen) {
      const [host, port] = [
        opts.listen.slice(0, opts.listen.lastIndexOf(":")),
        Number(opts.listen.slice(opts.listen.lastIndexOf(":") + 1)),
      ];
      const server: Server = createServer((req, res) => {
        if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(text),
          () => res.writeHead(500).end(),
        );
      });
      app.addHook("onListen", async () => {
        await new Promise<void>((resolve, reject) =>
          server.once("error", reject).listen(port, host.replace(/^\[|\]$/g, ""), () => resolve()),
        );
      });
      app.addHook("onClose", async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: "kosmos-metrics", fastify: "5.x", dependencies: ["kosmos-db"] },
);
