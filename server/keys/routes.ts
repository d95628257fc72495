import type { FastifyInstance } from "fastify";
import { bearerToken } from "./credentials.ts";
import { rotateKeyFile } from "./install-keys.ts";

/** A grace period from a second to 90 days: longer than that, a leaked key is a leaked key. */
const MAX_GRACE_MS = 90 * 86_400_000;

type RotateBody = { kind: "secret" | "signing"; grace_ms: number };

/**
 * `POST /ops/v1/keys/rotate`, for the install's secret key only: how `npm run keys -- rotate`
 * rotates a key while the server runs. The server writes the key file and uses the new
 * key at once; other processes sharing DATA_DIR pick the file up within seconds (./reload.ts).
 */
export default async function keyRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  app.post<{ Body: RotateBody }>(
    "/keys/rotate",
    {
      schema: {
        body: {
          type: "object",
          required: ["kind", "grace_ms"],
          additionalProperties: false,
          properties: {
            kind: { type: "string", enum: ["secret", "signing"] },
            grace_ms: { type: "integer", minimum: 0, maximum: MAX_GRACE_MS },
          },
        },
      },
      // Before the body is read: nobody without the key learns what the body should be.
      onRequest: async (request, reply) => {
        const bearer = bearerToken(request.headers.authorization);
        if (!bearer || app.installKeys.kindOf(bearer) !== "secret") {
          return reply
            .code(401)
            .header("cache-control", "no-store")
            .send({ error: "the install's secret key is required" });
        }
      },
    },
    async (request, reply) => {
      const { kind, grace_ms } = request.body;
      const rotated = await rotateKeyFile(opts.dataDir, kind, grace_ms);
      await app.reloadInstallKeys();
      request.log.warn({ kind, graceMs: grace_ms }, "a key was rotated");
      const previousValidUntil = new Date(Date.now() + grace_ms).toISOString();
      reply.header("cache-control", "no-store");
      return kind === "secret"
        ? { kind, secret_key: rotated.secretKeys[0]!.key, previous_valid_until: previousValidUntil }
        : { kind, kid: rotated.signingKeys[0]!.kid, previous_valid_until: previousValidUntil };
    },
  );
}
