import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * Sonner's rich colours put error and success text below WCAG AA contrast (about 4.3:1) on
 * their tinted backgrounds; these darker shades keep the same hues above 5:1.
 */
const accessibleColours = {
  "--error-text": "hsl(360, 100%, 40%)",
  "--success-text": "hsl(140, 100%, 22%)",
} as CSSProperties;

/** Toasts: at most 3 visible, gone after 5 s (spec §9, library defaults). */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  // Effects run child first: sonner's own subscription is in place when this one runs.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      duration={5000}
      richColors
      closeButton
      style={accessibleColours}
    />
  );
}
