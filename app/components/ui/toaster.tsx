import { Toaster as Sonner } from "sonner";

/** Toasts: at most 3 visible, gone after 5 s (spec §9, library defaults). */
export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={3} duration={5000} richColors closeButton />;
}
