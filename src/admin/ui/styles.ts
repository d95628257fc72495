import { buttonClasses } from "~/components/ui/button";

/** Shared class lists (Tailwind, the site's brand tokens), so every control looks and focuses alike. */
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand aria-[invalid=true]:border-red-700";
export const labelClass = "block text-sm font-medium text-ink";
/** The site's buttons (~/components/ui/button) at the back office's touch size. */
export const buttonClass = buttonClasses("primary", "touch");
export const secondaryButtonClass = buttonClasses("secondary", "touch");
export const dangerButtonClass = buttonClasses("danger", "touch");
export const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";
/** A link standing alone (not in a sentence): a target of at least 24 px (WCAG 2.5.8), here 44. */
export const blockLinkClass = `${linkClass} inline-flex min-h-11 items-center`;
