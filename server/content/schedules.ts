import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPollLoop } from "../mail/poll-loop.ts";

export type ScheduleOptions = { pollMs?: number };

const CLAIMS_EVERY_MS = 60_000;

/**
 * Runs the content schedules (decision 043): every `pollMs`, and once at start (a
 * schedule that fell due while the server was stopped runs then), each due schedule is applied by
 * `private.run_due_schedule()` in a transaction of its own, which locks its row: with several
 * servers each runs a different one, and none runs twice. The publisher then renders the pages.
 * Then the scheduled releases that are due, each whole or not at all (`private.run_due_release()`),
 * and, once a minute, the claims whose review date has come: each owner mailed once, and the
 * items whose type says so taken off the site (`private.review_due_claims()`, rows locked the same way).
 */
export default fp(
  async function schedulesPlugin(app: FastifyInstance, { pollMs = 5_000 }: ScheduleOptions) {
    let claimsAskedAt = -Infinity;
    const loop = createPollLoop({
      drain: async (poll) => {
        while (!poll.stopped) {
          const { rows } = await app.db.asOwner((tx) =>
            tx.query<{ id: string | null }>("select private.run_due_schedule() as id", []),
          );
          if (!rows[0]?.id) break;
          app.log.info({ schedule: rows[0].id }, "ran a content schedule");
        }
        while (!poll.stopped) {
          const { rows } = await app.db.asOwner((tx) =>
            tx.query<{ id: string | null }>("select private.run_due_release() as id", []),
          );
          if (!rows[0]?.id) break;
          app.log.info({ release: rows[0].id }, "ran a scheduled release");
        }
        // A review date is a day: asked once a minute, not at every poll.
        if (Date.now() - claimsAskedAt < CLAIMS_EVERY_MS) return;
        claimsAskedAt = Date.now();
        const due = await app.db.asOwner((tx) =>
          tx.query<{ n: number }>("select private.review_due_claims() as n", []),
        );
        if (due.rows[0]?.n) app.log.info({ claims: due.rows[0].n }, "claims fell due for review");
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
