/** The outbox's worker, as the rest of the server reaches it. */
export type Notices = {
  /** A notice was just written (a failed backup, 'send again'): look for due notices now, not at the next poll. */
  wake(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    notices: Notices;
  }
}
