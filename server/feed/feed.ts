import { readMoreHref } from "../../shared/library.ts";

/**
 * The resource library as an RSS 2.0 feed. Pure: rows in, XML out, so it is tested without a
 * database and gives the same bytes for the same rows (lastBuildDate comes from the data, not
 * the clock, so readers and caches see a stable feed).
 */

export type FeedResource = {
  id: string;
  title: string;
  /** Date only, as the database stores it: YYYY-MM-DD. */
  date: string;
  description: string;
  categories: string[];
  read_more_url: string;
  /** The article's address, when the resource has one (/resources/<slug>). */
  slug: string | null;
};

export const FEED_PATH = "/resources/feed.xml";
export const FEED_TITLE = "Kosmos Resources";
const FEED_DESCRIPTION =
  "White papers, case studies, articles, webinars and news from Kosmos Intelligence on systemic risk, geopolitics and financial technology.";

// Characters XML 1.0 forbids even when escaped; a stray one would make the whole feed unreadable.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN_IN_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date (as RSS 2.0 wants) for midnight UTC of a date-only value. */
export function rfc822(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) throw new Error(`Not a date: ${date}`);
  return parsed.toUTCString();
}

/**
 * A resource's link, absolute on the public origin when the database holds a site-relative
 * path. Anything that is not http(s) (a `javascript:` URL, say) falls back to the library page.
 */
export function absoluteLink(url: string, origin: string): string {
  const fallback = `${origin}/resources`;
  try {
    const resolved = new URL(url.trim(), `${origin}/`);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : fallback;
  } catch {
    return fallback;
  }
}

/** Newest first; resources of the same day keep the order they came in. */
const newestFirst = (rows: readonly FeedResource[]) => [...rows].sort((a, b) => b.date.localeCompare(a.date));

function item(row: FeedResource, origin: string): string {
  const lines = [
    `<title>${escapeXml(row.title)}</title>`,
    `<link>${escapeXml(absoluteLink(readMoreHref(row), origin))}</link>`,
    `<guid isPermaLink="false">${escapeXml(row.id)}</guid>`,
    `<pubDate>${rfc822(row.date)}</pubDate>`,
    `<description>${escapeXml(row.description)}</description>`,
    ...row.categories.map((category) => `<category>${escapeXml(category)}</category>`),
  ];
  return `    <item>\n${lines.map((line) => `      ${line}`).join("\n")}\n    </item>`;
}

export function resourcesRss(rows: readonly FeedResource[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const sorted = newestFirst(rows);
  const channel = [
    `<title>${escapeXml(FEED_TITLE)}</title>`,
    `<link>${escapeXml(`${origin}/resources`)}</link>`,
    `<description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    `<language>en-gb</language>`,
    ...(sorted[0] ? [`<lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>`] : []),
    `<atom:link href="${escapeXml(origin + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    ...channel.map((line) => `    ${line}`),
    ...sorted.map((row) => item(row, origin)),
    `  </channel>`,
    `</rss>`,
    ``,
  ].join("\n");
}
