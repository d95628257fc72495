/**
 * The newsletter's public addresses: the confirmation link's page and its button, a
 * new link for an expired one, and unsubscribing from the link in a mail or the mail client's
 * own button (RFC 8058's one-click POST). The pages are the build's (src/pages/newsletter/); the
 * pages that carry a token get it put into their form here, after checking its shape, so no
 * script is needed and nothing else of the request reaches the page.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CONFIRM_TOKEN,
  CONSENT_WORDING,
  NEWSLETTER_PATHS as PATHS,
  TOKEN_PLACEHOLDER,
  UNSUBSCRIBE_TOKEN,
} from "../../shared/newsletter.ts";
import { acceptFormFields, sendPageWithToken, seeOther as goTo } from "../site/token-pages.ts";

const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

type Form = Record<string, string>;

/** RFC 8058's body: a mail client's one-click unsubscribe. */
const ONE_CLICK = "List-Unsubscribe=One-Click";

export async function newsletterRoutes(app: FastifyInstance, opts: { root: string }) {
  const pages = new Map<string, string>();
  // No build at all: the site plugin stops the start with its own message.
  if (!existsSync(join(opts.root, "index.html"))) return;
  for (const path of [PATHS.confirm, PATHS.linkExpired, PATHS.unsubscribe]) {
    const file = join(opts.root, path, "index.html");
    if (!existsSync(file)) throw new Error(`The site build in ${opts.root} has no ${path} page. Run "npm run build".`);
    pages.set(path, await readFile(file, "utf8"));
  }
  const call = async (sql: string, params: unknown[]) => {
    const { rows } = await app.db.asOwner((tx) => tx.query<{ answer: string }>(sql, params));
    return rows[0]!.answer;
  };

  /** A page with the token in its form: never cached, never sent as a referrer. */
  const pageWithToken = (reply: FastifyReply, path: string, token: string) => {
    reply.request.siteRoute = path;
    return sendPageWithToken(reply, pages.get(path)!, TOKEN_PLACEHOLDER, token);
  };

  await app.register(async (scope) => {
    // A form's fields, or RFC 8058's one line: small, text, and parsed here only.
    acceptFormFields(scope, 4096);

    scope.get<{ Querystring: { token?: string } }>(PATHS.confirm, (request, reply) => {
      const token = request.query.token ?? "";
      return CONFIRM_TOKEN.test(token) ? pageWithToken(reply, PATHS.confirm, token) : goTo(reply, PATHS.linkInvalid);
    });

    scope.post<{ Body: Form }>(PATHS.confirm, async (request, reply) => {
      const token = request.body?.token ?? "";
      if (!CONFIRM_TOKEN.test(token)) return goTo(reply, PATHS.linkInvalid);
      const answer = await call("select private.confirm_newsletter($1, $2, $3) as answer", [
        sha256(token),
        request.ip,
        CONSENT_WORDING,
      ]);
      if (answer === "confirmed") return goTo(reply, PATHS.confirmed);
      if (answer === "used") return goTo(reply, PATHS.alreadyConfirmed);
      if (answer === "expired") return pageWithToken(reply, PATHS.linkExpired, token);
      return goTo(reply, PATHS.linkInvalid);
    });

    // The same answer whether a mail was queued, one went out less than a day ago, or the link is unknown.
    scope.post<{ Body: Form }>(PATHS.newLink, async (request, reply) => {
      const token = request.body?.token ?? "";
      if (CONFIRM_TOKEN.test(token)) {
        const answer = await call("select private.renew_newsletter_confirmation($1) as answer", [sha256(token)]);
        if (answer === "queued") app.notices.wake();
      }
      return goTo(reply, PATHS.newLinkSent);
    });

    scope.get<{ Querystring: { token?: string } }>(PATHS.unsubscribe, (request, reply) => {
      const token = request.query.token ?? "";
      return UNSUBSCRIBE_TOKEN.test(token)
        ? pageWithToken(reply, PATHS.unsubscribe, token)
        : goTo(reply, PATHS.linkInvalid);
    });

    // The page's button (token in the form) and the mail client's one-click POST (token in the address).
    scope.post<{ Body: Form; Querystring: { token?: string } }>(PATHS.unsubscribe, async (request, reply) => {
      const oneClick = request.body?.["List-Unsubscribe"] === ONE_CLICK.split("=")[1];
      const token = (oneClick ? request.query.token : request.body?.token) ?? "";
      const answer = UNSUBSCRIBE_TOKEN.test(token)
        ? await call("select private.unsubscribe_newsletter($1) as answer", [token])
        : "invalid";
      if (oneClick) {
        return reply
          .code(answer === "unsubscribed" ? 200 : 400)
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send(answer === "unsubscribed" ? "You are unsubscribed.\n" : "This unsubscribe link is not valid.\n");
      }
      return goTo(reply, answer === "unsubscribed" ? PATHS.unsubscribed : PATHS.linkInvalid);
    });
  });
}
