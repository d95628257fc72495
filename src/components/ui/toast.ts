import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner"); // eslint-disable-line @typescript-eslint/consistent-type-imports -- a lazily loaded module's type

/**
 * Sonner's `toast`, loaded with the island that raises the first toast. Pages without islands
 * never load it; a page's islands share one toaster, mounted at the end of <body> on first use
 * (React is already on the page then, since only an island can raise a toast).
 */
let toaster: Promise<Sonner> | undefined;

function loadToaster() {
  toaster ??= Promise.all([
    import("sonner"),
    import("react-dom/client"),
    import("react"),
    import("./sonner-toaster"),
  ]).then(
    ([sonner, { createRoot }, { createElement }, { default: SonnerToaster }]) =>
      new Promise<Sonner>((resolve) => {
        const container = document.createElement("div");
        document.body.append(container);
        // The toaster subscribes to new toasts when it mounts: toast only once it has.
        createRoot(container).render(createElement(SonnerToaster, { onMounted: () => resolve(sonner) }));
      }),
  );
  return toaster;
}

const onFirstUse =
  (kind: "success" | "error") =>
  (message: string, options?: ExternalToast): void => {
    void loadToaster().then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: onFirstUse("success"), error: onFirstUse("error") };
