/**
 * Redirects (docs/decisions/052-redirects.md): an address that leads elsewhere with a 301, recorded
 * by the database when an article's address changes or added by an admin. Each publish writes them
 * beside the pages as `_redirects`, one `from to 301` a line: the file the server serves them from,
 * and the format Netlify and Cloudflare Pages read, so a CDN in front of the site serves the same.
 */
export type Redirect = { from: string; to: string };

/** The file's name in the site's folder: never served as a file itself. */
export const REDIRECTS_FILE = "_redirects";

export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join("");
}

/** The file's redirects, from → to; a line that is not `from to [301]` is left out. */
export function parseRedirects(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [from, to, status = "301", ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith("/") || !to || status !== "301" || rest.length > 0) continue;
    redirects.set(from, to);
  }
  return redirects;
}
