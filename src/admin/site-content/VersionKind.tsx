import { longDate } from "~/components/sections/LegalPage";

export type VersionKind = "new" | "correction";

/**
 * For content with an effective date (a legal page's "Last updated"): whether a change is a new
 * version, dated as the form's effective date (today unless changed), or a correction that keeps
 * the published date. Asked before each publish, so the date is never left old by mistake.
 */
export function VersionKindChoice({
  published,
  value,
  error,
  onChange,
}: {
  published: string;
  value: VersionKind | null;
  error?: string;
  onChange: (kind: VersionKind) => void;
}) {
  return (
    <fieldset
      data-field="versionKind"
      aria-describedby={error ? "version-kind-error" : undefined}
      className="rounded-md border border-line p-3"
    >
      <legend className="px-1 text-sm font-medium text-ink">What is this change?</legend>
      {(
        [
          ["new", "A new version: “Last updated” becomes the effective date above"],
          ["correction", `A correction (a typo, a link): “Last updated” stays ${longDate(published)}`],
        ] as const
      ).map(([kind, label]) => (
        <label key={kind} className="mt-1 flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="versionKind"
            className="size-5 accent-brand"
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          {label}
        </label>
      ))}
      {error && (
        <p id="version-kind-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** What the editor is told once it is published. */
export const publishedAs = (kind: VersionKind, date: string) =>
  kind === "new"
    ? `Published as a new version: “Last updated” is now ${longDate(date)}.`
    : `Published as a correction: “Last updated” stays ${longDate(date)}.`;
