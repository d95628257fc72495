/**
 * Where each part of the Supabase subset is mounted. The one list the server uses: the API
 * plugins are registered under these prefixes, and the URL canonicaliser (canonical-url.ts)
 * makes sure every spelling of them reaches those plugins and their guards.
 */
export const API_PREFIXES = {
  rest: "/rest/v1",
  storage: "/storage/v1",
  auth: "/auth/v1",
} as const;

export type ApiName = keyof typeof API_PREFIXES;

const ALL = Object.values(API_PREFIXES);

/**
 * The API prefix a request URL is under, literally (`/rest/v1`, `/rest/v1/…`, `/rest/v1?…`),
 * or null. Only meaningful on a URL that has been through canonicalUrl, as request.url has.
 */
export function apiPrefixOf(url: string): string | null {
  for (const prefix of ALL) {
    if (url.startsWith(prefix)) {
      const next = url.charAt(prefix.length);
      if (next === "" || next === "/" || next === "?") return prefix;
    }
  }
  return null;
}

export const API_PREFIX_LIST: readonly string[] = ALL;
