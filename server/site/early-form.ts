import type { FastifyInstance } from "fastify";
import { EARLY_FORM_PATH } from "../../shared/identifiers.ts";

/** What the site's forms post to before their island has run (src/features/forms/fields.tsx, EARLY_SUBMIT). */
export { EARLY_FORM_PATH };

/**
 * A form sent before its island runs comes here as a POST, so what the visitor typed never lands
 * in an address. Its body is neither parsed, stored nor logged: it is drained and the visitor is
 * sent (303) to the page saying the form was not sent. Registered in its own scope, so the
 * catch-all body handling here does not touch the API's parsers.
 */
export async function earlyFormRoute(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => {
      payload.resume();
      payload.on("end", () => done(null, undefined));
      payload.on("error", done);
    });
    scope.post(EARLY_FORM_PATH, { bodyLimit: 32 * 1024 * 1024 }, (_request, reply) =>
      reply.code(303).header("cache-control", "no-store").redirect("/form-not-sent", 303),
    );
  });
}
