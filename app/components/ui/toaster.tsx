import { Suspense, lazy } from "react";
import { useHydrated } from "~/lib/use-hydrated";

// Sonner is ~10 KB of script. Toasts only ever follow something the visitor did or a load that
// failed, both after hydration, so the toaster loads once the page is interactive instead of
// being part of every page's initial script.
const SonnerToaster = lazy(() => import("./sonner-toaster"));

export function Toaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
