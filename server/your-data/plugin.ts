/**
 * An applicant's erasure link (the acknowledgement carries it): its page, with the link's token
 * put into the page's form here after checking its shape, and the form's answer. The pages are the
 * build's (src/pages/your-data/); they ship no script. The database checks the token and records
 * the request (private.request_erasure); staff confirm it from the application's page.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ERASURE_TOKEN, ERASURE_TOKEN_PLACEHOLDER, YOUR_DATA_PATHS as PATHS } from "../../shared/your-data.ts";
import { acceptFormFields, sendPageWithToken, seeOther as goTo } from "../site/token-pages.ts";

/** What the database answers, and the page each answer leads to. */
const NEXT: Record<string, string> = { requested: PATHS.requested, gone: PATHS.gone, invalid: PATHS.invalid };

export default fp(
  async function yourDataPlugin(app: FastifyInstance, opts: { root: string }) {
    // No build at all: the site plugin stops the start with its own message.
    if (!existsSync(join(opts.root, "index.html"))) return;
    const file = join(opts.root, PATHS.erase, "index.html");
    if (!existsSync(file))
      throw new Error(`The site build in ${opts.root} has no ${PATHS.erase} page. Run "npm run build".`);
    const page = await readFile(file, "utf8");

    await app.register(async (scope) => {
      // The form's one field: small, text, and parsed here only.
      acceptFormFields(scope, 1024);

      scope.get<{ Querystring: { token?: string } }>(PATHS.erase, (request, reply) => {
        const token = request.query.token ?? "";
        if (!ERASURE_TOKEN.test(token)) return goTo(reply, PATHS.invalid);
        request.siteRoute = PATHS.erase;
        return sendPageWithToken(reply, page, ERASURE_TOKEN_PLACEHOLDER, token);
      });

      scope.post<{ Body: Record<string, string> }>(PATHS.erase, async (request, reply) => {
        const token = request.body?.token ?? "";
        if (!ERASURE_TOKEN.test(token)) return goTo(reply, PATHS.invalid);
        const { rows } = await app.db.asOwner((tx) =>
          tx.query<{ answer: string }>("select private.request_erasure($1) as answer", [token]),
        );
        const answer = rows[0]!.answer;
        if (answer === "requested") app.notices.wake();
        return goTo(reply, NEXT[answer] ?? PATHS.invalid);
      });
    });
  },
  { name: "kosmos-your-data", fastify: "5.x", dependencies: ["kosmos-db", "kosmos-mail"] },
);
