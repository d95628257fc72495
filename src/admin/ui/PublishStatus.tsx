import { useEffect, useState } from "react";
import { usePublishAfter } from "../api/publishes";
import { formatDateTime } from "./PageHeading";

/** After this long with no render of the type's routes, the save changed nothing a page shows. */
const NOTHING_TO_RENDER_MS = 15_000;

/**
 * What became of a save on the public site, for a content type or a library table: the routes being rendered, then live (with
 * the time), or why not, in which case the pages still show the previous version. Read from the
 * server's record of each render (public.content_publishes), so it says what happened, not what
 * was hoped.
 */
export function PublishStatus({ type, savedAt }: { type: string; savedAt: string | null }) {
  const run = usePublishAfter(type, savedAt).data;
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setQuiet(true), NOTHING_TO_RENDER_MS);
    return () => {
      clearTimeout(timer);
      setQuiet(false);
    };
  }, [savedAt]);
  if (savedAt === null) return null;
  // A change on many pages (the footer's settings, the cards) names how many, not each.
  const routes = run && run.routes.length > 6 ? `${run.routes.length} pages` : run?.routes.join(", ");
  let text: string;
  if (!run) text = quiet ? "Saved. No public page needed to change." : "Saved. Updating the public pages…";
  else if (run.state === "rendering") text = `Saved. Updating ${routes}…`;
  else if (run.state === "live") text = `Live on ${routes} since ${formatDateTime(run.finished_at)}.`;
  else if (run.state === "requested")
    text = `Saved. The site's host was asked to update ${routes}; they change once its build has run.`;
  else
    text = `Saved, but the public pages could not be updated (${run.error}). They still show the previous version; the server tries again.`;
  return (
    <p
      role="status"
      data-state={run?.state ?? "waiting"}
      data-run={run?.id ?? ""}
      className={`mb-4 rounded-md border p-3 text-sm ${run?.state === "failed" ? "border-red-300 bg-red-50 text-red-900" : "border-line bg-surface text-ink"}`}
    >
      {text}
    </p>
  );
}
