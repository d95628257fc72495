/**
 * Where an object request points: `…/object[/authenticated]/<bucket>/<key>`. Read from the raw
 * URL (not the router's decoded parameters) so that the key is decoded exactly once, by us.
 */
export type ObjectAddress = { rawBucket: string; rawKey: string };

const PLAIN = /\/object\/([^/]*)\/(.*)$/;
const AUTHENTICATED = /\/object\/authenticated\/([^/]*)\/(.*)$/;

export function objectAddress(url: string, authenticatedRoute = false): ObjectAddress | null {
  const path = url.split("?")[0] ?? "";
  const match = (authenticatedRoute ? AUTHENTICATED : PLAIN).exec(path);
  if (!match) return null;
  return { rawBucket: match[1] ?? "", rawKey: match[2] ?? "" };
}
