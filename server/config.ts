import { isIP } from "node:net";
import { resolve } from "node:path";
import { Cron } from "croner";
import { z } from "zod";

/**
 * The Supabase CLI's published local development secret: every tutorial's service_role key is
 * signed with it, so it is refused as JWT_SECRET whatever NODE_ENV says.
 */
export const PUBLISHED_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** `true`/`false` (or `1`/`0`, `yes`/`no`): z.coerce.boolean would read "false" as true. */
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "expected true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): `false` (none: the
 * socket's address is the client), `true` (every hop: only behind a proxy that overwrites the
 * header, or a client could choose its own address), or a comma-separated list of the proxies'
 * addresses or CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal).
 */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  const [address = "", bits, ...rest] = entry.split("/");
  return (
    PROXY_NAMES.has(entry) ||
    (isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits)))
  );
};
const trustProxy = z
  .string()
  .refine(
    (value) => value === "true" || value === "false" || value.split(",").every((entry) => isProxyAddress(entry.trim())),
    { error: "expected true, false, or a comma-separated list of proxy addresses or CIDR ranges" },
  )
  .transform((value): boolean | string => (value === "true" || value === "false" ? value === "true" : value));

/** Requests a minute per client address; 0 turns the limit off. */
const perMinute = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Mail (server/mail): an address as a browser's email field accepts it, no display name. */
const emailAddress = z.email({ pattern: z.regexes.html5Email, error: "expected an email address" });
/** Who hears of a kind of submission: one address or several, comma-separated. */
const addressList = (value: string) => value.split(",").map((address) => address.trim());
const recipients = z
  .string()
  .refine((value) => addressList(value).every((address) => emailAddress.safeParse(address).success), {
    error: "expected an email address, or several separated by commas",
  })
  .transform(addressList);
