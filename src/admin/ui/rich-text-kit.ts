import StarterKit from "@tiptap/starter-kit";
import { safeHref } from "~shared/rich-text";

/** A link staff may add: https, http, mailto, or a path of this site. */
export const isAllowedLink = (href: string) => safeHref(href, "https://kosmos.invalid") !== null;

/**
 * Tiptap's starter kit cut to what the site's pages show (`RICH_TEXT_TYPES`): its code, strike,
 * underline and horizontal-rule extensions are off, so no shortcut or typed rule (`---`, `~~`,
 * Ctrl+U) makes something the checks would then refuse. Headings are levels 2 and 3.
 */
export const richTextKit = StarterKit.configure({
  heading: { levels: [2, 3] },
  code: false,
  codeBlock: false,
  strike: false,
  underline: false,
  horizontalRule: false,
  link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isAllowedLink(url) },
});
