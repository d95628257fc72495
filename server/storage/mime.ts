import { parse } from "content-type";

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
 * The one media type a Content-Type header names, as "type/subtype" in lower case, when the
 * header is exactly one well-formed media type (parameters allowed), else null. Strict on
 * purpose: `text/plain;a=b, text/html` or `application/pdf, text/html` name no single type,
 * and a browser shown such a header might pick the second.
 */
export function singleMediaType(contentType: string): string | null {
  try {
    return parse(contentType).type;
  } catch {
    return null;
  }
}

/**
 * What an object may be stored and served as: the normalised type, when the header names one
 * media type and the bucket's list admits it; null otherwise. Nothing else (no parameters, no
 * second value, no case the client chose) reaches storage.objects or a download's header.
 */
export function allowedMediaType(contentType: string, allowed: readonly string[] | null): string | null {
  const type = singleMediaType(contentType);
  return type !== null && isMimeAllowed(type, allowed) ? type : null;
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
