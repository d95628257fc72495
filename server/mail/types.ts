/** What the back office calls (its notices view): 'send again' for a failed notice. */
export type Notices = {
  /** A failed notice becomes pending and is sent at once; false when it is not a failed notice. */
  resend(noticeId: string): Promise<boolean>;
};

declare module "fastify" {
  interface FastifyInstance {
    notices: Notices;
  }
}
