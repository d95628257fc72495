/**
 * The pages of the site the server itself fills in (server/newsletter/routes.ts puts a link's
 * token into their forms), as the stand-in builds of the server tests write them: the real ones
 * come from `npm run build` (src/views/newsletter.tsx).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWSLETTER_PATHS, TOKEN_PLACEHOLDER } from "../../../shared/newsletter";

const tokenPage = (title: string, action: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<form method="post" action="${action}"><input type="hidden" name="token" value="${TOKEN_PLACEHOLDER}">` +
  `<button type="submit">${title}</button></form></body></html>`;

export function writeNewsletterPages(root: string): void {
  for (const [path, title, action] of [
    [NEWSLETTER_PATHS.confirm, "Confirm my subscription", NEWSLETTER_PATHS.confirm],
    [NEWSLETTER_PATHS.linkExpired, "Send me a new link", NEWSLETTER_PATHS.newLink],
    [NEWSLETTER_PATHS.unsubscribe, "Unsubscribe", NEWSLETTER_PATHS.unsubscribe],
  ] as const) {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, "index.html"), tokenPage(title, action));
  }
}
