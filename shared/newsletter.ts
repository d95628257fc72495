/**
 * The newsletter's fixed terms, shared by the public pages, the server and the back
 * office. docs/decisions/036-newsletter.md explains the choices.
 */

/** A confirmation link works this long (the database keeps only its SHA-256). */
export const CONFIRMATION_DAYS = 7;
/** An address never confirmed is removed after this long (the daily job). */
export const UNCONFIRMED_DAYS = 30;

/**
 * The consent a subscriber gives by confirming, as the confirmation page shows it; stored with
 * their confirmation, so the wording they agreed to is on record even after this text changes.
 */
export const CONSENT_WORDING =
  "I agree to receive the Kosmos Intelligence newsletter by email: occasional updates about our research, publications and events. I can unsubscribe at any time with the link in every newsletter.";

/** The public addresses of the sign-up's pages and answers. */
export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  confirmed: "/newsletter/confirmed",
  alreadyConfirmed: "/newsletter/link-used",
  linkExpired: "/newsletter/link-expired",
  linkInvalid: "/newsletter/link-invalid",
  newLink: "/newsletter/new-link",
  newLinkSent: "/newsletter/new-link-sent",
  unsubscribe: "/newsletter/unsubscribe",
  unsubscribed: "/newsletter/unsubscribed",
} as const;

/** A confirmation link's token: 32 random bytes, base64url. */
export const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** An unsubscribe link's token: the subscriber's id and a MAC of it (private.unsubscribe_token). */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$/;

/** Where a page that carries a token (a form's hidden field) has it: the server puts it in place of this. */
export const TOKEN_PLACEHOLDER = "__NEWSLETTER_TOKEN__";
