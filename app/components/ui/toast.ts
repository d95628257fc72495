import type { ExternalToast } from "sonner";

/**
 * Sonner's `toast`, loaded on first use. Importing it directly put sonner (about 10 KB, and a
 * stylesheet it injects as it loads) into the initial script of every page with a form; a toast
 * only ever follows a submission or a failed read, long after the page is interactive, and the
 * Toaster that shows it loads after hydration anyway (./toaster.tsx).
 */
const onFirstUse =
  (kind: "success" | "error") =>
  (message: string, options?: ExternalToast): void => {
    void import("sonner").then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: onFirstUse("success"), error: onFirstUse("error") };
