import type { ClientDirective } from "astro";

/**
 * client:seen — Astro's client:visible, but never before the page's first paint has been shown
 * (docs/decisions/015). An island on the first screen is "visible" as soon as the browser
 * lays the page out, which can be before that frame reaches the screen: its script then
 * competed with the first paint. Here the island waits for the browser's first-contentful-paint
 * entry, then for its place to come within rootMargin of the screen (the default, none:
 * in view), then loads and hydrates.
 */
const seen: ClientDirective = (load, options, element) => {
  const rootMargin =
    typeof options.value === "object" ? (options.value as { rootMargin?: string }).rootMargin : undefined;
  void afterFirstPaint().then(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      },
      { rootMargin },
    );
    for (const child of element.children) observer.observe(child);
  });
};

const FIRST_PAINT = "first-contentful-paint";

/** Resolves once the browser reports the page's first contentful paint (a hidden tab waits until shown). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName(FIRST_PAINT).length > 0;
    if (painted()) return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      // A browser that reports no paints: after the load event and the frame that follows it.
      const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve));
      if (document.readyState === "complete") afterFrame();
      else addEventListener("load", afterFrame, { once: true });
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

export default seen;
