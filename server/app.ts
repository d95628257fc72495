import compress from "@fastify/compress";
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { canonicalUrl } from "./api/canonical-url.ts";
import { API_PREFIXES } from "./api/prefixes.ts";
import authApi, { type GoTrueOptions } from "./auth/gotrue/index.ts";
import type { Config } from "./config.ts";
import databasePlugin from "./db/plugin.ts";
import feedPlugin from "./feed/plugin.ts";
import keysPlugin from "./keys/plugin.ts";
import inboundPlugin from "./inbound/plugin.ts";
import mailPlugin from "./mail/plugin.ts";
import newsletterPlugin from "./newsletter/plugin.ts";
import yourDataPlugin from "./your-data/plugin.ts";
import type { SenderTimings } from "./newsletter/sender.ts";
import type { WorkerTimings } from "./mail/worker.ts";
import { BODY_LIMIT } from "./rest/errors.ts";
import restPlugin from "./rest/plugin.ts";
import refuseSiteBodies from "./security/bodies.ts";
import securityHeaders from "./security/headers.ts";
import rateLimitPlugin from "./security/rate-limit.ts";
import { serverTimeouts } from "./security/timeouts.ts";
import backupRoutes from "./backup/plugin.ts";
import backupSchedule from "./backup/schedule.ts";
import keyRoutes from "./keys/routes.ts";
import healthPlugin from "./ops/health.ts";
import metricsPlugin from "./ops/metrics.ts";
import overloadGuard from "./ops/overload.ts";
import requestLog, { QuietRequestLog, requestSerializer } from "./ops/request-log.ts";
import sitePlugin from "./site/plugin.ts";
import storagePlugin from "./storage/plugin.ts";
import { hostedRemover } from "./storage/hosted-remover.ts";
import storageReaper from "./storage/reaper.ts";
import retentionJob from "./backoffice/retention.ts";
import publishPlugin, { type PublishPluginOptions } from "./publish/plugin.ts";
import mediaPlugin from "./media/plugin.ts";
import linkSweepPlugin from "./content/link-sweep.ts";
import schedulesPlugin from "./content/schedules.ts";

export type AppOptions = {
  config: Config;
  /** Serve the prerendered site (off for API-only server tests). */
  serveSite?: boolean;
  /** /auth/v1's limits and session rules, for tests (defaults: GoTrue's). */
  auth?: Pick<GoTrueOptions, "limits" | "throttle" | "sessions">;
  /** The mail worker's waits (tests shorten them). */
  mailTimings?: Partial<WorkerTimings>;
  /** The newsletter sender's waits and batch (tests shorten them). */
  newsletterTimings?: Partial<SenderTimings>;
  /** The publisher's poll and retry (tests shorten them). */
  publishTimings?: Pick<PublishPluginOptions, "sweepMs" | "retryMs" | "renderIdleMs">;
};

