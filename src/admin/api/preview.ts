/**
 * The preview of real pages (server/publish/preview.ts): what publishing changes would change, and
 * each page's private address. `base` is what is previewed: an item's draft (`/preview/<item>`, a
 * change under review with `?review=`), or every change of a release (`/preview/release/<id>`).
 */
import type { useStaff } from "~/admin/staff-context";
import { DataError } from "./request";

/** What publishing the changes would change. */
export type PreviewChanges = {
  routes: string[];
  pages: {
    route: string;
    added: string[];
    removed: string[];
    imagesAdded: string[];
    imagesRemoved: string[];
  }[];
  /** What the accessibility check found on those pages, a sentence each. */
  accessibility: string[];
};

export type PreviewSubject = { base: string; query?: string };

export const itemPreview = (itemId: string, review?: string): PreviewSubject => ({
  base: `/preview/${itemId}`,
  ...(review ? { query: `review=${review}` } : {}),
});
export const releasePreview = (releaseId: string): PreviewSubject => ({ base: `/preview/release/${releaseId}` });

/** The route a preview opens on: the first page whose text or pictures change (a footer change shows first where it shows), else the first. */
export function firstChangedRoute(changes: Pick<PreviewChanges, "routes" | "pages">): string {
  const changed = changes.pages.find(
    (page) => page.added.length + page.removed.length + page.imagesAdded.length + page.imagesRemoved.length > 0,
  );
  return (changed ?? changes.pages[0])?.route ?? changes.routes[0] ?? "";
}

/** The preview's private address of one route. */
export const previewAddress = ({ base, query }: PreviewSubject, route: string) =>
  `${base}/page?route=${encodeURIComponent(route)}${query ? `&${query}` : ""}`;

/**
 * Opens the preview to this session (a cookie only /preview receives) and reads what publishing
 * the draft, the change under review or the release would change.
 */
export async function readPreviewChanges(
  client: ReturnType<typeof useStaff>["client"],
  { base, query }: PreviewSubject,
): Promise<PreviewChanges> {
  await openPreviewSession(client);
  return readChanges(`${base}/changes${query ? `?${query}` : ""}`);
}

/** What differs on the pages between two saved versions of an item, each rendered. */
export async function readVersionDifference(
  client: ReturnType<typeof useStaff>["client"],
  itemId: string,
  from: number,
  to: number,
): Promise<PreviewChanges> {
  await openPreviewSession(client);
  return readChanges(`/preview/${itemId}/versions?from=${from}&to=${to}`);
}

/**
 * What the accessibility check finds on the pages publishing these fields would change, a sentence
 * each; the server keeps its answer, and the database holds that content back while it has a
 * problem. None when the check cannot run (a site on a CDN renders nothing here).
 */
export async function checkAccessibility(
  client: ReturnType<typeof useStaff>["client"],
  itemId: string,
  data: unknown,
): Promise<string[]> {
  await openPreviewSession(client);
  const answer = await fetch(`/preview/${itemId}/check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  return answer.ok ? ((await answer.json()) as { problems: string[] }).problems : [];
}

/** Hands the session's token to the preview, which keeps it in a cookie only /preview receives. */
async function openPreviewSession(client: ReturnType<typeof useStaff>["client"]) {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  const opened = await fetch("/preview/session", {
    method: "POST",
    headers: { authorization: `Bearer ${token ?? ""}` },
  });
  if (!opened.ok) throw new DataError("The preview is not available: sign in again.", opened.status, undefined);
}

async function readChanges(address: string): Promise<PreviewChanges> {
  const answer = await fetch(address);
  if (answer.status === 422)
    throw new DataError(((await answer.json()) as { problem: string }).problem, 422, undefined);
  if (!answer.ok) throw new DataError("The preview could not be made. Try again.", answer.status, undefined);
  return (await answer.json()) as PreviewChanges;
}
