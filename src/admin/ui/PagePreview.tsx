import { useState } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import {
  firstChangedRoute,
  previewAddress,
  readPreviewChanges,
  type PreviewChanges,
  type PreviewSubject,
} from "../api/preview";
import { ErrorPanel, Loading } from "./Notice";
import { PageChanges } from "./PageChanges";
import { secondaryButtonClass } from "./styles";

/** The widths a preview shows the page at: a desktop window and a phone. */
const WIDTHS = { desktop: { label: "Desktop", px: 1280 }, phone: { label: "Phone", px: 390 } } as const;
type Width = keyof typeof WIDTHS;

/**
 * The preview of real pages: changes not yet published (a draft, a change under review, a
 * release) rendered with the site's own layout at their private address, at desktop and phone
 * width, and, before anything is published, every route the publish would change and what changes
 * on each page.
 */
export function PagePreview({
  subject,
  heading,
  intro,
  beforePreview,
}: {
  subject: PreviewSubject;
  heading: string;
  intro: string;
  /** Saves what is typed as the draft first, so the preview shows it. */
  beforePreview?: () => Promise<void>;
}) {
  const { client } = useStaff();
  const [changes, setChanges] = useState<PreviewChanges | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [route, setRoute] = useState("");
  const [width, setWidth] = useState<Width>("desktop");
  const headingId = `preview-${subject.base.split("/").pop()}${subject.query ? "-review" : ""}`;

  async function open() {
    setBusy(true);
    setProblem("");
    try {
      await beforePreview?.();
      const read = await readPreviewChanges(client, subject);
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
        {heading}
      </h2>
      <p className="text-sm text-muted">{intro}</p>
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
              <p className="text-sm">None: the changes are the same as the published version.</p>
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
          <AccessibilityFound problems={changes.accessibility} />
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
                  href={previewAddress(subject, route)}
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
                  src={previewAddress(subject, route)}
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

/** What the accessibility check found on the pages compared: held back until mended (or an admin publishes anyway). */
function AccessibilityFound({ problems }: { problems: string[] }) {
  if (problems.length === 0) return <p className="text-sm">Accessibility check of these pages: no problem found.</p>;
  return (
    <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm">
      <h3 className="font-semibold">Accessibility check: held back until these are mended</h3>
      <ul className="list-inside list-disc" aria-label="Accessibility problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
