/**
 * Links the item view offers. The careers page has no anchor per position yet, so the link
 * uses a text fragment (`#:~:text=`), which scrolls supporting browsers to the position's title.
 */
export function careersLink(positionTitle: string): string {
  return `/careers#:~:text=${encodeURIComponent(positionTitle)}`;
}

/** A reply by email: the visitor's address, and a subject that says what it answers. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** The file name a download is saved as: the key's last segment. */
export function fileName(path: string): string {
  return path.split("/").pop() || "download";
}
