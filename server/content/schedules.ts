import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPollLoop } from "../mail/poll-loop.ts";

export type ScheduleOptions = { pollMs?: number };

/**
 * Runs the content schedules (decision 043): every `pollMs`, and once at start (a
 * schedule that fell due while the server was stopped runs then), each due schedule is applied by
 * `private.run_due_schedule()` in a transaction of its own, which locks its row: with several
 * servers each runs a different one, and none runs twice. The publisher then renders the pages.
 */
export default fp(
  async function schedulesPlugin(app: FastifyInstance, { pollMs = 5_000 }: ScheduleOptions) {
    const loop = createPollLoop({
      drain: async (poll) => {
        while (!poll.stopped) {
          const { rows } = await app.db.asOwner((tx) =>
            tx.query<{ id: string | null }>("select private.run_due_schedule() as id", []),
          );
          if (!rows[0]?.id) return;
          app.log.info({ schedule: rows[0].id }, "ran a content schedule");
        }
      },
      onError: (caught) => app.log.warn({ err: caught }, "running the content schedules failed; trying again"),
      pollMs,
      stopGraceMs: 10_000,
    });
    app.addHook("onReady", async () => loop.start());
    app.addHook("preClose", async () => loop.stop());
  },
  { name: "kosmos-schedules", fastify: "5.x", dependencies: ["kosmos-db"] },
);
