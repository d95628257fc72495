import { posix } from "node:path";
import { API_PREFIX_LIST, apiPrefixOf } from "./prefixes.ts";

/** How far into a path a spelling of a prefix may reach (`/%2e%2e/%72est/v1` is longer than `/rest/v1`). */
const MAX_PREFIX_SPELLING = 96;

function decodeSafely(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** What a path means once escapes are decoded, repeated slashes merged and dot segments resolved. */
function meaning(rawPath: string): string | null {
  const decoded = decodeSafely(rawPath);
  return decoded === null ? null : posix.normalize(decoded.replace(/\\/g, "/"));
}

/**
 * Fastify's rewriteUrl: a request whose path means an API path but spells its prefix another
 * way (`/%72est/v1`, `/%2Frest/v1`, `//rest/v1`, `/x/../rest/v1`, `/rest%2Fv1`…) is rewritten
 * to the literal prefix followed by the rest of the path as sent. The router and every guard
 * then see the same thing: the API plugin's routes, hooks, rate limits and body limits
 * (docs/decisions/009-api-keys.md). Anything else is left exactly as it came.
 */
export function canonicalUrl(url: string): string {
  if (apiPrefixOf(url) !== null) return url; // the usual case: one startsWith per prefix
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const whole = meaning(path);
  const meant = whole === null ? undefined : API_PREFIX_LIST.find((p) => whole === p || whole.startsWith(`${p}/`));
  if (!meant) return url;

  // The shortest raw beginning that means the prefix and ends at a separator.
  for (let end = 1; end <= Math.min(path.length, MAX_PREFIX_SPELLING); end++) {
    const rest = path.slice(end);
    const separator = rest === "" ? 0 : rest.startsWith("/") ? 1 : rest.slice(0, 3).toLowerCase() === "%2f" ? 3 : -1;
    if (separator === -1) continue;
    if (meaning(path.slice(0, end)) === meant)
      return `${meant}${rest === "" ? "" : `/${rest.slice(separator)}`}${queryAt === -1 ? "" : url.slice(queryAt)}`;
  }
  // Means an API path but no beginning of it spells a prefix (the prefix itself is split by
  // `..`): route it to the prefix's own not-found answer, behind its guards.
  return `${meant}/${encodeURIComponent(path)}${queryAt === -1 ? "" : url.slice(queryAt)}`;
}
