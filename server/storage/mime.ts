/** What a body is when the request does not say (as Supabase Storage assumes). */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/**
 * The essence of a media type, "type/subtype" in lower case without parameters:
 * "Text/Plain;charset=UTF-8" gives "text/plain".
 */
export function mimeEssence(contentType: string): string {
  const semicolon = contentType.indexOf(";");
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

/**
 * Whether a bucket's `allowed_mime_types` admits a declared type, compared by essence. Entries
 * are "type/subtype" or "type/*"; null or an empty list admits anything.
 */
export function isMimeAllowed(declared: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const essence = mimeEssence(declared);
  const [type, subtype, ...rest] = essence.split("/");
  if (!type || !subtype || rest.length > 0) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = mimeEssence(entry).split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}
