import type { Database, Role } from "../db/types";

/** Who is calling, from the verified API key (DESIGN §4). */
export type Caller = { role: Role; claims: Record<string, unknown> };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook on /rest/v1 and /storage/v1 once the API key is verified. */
    caller: Caller;
  }
  interface FastifyInstance {
    db: Database;
  }
}
