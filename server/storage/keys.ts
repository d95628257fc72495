import { resolve, sep } from "node:path";

/**
 * Supabase Storage's own set of key characters (its `isValidKey`, S3's "safe" characters plus a
 * few that need special handling). Deliberately ASCII only: hosted Storage tests `\w` without the
 * unicode flag, so it answers InvalidKey for a name such as "my proposal ü.pdf". The capture h2 in
 * shared/reference/captures shows that path accepted, but those replies came from the capturing
 * stub, not from hosted Storage; we follow hosted Storage so the site behaves the same on both
 * (the browser must make file names safe before uploading).
 */
const KEY_CHARACTERS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/** Longest key and longest segment we store (file systems allow 255 bytes a name). */
const MAX_KEY_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;

export type KeyProblem = "empty" | "characters" | "leading-slash" | "empty-segment" | "dot-segment" | "too-long";

/** Decodes the key from the URL once; a malformed escape gives null (an invalid key). */
export function decodeKey(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * Why a decoded key may not be stored, or null when it may. Besides Storage's character set we
 * refuse what would be ambiguous or dangerous on disk: a leading "/", empty segments ("a//b",
 * a trailing "/"), and "." or ".." segments (so "%2e%2e", decoded first, is refused too). A
 * backslash is outside the character set.
 */
export function keyProblem(key: string): KeyProblem | null {
  if (key.length === 0) return "empty";
  if (key.length > MAX_KEY_LENGTH) return "too-long";
  if (!KEY_CHARACTERS.test(key)) return "characters";
  if (key.startsWith("/")) return "leading-slash";
  for (const segment of key.split("/")) {
    if (segment === "") return "empty-segment";
    if (segment === "." || segment === "..") return "dot-segment";
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return "too-long";
  }
  return null;
}

/** Bucket ids we are willing to turn into a folder name (ours are lower-case words with dashes). */
const BUCKET_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,62}$/;

export function isSafeBucketId(bucketId: string): boolean {
  return BUCKET_ID.test(bucketId) && bucketId !== "." && bucketId !== "..";
}

/**
 * The file that holds an object's bytes: `<root>/<bucket>/<key>`, resolved and checked to lie
 * inside the bucket's folder (defence in depth behind keyProblem). Throws when it would not.
 */
export function objectFilePath(storageRoot: string, bucketId: string, key: string): string {
  if (!isSafeBucketId(bucketId)) throw new Error(`Unsafe bucket id: ${bucketId}`);
  const bucketDir = resolve(storageRoot, bucketId);
  const file = resolve(bucketDir, key);
  if (!file.startsWith(bucketDir + sep)) throw new Error(`Key escapes its bucket: ${key}`);
  return file;
}
