/**
 * The back office's words for what went wrong, in one place: every page and form shows these,
 * never its own copy.
 */
export const messages = {
  serverUnreachable: "The server could not be reached. Check the connection and try again.",
  signInUnreachable: "The sign-in service could not be reached. Try again in a moment.",
  signInUnreachableShort: "The sign-in service could not be reached.",
  inviteUnreachable: "The sign-in service could not be reached. Try the link again in a moment.",
  refused: "The server refused the request",
  nothingChanged: "Nothing was changed: the item no longer exists, or your session may not change it.",
  unknown: "Something went wrong.",
} as const;

/** What a failed request means to the person who made it. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) {
    return error.message === "Failed to fetch" ? messages.serverUnreachable : error.message;
  }
  return messages.unknown;
}

/** A sign-in step's failure: the service's own words, unless it could not be reached at all. */
export function signInErrorText(error: unknown): string {
  return error instanceof Error && error.message && error.message !== "Failed to fetch"
    ? error.message
    : messages.signInUnreachable;
}
