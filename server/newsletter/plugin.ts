import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { DAY_MS } from "../backoffice/retention.ts";
import { senderOf } from "../mail/routing.ts";
import { createSmtpTransport } from "../mail/transport.ts";
import { newsletterRoutes } from "./routes.ts";
import { createNewsletterSender, type NewsletterSender, type SenderTimings } from "./sender.ts";

export type NewsletterPluginOptions = {
  config: Config;
  /** The public pages need the build; API-only tests leave them out. */
  serveSite: boolean;
  timings?: Partial<SenderTimings>;
};

/** The RPCs after which there is something to send at once, not at the next poll. */
const SENDING_CALLS = new Set(["/rest/v1/rpc/send_newsletter", "/rest/v1/rpc/send_newsletter_test"]);

/**
 * The newsletter: its public pages (routes.ts), the sender of issues (sender.ts, only
 * with SMTP_URL), and the daily removal of sign-ups never confirmed. Confirmation mails and
 * acknowledgements go through the outbox like every notice (server/mail/).
 */
export default fp(
  async function newsletterPlugin(app: FastifyInstance, { config, serveSite, timings }: NewsletterPluginOptions) {
    if (serveSite) await newsletterRoutes(app, { root: config.BUILD_DIR });

    const purge = () =>
      app.db
        .asOwner((tx) => tx.query<{ removed: number }>("select private.purge_unconfirmed_subscribers() as removed"))
        .then(
          ({ rows }) => rows[0]?.removed && app.log.info({ removed: rows[0].removed }, "unconfirmed sign-ups removed"),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, "removing unconfirmed sign-ups failed"));
    const timers: NodeJS.Timeout[] = [];
    app.addHook("onReady", async () => {
      timers.push(setTimeout(purge, 60_000).unref(), setInterval(purge, DAY_MS).unref());
    });
    app.addHook("onClose", async () => timers.forEach(clearTimeout));

    if (!config.SMTP_URL) return;
    const transport = await createSmtpTransport(config.SMTP_URL, config, { pool: true });
    const sender: NewsletterSender = createNewsletterSender({
      db: app.db,
      transport,
      from: senderOf(config),
      siteUrl: config.SITE_URL,
      sendsPerMinute: config.NEWSLETTER_SENDS_PER_MINUTE,
      inboundDomain: config.INBOUND_DOMAIN,
      log: app.log.child({ module: "newsletter" }),
      timings,
    });
    app.addHook("onResponse", async (request, reply) => {
      if (request.method === "POST" && reply.statusCode < 300 && SENDING_CALLS.has(request.url.split("?")[0]!)) {
        sender.wake();
      }
    });
    app.addHook("onReady", async () => sender.start());
    app.addHook("preClose", async () => {
      await sender.stop();
      transport.close();
    });
  },
  { name: "kosmos-newsletter", fastify: "5.x", dependencies: ["kosmos-db", "kosmos-mail"] },
);