/** `noreply@example.com` or `Kosmos website <noreply@example.com>`. */
const mailbox = z.string().regex(/^(?:[^<>"\r\n]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, {
  error: "expected an address, or a name and an address in angle brackets",
});

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    SITE_URL: z.url().default("http://localhost:3000"),
    DATA_DIR: z.string().min(1).default("./data"),
    BUILD_DIR: z.string().min(1).default("./build/client"),
    DATABASE_URL: z.string().startsWith("postgres").optional(),
    /** PGlite's shared buffers, inside its WebAssembly memory (decision 023). */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, { error: "expected a size such as 16MB" })
      .default("16MB"),
    // Only for legacy HS256 anon/service_role keys (a project moving from hosted Supabase); unset, they are refused.
    JWT_SECRET: z
      .string()
      .min(32, "JWT_SECRET must be at least 32 characters")
      .refine((secret) => secret !== PUBLISHED_JWT_SECRET, "JWT_SECRET must not be the Supabase CLI's published secret")
      .optional(),
    REDIS_URL: z.string().optional(),
    // /metrics: also answered to this bearer token, and on this separate address (host:port) to anyone reaching it.
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    METRICS_LISTEN: z
      .string()
      .regex(/^(\[[0-9a-fA-F:]+\]|[^:\s]+):\d{1,5}$/, { error: "expected host:port" })
      .optional(),
    // Scheduled backups (server/backup/schedule.ts): a cron expression, where, how many, and where to send each.
    BACKUP_SCHEDULE: z
      .string()
      .refine((expression) => {
        try {
          new Cron(expression, { paused: true }).stop();
          return true;
        } catch {
          return false;
        }
      }, "expected a cron expression, such as 15 3 * * * (03:15 UTC every day)")
      .optional(),
    BACKUP_DIR: z.string().min(1).default("./backups"),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    BACKUP_COMMAND: z.string().min(1).optional(),
    // An age public key (age1…): archives are encrypted to it; the identity stays off the server.
    BACKUP_RECIPIENT: z
      .string()
      .regex(/^age1[0-9a-z]{58}$/, { error: "expected an age public key (age1…)" })
      .optional(),
    // A hosted Supabase project's API and secret key: erased files are removed through its Storage.
    SUPABASE_URL: z.url().optional(),
    SUPABASE_SECRET_KEY: z.string().min(20).optional(),
    // Called (POST, JSON of the changed types and routes) after every publish: a CDN's deploy or
    // purge hook; on a site built for a CDN the only way a publish reaches it.
    PUBLISH_HOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Days between two sweeps of the site's external links; 0: never. Unset: weekly in production.
    LINK_CHECK_DAYS: z.coerce.number().int().min(0).max(365).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    HSTS: flag.default(false),
    TRUST_PROXY: trustProxy.default(false),
    RATE_LIMIT_WRITES_PER_MINUTE: perMinute(30),
    RATE_LIMIT_READS_PER_MINUTE: perMinute(600),
    // Mails to visitors (a newsletter confirmation, an application's acknowledgement) their
    // requests may cause an hour: from one network, and in all; past them a mail is held (0: off).
    VISITOR_MAILS_PER_NETWORK_PER_HOUR: perMinute(5),
    VISITOR_MAILS_PER_HOUR: perMinute(100),
    // Overload: above this mean event-loop delay (or heap, MB), requests get 503 with Retry-After (0: off).
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
    OVERLOAD_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
    OVERLOAD_DB_WAIT_MS: z.coerce.number().int().min(0).default(2_000),
    // Uploads: bytes per client address an hour (0: off), and the free disk below which they wait.
    UPLOAD_BYTES_PER_HOUR: z.coerce
      .number()
      .int()
      .min(0)
      .default(100 * 1024 * 1024),
    MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(512),
    // A signed-in staff member, counted per person: an afternoon of triage is not the public's 30.
    RATE_LIMIT_STAFF_WRITES_PER_MINUTE: perMinute(300),
    RATE_LIMIT_STAFF_READS_PER_MINUTE: perMinute(3_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    REQUEST_TIMEOUT_MS: milliseconds(60_000),
    // After SIGTERM, /readyz answers 503 this long while everything else is still served, so a
    // load balancer takes the process out of rotation before it stops answering.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    // Mail: unset SMTP_URL keeps the notices pending in the outbox (nothing is sent or printed).
    SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /./, error: "expected smtp://… or smtps://…" }).optional(),
    MAIL_FROM: mailbox.optional(),
    NOTIFY_DEFAULT: recipients.optional(),
    NOTIFY_SALES: recipients.optional(),
    NOTIFY_PRESS: recipients.optional(),
    NOTIFY_CAREERS: recipients.optional(),
    NOTIFY_LABS: recipients.optional(),
    // The newsletter's pace in mails a minute, so a long list does not trip the mail provider's limits.
    NEWSLETTER_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    // DKIM signing of every mail (all three, or none): the domain, the selector, the PEM private key's file.
    MAIL_DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "expected a domain" })
      .optional(),
    MAIL_DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9._-]+$/i, { error: "expected a DKIM selector" })
      .optional(),
    MAIL_DKIM_KEY_FILE: z.string().optional(),
    // Replies that come back: staff's replies carry reply+<token>@INBOUND_DOMAIN, and the server
    // listens for mail on INBOUND_SMTP_PORT (an MX record or a forwarding rule points at it).
    // Both unset: replies ask the visitor to answer the team's public address instead.
    INBOUND_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, { error: "expected a domain" })
      .optional(),
    INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    INBOUND_SMTP_HOST: z.string().default("0.0.0.0"),
    // Messages taken from one client address an hour (more are told to come back later: 451).
    INBOUND_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(600),
  })
  .refine(
    (env) =>
      [env.MAIL_DKIM_DOMAIN, env.MAIL_DKIM_SELECTOR, env.MAIL_DKIM_KEY_FILE].every((v) => v === undefined) ||
      [env.MAIL_DKIM_DOMAIN, env.MAIL_DKIM_SELECTOR, env.MAIL_DKIM_KEY_FILE].every((v) => v !== undefined),
    { message: "MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_KEY_FILE go together", path: ["MAIL_DKIM_DOMAIN"] },
  )
  .refine((env) => (env.INBOUND_DOMAIN === undefined) === (env.INBOUND_SMTP_PORT === undefined), {
    message: "INBOUND_DOMAIN and INBOUND_SMTP_PORT go together",
    path: ["INBOUND_DOMAIN"],
  })
  .refine((env) => (env.SUPABASE_URL === undefined) === (env.SUPABASE_SECRET_KEY === undefined), {
    message: "SUPABASE_URL and SUPABASE_SECRET_KEY go together",
    path: ["SUPABASE_URL"],
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    message: "HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS",
    path: ["HEADERS_TIMEOUT_MS"],
  })
  // The development fallbacks (kosmos.example) would send every notice nowhere.
  .refine((env) => !(env.NODE_ENV === "production" && env.SMTP_URL && !(env.MAIL_FROM && env.NOTIFY_DEFAULT)), {
    message: "MAIL_FROM and NOTIFY_DEFAULT must be set when SMTP_URL is set and NODE_ENV=production",
    path: ["SMTP_URL"],
  });

export type Config = Omit<z.infer<typeof schema>, "DATA_DIR" | "BUILD_DIR" | "BACKUP_DIR"> & {
  /** Absolute paths. */
  DATA_DIR: string;
  BUILD_DIR: string;
  BACKUP_DIR: string;
};

/** Reads and validates the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    BUILD_DIR: resolve(parsed.data.BUILD_DIR),
    BACKUP_DIR: resolve(parsed.data.BACKUP_DIR),
  };
}
