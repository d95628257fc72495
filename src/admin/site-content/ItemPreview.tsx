import { useState } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { ErrorPanel, Loading } from "../ui/Notice";
import { PageChanges } from "../ui/PageChanges";
import { secondaryButtonClass } from "../ui/styles";
import { firstChangedRoute, previewAddress, readPreviewChanges, type PreviewChanges } from "./workflow-api";

/** The widths a preview shows the page at: a desktop window and a phone. */
const WIDTHS = { desktop: { label: "Desktop", px: 1280 }, phone: { label: "Phone", px: 390 } } as const;
type Width = keyof typeof WIDTHS;

/**
 * The preview of the real page: the draft (or the change under review) rendered with
 * the site's own layout at its private address, at desktop and phone width, and, before anything
 * is published, every route the publish would change and what changes on each page.
 */
export function ItemPreview({
  itemId,
  review,
  beforePreview,
}: {
  itemId: string;
  /** A change waiting for review, shown in place of the draft. */
  review?: string;
  /** Saves what is typed as the draft first, so the preview shows it. */
  beforePreview?: () => Promise<void>;
}) {
  const { client } = useStaff();
  const [changes, setChanges] = useState<PreviewChanges | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [route, setRoute] = useState("");
  const [width, setWidth] = useState<Width>("desktop");
  const headingId = `preview-${review ?? itemId}`;

  async function open() {
    setBusy(true);
    setProblem("");
    try {
      await beforePreview?.();
      const read = await readPreviewChanges(client, itemId, review);
      setChanges(read);
      setRoute(firstChangedRoute(read));
    } catch (error) {
      setChanges(null);
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const page = changes?.pages.find((p) => p.route === route);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {review ? "Preview and changes of the submitted change" : "Preview and changes"}
      </h2>
      <p className="text-sm text-muted">
        {review
          ? "The change as its author submitted it, on the real page, and what approving it would change."
          : "Your draft on the real page, seen only by staff, and what publishing it would change."}
      </p>
      <button type="button" className={secondaryButtonClass} onClick={() => void open()} disabled={busy}>
        {busy ? "Preparing the preview…" : changes ? "Preview again" : "Preview"}
      </button>
      {busy && <Loading label="Rendering the page…" />}
      {problem && <ErrorPanel title="No preview" message={problem} />}
      {changes && (
        <div className="space-y-4">
          <div>
            <h3 className="font-semibold">Pages this publish changes</h3>
            {changes.routes.length === 0 ? (
              <p className="text-sm">None: the draft is the same as the published version.</p>
            ) : (
              <ul className="list-inside list-disc text-sm" aria-label="Pages this publish changes">
                {changes.routes.map((r) => (
                  <li key={r}>
                    <code>{r}</code>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {changes.pages.length > 1 && (
            <label className="block text-sm font-medium">
              Page shown
              <select
                className="ml-2 min-h-11 rounded-md border border-line px-2"
                value={route}
                onChange={(event) => setRoute(event.target.value)}
              >
                {changes.pages.map((p) => (
                  <option key={p.route} value={p.route}>
                    {p.route}
                  </option>
                ))}
              </select>
            </label>
          )}
          {page && <PageChanges page={page} />}
          {route && (
            <div className="space-y-2">
              <div role="group" aria-label="Preview width" className="flex flex-wrap gap-2">
                {(Object.keys(WIDTHS) as Width[]).map((w) => (
                  <button
                    key={w}
                    type="button"
                    aria-pressed={width === w}
                    className={secondaryButtonClass}
                    onClick={() => setWidth(w)}
                  >
                    {WIDTHS[w].label}
                  </button>
                ))}
                <a
                  className="inline-flex min-h-11 items-center underline"
                  href={previewAddress(itemId, route, review)}
                  target="_blank"
                  rel="noopener"
                >
                  Open the preview in a new tab
                </a>
              </div>
              {/* Scrolls sideways at the desktop width on a narrow screen: reachable by keyboard too. */}
              <div tabIndex={0} className="overflow-auto rounded-md border border-line bg-surface">
                <iframe
                  key={`${route}-${width}`}
                  title={`Preview of ${route} at ${WIDTHS[width].label.toLowerCase()} width`}
                  src={previewAddress(itemId, route, review)}
                  width={WIDTHS[width].px}
                  height={720}
                  // No script runs in a preview (its own policy says so too): what staff wrote
                  // can never reach the session kept on this origin.
                  sandbox="allow-same-origin"
                  className="block bg-white"
                />
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
