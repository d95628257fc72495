import { island } from "~/components/ui/island";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";

/**
 * The office map, loaded only when the visitor asks for it (docs/decisions/003-map-on-request.md):
 * until then no request leaves for the map provider, which would otherwise learn the visitor's
 * address just for opening the contact page. The button sits in the frame's own 160 pixels, so
 * showing the map moves nothing on the page.
 */
/** The one place the pages frame a map from: the Content-Security-Policy's frame-src allows no other. */
const MAP_ORIGIN = "https://www.openstreetmap.org/";

export function OfficeMap({ src, title }: { src: string; title: string }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button disappears when pressed: keep keyboard and screen-reader users where they were.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  // A map address elsewhere (the settings take any https address) would be refused by the browser: no map.
  if (!src.startsWith(MAP_ORIGIN)) return null;
  if (shown) {
    return (
      <iframe
        ref={frame}
        src={src}
        title={title}
        height={site.office.mapHeight}
        referrerPolicy="no-referrer"
        // Scripts for the map itself; no navigating this page, no forms, no downloads.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="mt-4 block w-full rounded-md border border-line"
      />
    );
  }

  return (
    <div
      style={{ height: site.office.mapHeight }}
      className="mt-4 flex flex-col items-center justify-center gap-3 rounded-md border border-line bg-surface px-4 text-center"
    >
      <p className="text-sm text-muted">The map is provided by OpenStreetMap and loads content from their servers.</p>
      <Button variant="secondary" onClick={() => setShown(true)}>
        <MapPin aria-hidden="true" className="size-4" />
        Show map
      </Button>
    </div>
  );
}

/** The island /contact mounts (client:seen). */
export default island(OfficeMap);
