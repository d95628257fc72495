import { useId, useState } from "react";
import type { FieldValue } from "~shared/content-types";
import { controlClasses, Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { errorText } from "../api/messages";
import { useReleases, useReleaseStep } from "../api/releases";
import { StatusMessage } from "../ui/Notice";
import { blockLinkClass, secondaryButtonClass } from "../ui/styles";

/**
 * Puts the change in the form into an open release instead of publishing it now: it goes live
 * with the release's other changes, once a colleague signs the release off.
 */
export function AddToRelease({
  itemId,
  collect,
}: {
  itemId: string;
  /**
   * The form's fields, checked as a publish checks them and their claims' evidence recorded (`live`:
   * the change shows the item); null, and the problems shown in the form, when one fails.
   */
  collect: (live: boolean) => Promise<Record<string, FieldValue> | null>;
}) {
  const headingId = useId();
  const open = (useReleases().data ?? []).filter((release) => release.state === "open");
  const step = useReleaseStep();
  const [chosen, setChosen] = useState("");
  const [takeOff, setTakeOff] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const release = open.find((r) => r.id === chosen) ?? open[0];

  async function add() {
    setStatus("");
    setError("");
    if (!release) return;
    const data = await collect(!takeOff);
    if (!data) return;
    try {
      await step.mutateAsync({
        name: "add_to_release",
        args: { p_release: release.id, p_item: itemId, p_data: data, ...(takeOff ? { p_live: false } : {}) },
      });
      setStatus(`Added to ${release.name}: it is published with the release's other changes once signed off.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Add to a release
      </h2>
      {open.length === 0 ? (
        <p className="text-sm">
          No release is open.{" "}
          <a className={blockLinkClass} href="#/releases">
            Create one under Releases
          </a>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            The change in the form goes live with the release's other changes, together, once a colleague signs it off.
          </p>
          <Field label="Release">
            {(control) => (
              <select
                {...control}
                value={release?.id ?? ""}
                onChange={(event) => setChosen(event.target.value)}
                className={cn(controlClasses, "min-h-11")}
              >
                {open.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={takeOff} onChange={(event) => setTakeOff(event.target.checked)} />
            Take it off the site in this release
          </label>
          <button type="button" className={secondaryButtonClass} onClick={() => void add()} disabled={step.isPending}>
            Add this change to the release
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <StatusMessage message={status} />
    </section>
  );
}
