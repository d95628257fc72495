import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { startInboundListener } from "./listener.ts";

/**
 * Runs the inbound SMTP listener from when the app is ready until it closes, when
 * INBOUND_SMTP_PORT and INBOUND_DOMAIN are set (config.ts requires both or neither).
 */
export default fp(
  async function inboundPlugin(app: FastifyInstance, { config }: { config: Config }) {
    if (config.INBOUND_SMTP_PORT === undefined || !config.INBOUND_DOMAIN) return;
    const port = config.INBOUND_SMTP_PORT;
    const domain = config.INBOUND_DOMAIN;
    let listener: Awaited<ReturnType<typeof startInboundListener>> | null = null;
    app.addHook("onReady", async () => {
      listener = await startInboundListener({
        db: app.db,
        domain,
        port,
        host: config.INBOUND_SMTP_HOST,
        messagesPerHour: config.INBOUND_MESSAGES_PER_HOUR,
        log: app.log.child({ module: "inbound" }),
      });
      app.log.info({ port: listener.port }, "inbound mail listener started");
    });
    app.addHook("onClose", async () => {
      await listener?.close();
    });
  },
  { name: "kosmos-inbound", fastify: "5.x", dependencies: ["kosmos-db"] },
);
