/**
 * The staff area's routes live in the URL's hash (`/admin/#/inbox/job_applications/<id>`), so
 * the area is one static page on any host and the mail notices can link straight to an item.
 * Each page's address is declared here, in ADDRESSES; the pages (./pages.tsx) say who opens
 * each and what it shows. This file reads and writes the addresses, and checks each parameter.
 */
import { isContentType, type ContentTypeName } from "~shared/content-types";
import { UUID } from "~shared/identifiers";
import { isKind, type Kind } from "./vocabulary/kinds";

export type Route =
  | { name: "inbox"; search: string }
  | { name: "item"; kind: Kind; id: string }
  | { name: "media" }
  | { name: "resources" }
  | { name: "documentation" }
  | { name: "redirects" }
  | { name: "audit" }
  | { name: "retention" }
  | { name: "notices" }
  | { name: "newsletter" }
  | { name: "newsletter-issue"; id: string }
  | { name: "site" }
  | { name: "reviews" }
  | { name: "record" }
  | { name: "claims" }
  | { name: "releases" }
  | { name: "site-content"; type: ContentTypeName }
  | { name: "team" }
  | { name: "account" }
  | { name: "not-found"; hash: string };

/** A page of the staff area (not an address that is none). */
export type PageName = Exclude<Route["name"], "not-found">;

/**
 * Each page's address after `#/`, in the order they are tried; a parameter is `:name`. The inbox,
 * the area's front door, also takes a search after `?`.
 */
export const ADDRESSES: Record<PageName, string> = {
  inbox: "inbox",
  item: "inbox/:kind/:id",
  site: "site",
  reviews: "reviews",
  record: "record",
  claims: "claims",
  releases: "releases",
  "site-content": "site/:type",
  media: "media",
  resources: "content/resources",
  documentation: "content/documentation",
  redirects: "redirects",
  notices: "notices",
  newsletter: "newsletter",
  "newsletter-issue": "newsletter/:id",
  team: "team",
  audit: "audit",
  retention: "retention",
  account: "account",
};

/** Each parameter an address may hold, checked (and normalised), or null for a value that is no such thing. */
const PARAMETERS: Record<string, (value: string) => string | null> = {
  kind: (value) => (isKind(value) ? value : null),
  id: (value) => (UUID.test(value) ? value.toLowerCase() : null),
  type: (value) => (isContentType(value) ? value : null),
};

function matchPath(pattern: string, parts: string[]): Record<string, string> | null {
  const segments = pattern.split("/");
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i]!;
    if (!segment.startsWith(":")) {
      if (segment !== part) return null;
      continue;
    }
    const value = PARAMETERS[segment.slice(1)]?.(part) ?? null;
    if (value === null) return null;
    params[segment.slice(1)] = value;
  }
  return params;
}

export function parseRoute(hash: string): Route {
  const [rawPath = "", search = ""] = hash.replace(/^#/, "").split("?", 2);
  const path = rawPath.replace(/^\/+/, "").replace(/\/+$/, "");
  const parts = path.split("/").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  // The area's front door is the inbox.
  if (path === "") return { name: "inbox", search };
  for (const [name, pattern] of Object.entries(ADDRESSES)) {
    const params = matchPath(pattern, parts);
    if (params) return (name === "inbox" ? { name: "inbox", search } : { name, ...params }) as Route;
  }
  return { name: "not-found", hash: `#/${path}` };
}

export function routeHash(route: Route): string {
  if (route.name === "not-found") return route.hash;
  const values = route as Record<string, string>;
  const path = ADDRESSES[route.name].replace(/:(\w+)/g, (_, name: string) => values[name] ?? "");
  return route.name === "inbox" && route.search ? `#/${path}?${route.search}` : `#/${path}`;
}
