import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createKeepingTransport, createSmtpTransport, describeSmtp } from "./transport.ts";
import type { Notices } from "./types.ts";
import { createNoticeWorker, type NoticeWorker, type WorkerTimings } from "./worker.ts";

export type MailPluginOptions = {
  config: Config;
  /** Shorter waits for tests; the defaults otherwise (worker.ts). */
  timings?: Partial<WorkerTimings>;
};

/**
 * Email notices of new submissions. The database writes a notice for every new
 * submission (a trigger); this plugin runs the worker that sends them, from when the app is
 * ready until it closes. Without SMTP_URL nothing is sent: the notices wait, pending (in
 * development each is written and kept in its notice instead, for Notices to show).
 * Decorates `app.notices` (wake the worker after writing a notice). Needs `app.db` (the auth plugin).
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, { config, timings }: MailPluginOptions) {
    let worker: NoticeWorker | null = null;
    const notices: Notices = {
      wake() {
        worker?.wake();
      },
    };
    app.decorate("notices", notices);

    // Whether an admin's invitation goes by mail (a link) or as a one-time password shown to them.
    app.addHook("onReady", async () => {
      await app.db.asOwner((tx) =>
        tx.query(
          "update public.back_office_settings set invitations_by_mail = $1 where id and invitations_by_mail is distinct from $1",
          [Boolean(config.SMTP_URL)],
        ),
      );
    });
    // In development a mail goes nowhere but is kept in its notice, for Notices to show; elsewhere
    // it waits, pending, until a mail server is configured.
    const keep = !config.SMTP_URL && config.NODE_ENV === "development";
    if (!config.SMTP_URL && !keep) {
      app.log.info("SMTP_URL is not set: notices of new submissions wait in the outbox, unsent");
      return;
    }
    const transport = keep ? await createKeepingTransport() : await createSmtpTransport(config.SMTP_URL!, config);
    worker = createNoticeWorker({
      db: app.db,
      transport,
      settings: config,
      siteUrl: config.SITE_URL,
      log: app.log.child({ module: "mail" }),
      timings,
      keep,
    });
    const started = worker;
    // The back office's 'send again' and an invitation are RPCs through the REST API: once one
    // answered, its notice is due now, so the worker looks at once rather than at its next poll.
    app.addHook("onResponse", async (request, reply) => {
      const path = request.url.split("?")[0];
      if (
        request.method === "POST" &&
        reply.statusCode === 200 &&
        (path === "/rest/v1/rpc/send_notice_again" || path === "/rest/v1/rpc/invite_staff")
      ) {
        started.wake();
      }
    });
    app.addHook("onReady", async () => {
      if (keep) app.log.info("SMTP_URL is not set: in development each mail is kept for Notices to show, not sent");
      else app.log.info({ smtp: describeSmtp(config.SMTP_URL!) }, "sending notices of new submissions");
      started.start();
    });
    // Before the database closes (onClose): a send in progress may finish and be recorded.
    app.addHook("preClose", async () => {
      await started.stop();
      transport.close();
    });
  },
  { name: "kosmos-mail", fastify: "5.x", dependencies: ["kosmos-db"] },
);
