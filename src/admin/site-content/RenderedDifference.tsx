import { useState } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { readVersionDifference, type PreviewChanges } from "../api/preview";
import { ErrorPanel, Loading } from "../ui/Notice";
import { PageChanges } from "../ui/PageChanges";
import { secondaryButtonClass } from "../ui/styles";

/** Two versions of an item each rendered on the pages that show it, and what differs there, as the preview shows it. */
export function RenderedDifference({ itemId, from, to }: { itemId: string; from: number; to: number }) {
  const { client } = useStaff();
  const [changes, setChanges] = useState<PreviewChanges | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function show() {
    setBusy(true);
    setProblem("");
    try {
      setChanges(await readVersionDifference(client, itemId, from, to));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {!changes && (
        <button type="button" className={secondaryButtonClass} onClick={() => void show()} disabled={busy}>
          {busy ? "Rendering both versions…" : "Show the difference on the pages"}
        </button>
      )}
      {busy && <Loading label="Rendering both versions…" />}
      {problem && <ErrorPanel title="No rendered difference" message={problem} />}
      {changes &&
        (changes.pages.length === 0 ? (
          <p className="text-sm">Neither version is shown on a page of the site.</p>
        ) : (
          changes.pages.map((page) => (
            <PageChanges key={page.route} page={page} heading={`From version ${from} to version ${to} on`} />
          ))
        ))}
    </div>
  );
}
