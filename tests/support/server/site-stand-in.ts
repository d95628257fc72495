/**
 * The pages of the site the server itself fills in (server/newsletter/routes.ts puts a link's
 * token into their forms), as the stand-in builds of the server tests write them: the real ones
 * come from `npm run build` (src/views/newsletter.tsx).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWSLETTER_PATHS, TOKEN_PLACEHOLDER } from "../../../shared/newsletter";
import { ERASURE_TOKEN_PLACEHOLDER, YOUR_DATA_PATHS } from "../../../shared/your-data";

const tokenPage = (title: string, action: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<form method="post" action="${action}"><input type="hidden" name="token" value="${TOKEN_PLACEHOLDER}">` +
  `<button type="submit">${title}</button></form></body></html>`;

/** The pages whose form the server fills with a link's token: the newsletter's, and the erasure link's. */
export function writeTokenPages(root: string): void {
  mkdirSync(join(root, YOUR_DATA_PATHS.erase), { recursive: true });
  writeFileSync(
    join(root, YOUR_DATA_PATHS.erase, "index.html"),
    tokenPage("Erase my application", YOUR_DATA_PATHS.erase).replace(TOKEN_PLACEHOLDER, ERASURE_TOKEN_PLACEHOLDER),
  );
  for (const [path, title, action] of [
    [NEWSLETTER_PATHS.confirm, "Confirm my subscription", NEWSLETTER_PATHS.confirm],
    [NEWSLETTER_PATHS.linkExpired, "Send me a new link", NEWSLETTER_PATHS.newLink],
    [NEWSLETTER_PATHS.unsubscribe, "Unsubscribe", NEWSLETTER_PATHS.unsubscribe],
  ] as const) {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, "index.html"), tokenPage(title, action));
  }
}
