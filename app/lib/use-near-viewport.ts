import { useEffect, useRef, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on. Lets a
 * section below the fold start its work (a data request, a chunk of script) only when the
 * visitor is about to see it, not while the page is still coming to life.
 */
export function useNearViewport<T extends Element>(margin = "600px"): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
