/**
 * What the pages a mailed link opens have in common (the newsletter's confirmation and
 * unsubscribe pages, an applicant's erasure page): the link's token put into the build's page
 * after its shape was checked, a small form parsed by the server alone, and a redirect after it.
 * These pages ship no script, so the form works without one.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { contentSecurityPolicy } from "./csp.ts";

/** The strictest policy the site has: the pages run no script. */
const csp = contentSecurityPolicy({});

/** The scope's requests carry a plain form's fields (or one line of them), at most `bodyLimit` bytes. */
export function acceptFormFields(scope: FastifyInstance, bodyLimit: number) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "string", bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The page with the token in its form: never cached, never sent on as a referrer. */
export function sendPageWithToken(reply: FastifyReply, html: string, placeholder: string, token: string) {
  return reply
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("content-security-policy", csp)
    .type("text/html; charset=utf-8")
    .send(html.replaceAll(placeholder, token));
}

/** After a form: the page that says what happened, never cached. */
export const seeOther = (reply: FastifyReply, path: string) =>
  reply.header("cache-control", "no-store").redirect(path, 303);
