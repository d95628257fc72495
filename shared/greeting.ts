/**
 * The applicant's first name as the greeting may use it: the first word of what they typed, and
 * only when it is a plain name (letters, an apostrophe or a hyphen inside, at most 30 characters).
 * Anything else (an address, a link, a sentence) gives no name at all: the mail says "Hello".
 */
export function greetingName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const first = value.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’-]{0,29}$/u.test(first) && !/['’-]$/.test(first) ? first : null;
}
