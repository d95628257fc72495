/**
 * An applicant's own erasure link: the acknowledgement carries it, its page asks them to confirm,
 * and the answer pages say what happens next. The database makes and checks the token
 * (private.erasure_token, a keyed hash of the application); staff confirm the request from the
 * application's page (docs/staff-and-back-office.md).
 */

/** The public addresses of the link's page and its answers. */
export const YOUR_DATA_PATHS = {
  erase: "/your-data/erase",
  requested: "/your-data/erasure-requested",
  gone: "/your-data/already-erased",
  invalid: "/your-data/link-invalid",
} as const;

/** The link's token: the kind's letter, the application's id (hex), a dot and 8 bytes of keyed hash (hex). */
export const ERASURE_TOKEN = /^[jri][0-9a-f]{32}\.[0-9a-f]{16}$/;

/** Where the page's form has the token: the server puts it in place of this. */
export const ERASURE_TOKEN_PLACEHOLDER = "__ERASURE_TOKEN__";

/** How long the team has to confirm, as the pages and the staff's mail say (the law's month). */
export const ERASURE_WITHIN = "one month";

/** The link an acknowledgement carries. */
export const erasureLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${YOUR_DATA_PATHS.erase}?token=${token}`;