/** Builds the whole app (plugins, then routes) without listening, so tests can inject requests. */
export async function buildApp({
  config,
  serveSite = true,
  auth,
  mailTimings,
  newsletterTimings,
  publishTimings,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, serializers: { req: requestSerializer } },
    // One line per request, without the query string (server/ops/request-log.ts).
    logController: new QuietRequestLog(),
    // Our own id for every request; a client's X-Request-Id is not trusted.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    // Guards against slow clients holding sockets open.
    ...serverTimeouts(config),
    // Who the client is (for the rate limits) when a load balancer forwards the request.
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Creating a new PGlite database (first start, each test) can take several seconds on a busy machine.
    pluginTimeout: 120_000,
    // Every spelling of an API prefix reaches that API's plugin and its guards (docs/decisions/009).
    rewriteUrl: (request) => canonicalUrl(request.url ?? "/"),
  });

  await app.register(requestLog);
  // First, so that every response carries the headers, errors and 429s included.
  await app.register(securityHeaders, { hsts: config.HSTS });
  await app.register(overloadGuard, {
    maxEventLoopDelayMs: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedMb: config.OVERLOAD_HEAP_USED_MB,
    maxDbWaitMs: config.OVERLOAD_DB_WAIT_MS,
  });
  await app.register(refuseSiteBodies);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(databasePlugin, { config });
  await app.register(keysPlugin, { config });
  // Right after the database: it times every transaction the other plugins run.
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, listen: config.METRICS_LISTEN });
  await app.register(rateLimitPlugin, {
    writesPerMinute: config.RATE_LIMIT_WRITES_PER_MINUTE,
    readsPerMinute: config.RATE_LIMIT_READS_PER_MINUTE,
    staffWritesPerMinute: config.RATE_LIMIT_STAFF_WRITES_PER_MINUTE,
    staffReadsPerMinute: config.RATE_LIMIT_STAFF_READS_PER_MINUTE,
    redisUrl: config.REDIS_URL,
  });
  // Each API guards its own routes (server/api/guards.ts): key check, rate limits, CORS, caching.
  await app.register(restPlugin, {
    prefix: API_PREFIXES.rest,
    mailBounds: { perNetwork: config.VISITOR_MAILS_PER_NETWORK_PER_HOUR, inAll: config.VISITOR_MAILS_PER_HOUR },
  });
  // A hosted Supabase project whose worker this server is: its files go through its Storage API.
  const hosted =
    config.SUPABASE_URL && config.SUPABASE_SECRET_KEY
      ? { url: config.SUPABASE_URL, secretKey: config.SUPABASE_SECRET_KEY }
      : undefined;
  // Files of deleted storage rows (Storage's DELETE, erasure, retention) follow their rows.
  await app.register(storageReaper, {
    dataDir: config.DATA_DIR,
    intervalMs: 60_000,
    remover: hosted ? hostedRemover(hosted.url, hosted.secretKey) : undefined,
  });
  await app.register(storagePlugin, {
    prefix: API_PREFIXES.storage,
    dataDir: config.DATA_DIR,
    uploadBytesPerHour: config.UPLOAD_BYTES_PER_HOUR,
    minFreeDiskMb: config.MIN_FREE_DISK_MB,
    redisUrl: config.REDIS_URL,
  });
  // The media library's pictures: made into variants, and served to visitors once content shows them.
  await app.register(mediaPlugin, { dataDir: config.DATA_DIR, hosted });
  // Content changes scheduled by staff, applied at their time.
  await app.register(schedulesPlugin, { pollMs: 1_000 });
  // The site's external links, asked once a week (never on a visitor's request).
  await app.register(linkSweepPlugin, {
    days: config.LINK_CHECK_DAYS ?? (config.NODE_ENV === "production" ? 7 : 0),
    siteUrl: config.SITE_URL,
  });
  // Submissions older than the back office's retention setting go every day.
  await app.register(retentionJob);
  await app.register(authApi, { prefix: API_PREFIXES.auth, siteUrl: config.SITE_URL, ...auth });
  await app.register(feedPlugin, { siteUrl: config.SITE_URL });
  await app.register(mailPlugin, { config, timings: mailTimings });
  await app.register(inboundPlugin, { config });
  // Before the site's catch-all: its confirmation and unsubscribe pages are answered here.
  await app.register(newsletterPlugin, { config, serveSite, timings: newsletterTimings });
  // An applicant's erasure link: its page carries the link's token; its form records the request.
  if (serveSite) await app.register(yourDataPlugin, { root: config.BUILD_DIR });
  await app.register(healthPlugin, { dataDir: config.DATA_DIR });
  await app.register(backupRoutes, { prefix: "/ops/v1", dataDir: config.DATA_DIR, recipient: config.BACKUP_RECIPIENT });
  await app.register(keyRoutes, { prefix: "/ops/v1", dataDir: config.DATA_DIR });
  if (config.BACKUP_SCHEDULE) {
    await app.register(backupSchedule, {
      dataDir: config.DATA_DIR,
      schedule: config.BACKUP_SCHEDULE,
      dir: config.BACKUP_DIR,
      keep: config.BACKUP_KEEP,
      command: config.BACKUP_COMMAND,
      recipient: config.BACKUP_RECIPIENT,
    });
  }
  if (serveSite) {
    await app.register(sitePlugin, { root: config.BUILD_DIR });
    // Published content becomes the site's pages: re-rendered routes replace their files.
    await app.register(publishPlugin, { config, ...publishTimings });
  }
  return app;
}
