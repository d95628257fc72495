/** What every notice's mail shares, whatever it is about. */

/** Anything a visitor typed that goes into a header: control characters (CR, LF…) become spaces. */
export function headerText(value: string, maxLength = 100): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
  return value.replace(controls, " ").trim().slice(0, maxLength);
}

export { escapeHtml } from "../../shared/html.ts";

/** The same on every attempt, so a copy sent twice (a crash between send and mark) is recognisable. */
export function messageIdOf(noticeId: string, siteUrl: string): string {
  return `<notice-${noticeId}@${new URL(siteUrl).hostname || "localhost"}>`;
}

/** Headers and options of every automated mail. */
export const AUTOMATED_MAIL = {
  headers: {
    // Out-of-office replies must not go to the visitor (the Reply-To) or back to us (RFC 3834).
    "Auto-Submitted": "auto-generated",
    "X-Auto-Response-Suppress": "All",
  },
  // Nothing in a notice may make nodemailer read a file or fetch a URL.
  disableFileAccess: true,
  disableUrlAccess: true,
} as const;
